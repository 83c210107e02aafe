package serbench.data.usersmall;

import serbench.data.Conversion;

final class UserSmallThrift {
    static final Conversion<User, serbench.gen.thrift.usersmall.User> CONVERSION =
        new Conversion<>(serbench.gen.thrift.usersmall.User.class, UserSmallThrift::build, UserSmallThrift::read);

    private UserSmallThrift() {}

    static serbench.gen.thrift.usersmall.User build(User u) {
        return new serbench.gen.thrift.usersmall.User().setAge(u.age).setUsername(u.username).setAddress(u.address);
    }

    static User read(serbench.gen.thrift.usersmall.User t) {
        User u = new User();
        u.age = t.getAge();
        u.username = t.getUsername();
        u.address = t.getAddress();
        return u;
    }
}
