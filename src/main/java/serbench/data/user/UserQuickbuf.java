package serbench.data.user;

import serbench.data.Conversion;
import serbench.gen.quickbuf.user.UserModel;

final class UserQuickbuf {
    static final Conversion<User, UserModel.User> CONVERSION =
        new Conversion<>(UserModel.User.class, UserQuickbuf::build, UserQuickbuf::read);

    private UserQuickbuf() {}

    static UserModel.User build(User u) {
        return UserModel.User.newInstance()
            .setId(u.id).setWeight(u.weight).setAge(u.age).setName(u.name).setTitle(u.title).setDesc(u.desc);
    }

    static User read(UserModel.User q) {
        User u = new User();
        u.id = q.getId();
        u.weight = q.getWeight();
        u.age = q.getAge();
        u.name = q.getName();
        u.title = q.getTitle();
        u.desc = q.getDesc();
        return u;
    }
}
