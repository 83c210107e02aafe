package serbench.data.usersmall;

import java.util.List;
import serbench.data.Conversion;
import serbench.data.ManualFormat;

/** The user of the JMH multi-thread post. */
public final class UserSmallData {
    /** User to each schema format's own classes (the schemas are beside this file). */
    public static final List<Conversion<User, ?>> CONVERSIONS = List.of(
        UserSmallProto.CONVERSION, UserSmallThrift.CONVERSION, UserSmallAvro.CONVERSION, UserSmallWire.CONVERSION,
        UserSmallQuickbuf.CONVERSION, UserSmallProtoLite.CONVERSION,
        UserSmallCapn.CONVERSION, UserSmallColfer.CONVERSION, UserSmallSbe.CONVERSION, UserSmallFbs.CONVERSION, UserSmallKotlin.CONVERSION);
    /** The hand-written baseline's format of User. */
    public static final ManualFormat<User> MANUAL = UserSmallManual.FORMAT;

    private UserSmallData() {}

    /** The post shows no values; these are plausible ones. */
    public static User userSmall() {
        User u = new User();
        u.age = 28;
        u.username = "zhang.wei";
        u.address = "No. 5 Zhongguancun South Street, Haidian District, Beijing";
        return u;
    }
}
