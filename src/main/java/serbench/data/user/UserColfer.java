package serbench.data.user;

import serbench.data.Conversion;

/** Field for field: no field of the model is nullable. */
final class UserColfer {
    static final Conversion<User, serbench.gen.colfer.user.User> CONVERSION =
        new Conversion<>(serbench.gen.colfer.user.User.class, UserColfer::build, UserColfer::read);

    private UserColfer() {}

    static serbench.gen.colfer.user.User build(User u) {
        serbench.gen.colfer.user.User c = new serbench.gen.colfer.user.User();
        c.id = u.id;
        c.weight = u.weight;
        c.age = u.age;
        c.name = u.name;
        c.title = u.title;
        c.desc = u.desc;
        return c;
    }

    static User read(serbench.gen.colfer.user.User c) {
        User u = new User();
        u.id = c.id;
        u.weight = c.weight;
        u.age = c.age;
        u.name = c.name;
        u.title = c.title;
        u.desc = c.desc;
        return u;
    }
}
