package serbench.codec.protobuf;

import serbench.gen.proto.usersmall.UserSmallProtos;
import serbench.model.usersmall.User;

final class UserSmallProto {
    static final ProtoMapping<User, UserSmallProtos.User> MAPPING =
        new ProtoMapping<>(User.class, UserSmallProtos.User.parser(), UserSmallProto::build, UserSmallProto::read);

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
