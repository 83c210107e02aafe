package serbench.data.user;

import serbench.data.Conversion;
import serbench.data.Sbe;
import serbench.gen.sbe.user.MessageHeaderDecoder;
import serbench.gen.sbe.user.MessageHeaderEncoder;
import serbench.gen.sbe.user.UserDecoder;
import serbench.gen.sbe.user.UserEncoder;

/** The model to an SBE frame of user.sbe.xml (its decoder: SBE has no message object) and back. */
final class UserSbe {
    static final Conversion<User, UserDecoder> CONVERSION =
        new Conversion<>(UserDecoder.class, UserSbe::build, UserSbe::read);
    /** Room for the data set's value (about 1,000 bytes), so the buffer never grows while encoding. */
    private static final int CAPACITY = 1024;

    private UserSbe() {}

    static UserDecoder build(User u) {
        return Sbe.frame(CAPACITY, buffer -> new UserEncoder().wrapAndApplyHeader(buffer, 0, new MessageHeaderEncoder())
            .weight(u.weight).age(u.age).id(u.id).name(u.name).title(u.title).desc(u.desc),
            frame -> new UserDecoder().wrapAndApplyHeader(frame, 0, new MessageHeaderDecoder()));
    }

    /** In schema order, as SBE requires: the root block, then the strings. */
    static User read(UserDecoder d) {
        d.sbeRewind();
        User u = new User();
        u.weight = d.weight();
        u.age = d.age();
        u.id = d.id();
        u.name = d.name();
        u.title = d.title();
        u.desc = d.desc();
        return u;
    }
}
