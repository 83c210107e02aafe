package serbench.data.user;

import serbench.data.Conversion;
import serbench.gen.proto.user.UserModel;

final class UserProto {
    static final Conversion<User, UserModel.User> CONVERSION =
        new Conversion<>(UserModel.User.class, UserProto::build, UserProto::read);

    private UserProto() {}

    static UserModel.User build(User u) {
        return UserModel.User.newBuilder()
            .setId(u.id).setWeight(u.weight).setAge(u.age).setName(u.name).setTitle(u.title).setDesc(u.desc)
            .build();
    }

    static User read(UserModel.User p) {
        User u = new User();
        u.id = p.getId();
        u.weight = p.getWeight();
        u.age = p.getAge();
        u.name = p.getName();
        u.title = p.getTitle();
        u.desc = p.getDesc();
        return u;
    }
}
