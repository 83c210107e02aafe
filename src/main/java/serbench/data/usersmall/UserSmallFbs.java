package serbench.data.usersmall;

import com.google.flatbuffers.FlatBufferBuilder;
import serbench.data.Conversion;
import serbench.data.Fbs;

/** The model to flatc's table from usersmall.fbs and back; a null string is a field left out. */
final class UserSmallFbs {
    static final Conversion<User, serbench.gen.flatbuffers.usersmall.User> CONVERSION =
        new Conversion<>(serbench.gen.flatbuffers.usersmall.User.class, UserSmallFbs::build, UserSmallFbs::read);

    private UserSmallFbs() {}

    static serbench.gen.flatbuffers.usersmall.User build(User u) {
        FlatBufferBuilder b = Fbs.builder();
        b.finish(serbench.gen.flatbuffers.usersmall.User.createUser(b, u.age, Fbs.string(b, u.username),
            Fbs.string(b, u.address)));
        return serbench.gen.flatbuffers.usersmall.User.getRootAsUser(b.dataBuffer());
    }

    static User read(serbench.gen.flatbuffers.usersmall.User f) {
        User u = new User();
        u.age = f.age();
        u.username = f.username();
        u.address = f.address();
        return u;
    }
}
