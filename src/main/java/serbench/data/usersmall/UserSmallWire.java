package serbench.data.usersmall;

import serbench.data.Conversion;

/** The model to Square Wire's classes generated from usersmall.proto, and back. */
final class UserSmallWire {
    static final Conversion<User, serbench.gen.proto.usersmall.User> CONVERSION =
        new Conversion<>(serbench.gen.proto.usersmall.User.class, UserSmallWire::build, UserSmallWire::read);

    private UserSmallWire() {}

    static serbench.gen.proto.usersmall.User build(User u) {
        return new serbench.gen.proto.usersmall.User.Builder().age(u.age).username(u.username).address(u.address).build();
    }

    static User read(serbench.gen.proto.usersmall.User w) {
        User u = new User();
        u.age = w.age;
        u.username = w.username;
        u.address = w.address;
        return u;
    }
}
