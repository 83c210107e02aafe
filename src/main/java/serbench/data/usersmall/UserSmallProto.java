package serbench.data.usersmall;

import serbench.data.Conversion;
import serbench.gen.proto.usersmall.UserSmallProtos;

final class UserSmallProto {
    static final Conversion<User, UserSmallProtos.User> CONVERSION =
        new Conversion<>(UserSmallProtos.User.class, UserSmallProto::build, UserSmallProto::read);

    private UserSmallProto() {}

    static UserSmallProtos.User build(User u) {
        return UserSmallProtos.User.newBuilder().setAge(u.age).setUsername(u.username).setAddress(u.address).build();
    }

    static User read(UserSmallProtos.User p) {
        User u = new User();
        u.age = p.getAge();
        u.username = p.getUsername();
        u.address = p.getAddress();
        return u;
    }
}
