package serbench.data.user;

import java.util.List;
import serbench.data.Conversion;
import serbench.data.ManualFormat;

/** The user of the Protobuf vs Thrift post. */
public final class UserData {
    /** User to each schema format's own classes (the schemas are beside this file). */
    public static final List<Conversion<User, ?>> CONVERSIONS = List.of(
        UserProto.CONVERSION, UserThrift.CONVERSION, UserAvro.CONVERSION, UserWire.CONVERSION,
        UserQuickbuf.CONVERSION, UserProtoLite.CONVERSION,
        UserCapn.CONVERSION, UserColfer.CONVERSION, UserSbe.CONVERSION, UserFbs.CONVERSION, UserKotlin.CONVERSION);
    /** The hand-written baseline's format of User. */
    public static final ManualFormat<User> MANUAL = UserManual.FORMAT;
    private static final String PHRASE = "this is a test vs thrift serialization";
    /** The post's source: the phrase three times joined by spaces, that line eight times with no separator. */
    static final String TITLE = String.join(" ", PHRASE, PHRASE, PHRASE).repeat(8);

    private UserData() {}

    public static User user() {
        User u = new User();
        u.id = "123";
        u.weight = 200;
        u.age = 123;
        u.name = "test";
        u.title = TITLE;
        u.desc = "ni hao i am test";
        return u;
    }
}
