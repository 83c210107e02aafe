package serbench.data.user;

import com.google.flatbuffers.FlatBufferBuilder;
import serbench.data.Conversion;
import serbench.data.Fbs;

/** The model to flatc's table from user.fbs and back; a null string is a field left out. */
final class UserFbs {
    static final Conversion<User, serbench.gen.flatbuffers.user.User> CONVERSION =
        new Conversion<>(serbench.gen.flatbuffers.user.User.class, UserFbs::build, UserFbs::read);

    private UserFbs() {}

    static serbench.gen.flatbuffers.user.User build(User u) {
        FlatBufferBuilder b = Fbs.builder();
        b.finish(serbench.gen.flatbuffers.user.User.createUser(b, Fbs.string(b, u.id), u.weight, u.age,
            Fbs.string(b, u.name), Fbs.string(b, u.title), Fbs.string(b, u.desc)));
        return serbench.gen.flatbuffers.user.User.getRootAsUser(b.dataBuffer());
    }

    static User read(serbench.gen.flatbuffers.user.User f) {
        User u = new User();
        u.id = f.id();
        u.weight = f.weight();
        u.age = f.age();
        u.name = f.name();
        u.title = f.title();
        u.desc = f.desc();
        return u;
    }
}
