package serbench.data.usersmall;

import serbench.data.ByteSink;
import serbench.data.ByteSource;
import serbench.data.ManualFormat;

final class UserSmallManual {
    static final ManualFormat<User> FORMAT = new ManualFormat<>(UserSmallManual::write, UserSmallManual::read);

    private UserSmallManual() {}

    static void write(User u, ByteSink out) {
        out.writeInt(u.age);
        out.writeString(u.username);
        out.writeString(u.address);
    }

    static User read(ByteSource in) {
        User u = new User();
        u.age = in.readInt();
        u.username = in.readString();
        u.address = in.readString();
        return u;
    }
}
