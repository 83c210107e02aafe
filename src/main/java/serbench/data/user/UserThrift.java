package serbench.data.user;

import serbench.data.Conversion;

final class UserThrift {
    static final Conversion<User, serbench.gen.thrift.user.User> CONVERSION =
        new Conversion<>(serbench.gen.thrift.user.User.class, UserThrift::build, UserThrift::read);

    private UserThrift() {}

    static serbench.gen.thrift.user.User build(User u) {
        return new serbench.gen.thrift.user.User()
            .setId(u.id).setWeight(u.weight).setAge(u.age).setName(u.name).setTitle(u.title).setDesc(u.desc);
    }

    static User read(serbench.gen.thrift.user.User t) {
        User u = new User();
        u.id = t.getId();
        u.weight = t.getWeight();
        u.age = t.getAge();
        u.name = t.getName();
        u.title = t.getTitle();
        u.desc = t.getDesc();
        return u;
    }
}
