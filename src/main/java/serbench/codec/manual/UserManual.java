package serbench.codec.manual;

import serbench.data.user.User;

final class UserManual {
    static final ManualFormat<User> USER = new ManualFormat<>(User.class, UserManual::write, UserManual::read);
    static final ManualFormat<serbench.data.usersmall.User> USER_SMALL = new ManualFormat<>(
        serbench.data.usersmall.User.class, UserManual::writeSmall, UserManual::readSmall);

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

    static void writeSmall(serbench.data.usersmall.User u, ByteSink out) {
        out.writeInt(u.age);
        out.writeString(u.username);
        out.writeString(u.address);
    }

    static serbench.data.usersmall.User readSmall(ByteSource in) {
        serbench.data.usersmall.User u = new serbench.data.usersmall.User();
        u.age = in.readInt();
        u.username = in.readString();
        u.address = in.readString();
        return u;
    }
}
