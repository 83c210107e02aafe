package serbench.data.usersmall;

import serbench.data.Conversion;

final class UserSmallAvro {
    static final Conversion<User, serbench.gen.avro.usersmall.User> CONVERSION =
        new Conversion<>(serbench.gen.avro.usersmall.User.class, UserSmallAvro::build, UserSmallAvro::read);

    private UserSmallAvro() {}

    static serbench.gen.avro.usersmall.User build(User u) {
        return new serbench.gen.avro.usersmall.User(u.age, u.username, u.address);
    }

    static User read(serbench.gen.avro.usersmall.User a) {
        User u = new User();
        u.age = a.getAge();
        u.username = a.getUsername();
        u.address = a.getAddress();
        return u;
    }
}
