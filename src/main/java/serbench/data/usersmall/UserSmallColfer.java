package serbench.data.usersmall;

import serbench.data.Conversion;

/** Field for field: no field of the model is nullable. */
final class UserSmallColfer {
    static final Conversion<User, serbench.gen.colfer.usersmall.User> CONVERSION =
        new Conversion<>(serbench.gen.colfer.usersmall.User.class, UserSmallColfer::build, UserSmallColfer::read);

    private UserSmallColfer() {}

    static serbench.gen.colfer.usersmall.User build(User u) {
        serbench.gen.colfer.usersmall.User c = new serbench.gen.colfer.usersmall.User();
        c.age = u.age;
        c.username = u.username;
        c.address = u.address;
        return c;
    }

    static User read(serbench.gen.colfer.usersmall.User c) {
        User u = new User();
        u.age = c.age;
        u.username = c.username;
        u.address = c.address;
        return u;
    }
}
