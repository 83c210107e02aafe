package serbench.data.user;

import serbench.data.Conversion;

/** The model to Square Wire's classes generated from user.proto, and back. */
final class UserWire {
    static final Conversion<User, serbench.gen.proto.user.User> CONVERSION =
        new Conversion<>(serbench.gen.proto.user.User.class, UserWire::build, UserWire::read);

    private UserWire() {}

    static serbench.gen.proto.user.User build(User u) {
        return new serbench.gen.proto.user.User.Builder()
            .id(u.id).weight(u.weight).age(u.age).name(u.name).title(u.title).desc(u.desc).build();
    }

    static User read(serbench.gen.proto.user.User w) {
        User u = new User();
        u.id = w.id;
        u.weight = w.weight;
        u.age = w.age;
        u.name = w.name;
        u.title = w.title;
        u.desc = w.desc;
        return u;
    }
}
