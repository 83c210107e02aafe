package serbench.data.user;

import org.capnproto.MessageBuilder;
import serbench.data.CapnMessage;
import serbench.data.Conversion;
import serbench.gen.capnproto.user.UserSchema;

/** The model to the Cap'n Proto message of user.capnp; an unset Text pointer is a null string. */
final class UserCapn {
    static final Conversion<User, CapnMessage> CONVERSION =
        new Conversion<>(CapnMessage.class, UserCapn::build, UserCapn::read);

    private UserCapn() {}

    static CapnMessage build(User u) {
        MessageBuilder message = new MessageBuilder();
        UserSchema.User.Builder b = message.initRoot(UserSchema.User.factory);
        if (u.id != null) b.setId(u.id);
        b.setWeight(u.weight);
        b.setAge(u.age);
        if (u.name != null) b.setName(u.name);
        if (u.title != null) b.setTitle(u.title);
        if (u.desc != null) b.setDesc(u.desc);
        return CapnMessage.built(message);
    }

    static User read(CapnMessage message) {
        UserSchema.User.Reader r = message.root(UserSchema.User.factory);
        User u = new User();
        u.id = r.hasId() ? r.getId().toString() : null;
        u.weight = r.getWeight();
        u.age = r.getAge();
        u.name = r.hasName() ? r.getName().toString() : null;
        u.title = r.hasTitle() ? r.getTitle().toString() : null;
        u.desc = r.hasDesc() ? r.getDesc().toString() : null;
        return u;
    }
}
