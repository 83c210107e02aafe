package serbench.data.message;

import java.util.ArrayList;
import java.util.List;
import serbench.data.Conversion;
import serbench.data.ManualFormat;

/** The all-types post's message, field for field. */
public final class MessageData {
    /** Message to each schema format's own classes (the schemas are beside this file). */
    public static final List<Conversion<Message, ?>> CONVERSIONS = List.of(
        MessageProto.CONVERSION, MessageThrift.CONVERSION, MessageAvro.CONVERSION, MessageWire.CONVERSION,
        MessageQuickbuf.CONVERSION, MessageProtoLite.CONVERSION,
        MessageCapn.CONVERSION, MessageColfer.CONVERSION, MessageSbe.CONVERSION, MessageFbs.CONVERSION, MessageKotlin.CONVERSION);
    /** The hand-written baseline's format of Message. */
    public static final ManualFormat<Message> MANUAL = MessageManual.FORMAT;
    private MessageData() {}

    public static Message message() {
        Message m = new Message();
        m.strObj = "message";
        m.folatObj = 1f;
        m.doubleObj = new ArrayList<>(List.of(1d, 2d));
        m.boolObj = true;
        m.bytesObj = new byte[] {1, 2, 3};
        m.int32Obj = 32;
        m.int64Obj = 64L;
        m.sint32Obj = 232;
        m.sint64Obj = 264;
        m.fixed32Obj = 532;
        m.fixed64Obj = 564;
        m.sfixed32Obj = 2532;
        m.sfixed64Obj = 2564;
        m.uint32Obj = 632;
        m.uint64Obj = 664;
        InnerMessage inner = new InnerMessage();
        inner.id = 1;
        inner.name = "inner";
        inner.type = EnumType.PRODUCTS;
        m.innerMessage = inner;
        return m;
    }
}
