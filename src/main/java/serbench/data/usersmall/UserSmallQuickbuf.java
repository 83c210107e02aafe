package serbench.data.usersmall;

import serbench.data.Conversion;
import serbench.gen.quickbuf.usersmall.UserSmallProtos;

final class UserSmallQuickbuf {
    static final Conversion<User, UserSmallProtos.User> CONVERSION =
        new Conversion<>(UserSmallProtos.User.class, UserSmallQuickbuf::build, UserSmallQuickbuf::read);

    private UserSmallQuickbuf() {}

    static UserSmallProtos.User build(User u) {
        return UserSmallProtos.User.newInstance().setAge(u.age).setUsername(u.username).setAddress(u.address);
    }

    static User read(UserSmallProtos.User q) {
        User u = new User();
        u.age = q.getAge();
        u.username = q.getUsername();
        u.address = q.getAddress();
        return u;
    }
}
