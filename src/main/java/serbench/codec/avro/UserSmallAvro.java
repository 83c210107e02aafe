package serbench.codec.avro;

import serbench.model.usersmall.User;

final class UserSmallAvro {
    static final AvroMapping<User, serbench.gen.avro.usersmall.User> MAPPING = new AvroMapping<>(
        User.class, serbench.gen.avro.usersmall.User.class, UserSmallAvro::build, UserSmallAvro::read);

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
