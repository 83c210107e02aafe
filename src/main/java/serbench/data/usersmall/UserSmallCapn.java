package serbench.data.usersmall;

import org.capnproto.MessageBuilder;
import serbench.data.CapnMessage;
import serbench.data.Conversion;
import serbench.gen.capnproto.usersmall.UserSmallSchema;

/** The model to the Cap'n Proto message of usersmall.capnp; an unset Text pointer is a null string. */
final class UserSmallCapn {
    static final Conversion<User, CapnMessage> CONVERSION =
        new Conversion<>(CapnMessage.class, UserSmallCapn::build, UserSmallCapn::read);

    private UserSmallCapn() {}

    static CapnMessage build(User u) {
        MessageBuilder message = new MessageBuilder();
        UserSmallSchema.User.Builder b = message.initRoot(UserSmallSchema.User.factory);
        b.setAge(u.age);
        if (u.username != null) b.setUsername(u.username);
        if (u.address != null) b.setAddress(u.address);
        return CapnMessage.built(message);
    }

    static User read(CapnMessage message) {
        UserSmallSchema.User.Reader r = message.root(UserSmallSchema.User.factory);
        User u = new User();
        u.age = r.getAge();
        u.username = r.hasUsername() ? r.getUsername().toString() : null;
        u.address = r.hasAddress() ? r.getAddress().toString() : null;
        return u;
    }
}
