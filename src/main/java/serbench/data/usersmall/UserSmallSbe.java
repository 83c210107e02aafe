package serbench.data.usersmall;

import serbench.data.Conversion;
import serbench.data.Sbe;
import serbench.gen.sbe.usersmall.MessageHeaderDecoder;
import serbench.gen.sbe.usersmall.MessageHeaderEncoder;
import serbench.gen.sbe.usersmall.UserDecoder;
import serbench.gen.sbe.usersmall.UserEncoder;

/** The model to an SBE frame of usersmall.sbe.xml (its decoder: SBE has no message object) and back. */
final class UserSmallSbe {
    static final Conversion<User, UserDecoder> CONVERSION =
        new Conversion<>(UserDecoder.class, UserSmallSbe::build, UserSmallSbe::read);
    /** Room for the data set's value (about 90 bytes), so the buffer never grows while encoding. */
    private static final int CAPACITY = 128;

    private UserSmallSbe() {}

    static UserDecoder build(User u) {
        return Sbe.frame(CAPACITY, buffer -> new UserEncoder().wrapAndApplyHeader(buffer, 0, new MessageHeaderEncoder())
            .age(u.age).username(u.username).address(u.address),
            frame -> new UserDecoder().wrapAndApplyHeader(frame, 0, new MessageHeaderDecoder()));
    }

    /** In schema order, as SBE requires: the root block, then the strings. */
    static User read(UserDecoder d) {
        d.sbeRewind();
        User u = new User();
        u.age = d.age();
        u.username = d.username();
        u.address = d.address();
        return u;
    }
}
