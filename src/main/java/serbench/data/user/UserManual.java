package serbench.data.user;

import serbench.data.ByteSink;
import serbench.data.ByteSource;
import serbench.data.ManualFormat;

final class UserManual {
    static final ManualFormat<User> FORMAT = new ManualFormat<>(UserManual::write, UserManual::read);

    private UserManual() {}

    static void write(User u, ByteSink out) {
        out.writeString(u.id);
        out.writeInt(u.weight);
        out.writeInt(u.age);
        out.writeString(u.name);
        out.writeString(u.title);
        out.writeString(u.desc);
    }

    static User read(ByteSource in) {
        User u = new User();
        u.id = in.readString();
        u.weight = in.readInt();
        u.age = in.readInt();
        u.name = in.readString();
        u.title = in.readString();
        u.desc = in.readString();
        return u;
    }
}
