package serbench.data.user;

import serbench.data.Conversion;

final class UserAvro {
    static final Conversion<User, serbench.gen.avro.user.User> CONVERSION =
        new Conversion<>(serbench.gen.avro.user.User.class, UserAvro::build, UserAvro::read);

    private UserAvro() {}

    static serbench.gen.avro.user.User build(User u) {
        return new serbench.gen.avro.user.User(u.id, u.weight, u.age, u.name, u.title, u.desc);
    }

    static User read(serbench.gen.avro.user.User a) {
        User u = new User();
        u.id = a.getId();
        u.weight = a.getWeight();
        u.age = a.getAge();
        u.name = a.getName();
        u.title = a.getTitle();
        u.desc = a.getDesc();
        return u;
    }
}
