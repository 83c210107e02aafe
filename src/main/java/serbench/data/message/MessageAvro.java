package serbench.data.message;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import serbench.data.Conversion;

/** Avro has no unsigned or fixed-width integers: they keep their bits in int and long. */
final class MessageAvro {
    static final Conversion<Message, serbench.gen.avro.message.Message> CONVERSION =
        new Conversion<>(serbench.gen.avro.message.Message.class, MessageAvro::build, MessageAvro::read);

    private MessageAvro() {}

    static serbench.gen.avro.message.Message build(Message m) {
        InnerMessage i = m.innerMessage;
        serbench.gen.avro.message.InnerMessage inner = i == null ? null : new serbench.gen.avro.message.InnerMessage(
            i.name, i.id, serbench.gen.avro.message.EnumType.values()[i.type.ordinal()]);
        return new serbench.gen.avro.message.Message(m.strObj, m.int32Obj, m.int64Obj, m.uint32Obj, m.uint64Obj,
            m.sint32Obj, m.sint64Obj, m.fixed32Obj, m.fixed64Obj, m.sfixed32Obj, m.sfixed64Obj, m.boolObj,
            m.bytesObj == null ? null : ByteBuffer.wrap(m.bytesObj), m.folatObj, m.doubleObj, inner);
    }

    static Message read(serbench.gen.avro.message.Message a) {
        Message m = new Message();
        m.strObj = a.getStrObj();
        m.int32Obj = a.getInt32Obj();
        m.int64Obj = a.getInt64Obj();
        m.uint32Obj = a.getUint32Obj();
        m.uint64Obj = a.getUint64Obj();
        m.sint32Obj = a.getSint32Obj();
        m.sint64Obj = a.getSint64Obj();
        m.fixed32Obj = a.getFixed32Obj();
        m.fixed64Obj = a.getFixed64Obj();
        m.sfixed32Obj = a.getSfixed32Obj();
        m.sfixed64Obj = a.getSfixed64Obj();
        m.boolObj = a.getBoolObj();
        m.bytesObj = a.getBytesObj() == null ? null : bytes(a.getBytesObj());
        m.folatObj = a.getFolatObj();
        m.doubleObj = new ArrayList<>(a.getDoubleObj());
        if (a.getInnerMessage() != null) {
            serbench.gen.avro.message.InnerMessage ai = a.getInnerMessage();
            InnerMessage i = new InnerMessage();
            i.name = ai.getName();
            i.id = ai.getId();
            i.type = EnumType.values()[ai.getType().ordinal()];
            m.innerMessage = i;
        }
        return m;
    }

    /** Copies the buffer's remaining bytes without moving its position. */
    private static byte[] bytes(ByteBuffer buffer) {
        byte[] copy = new byte[buffer.remaining()];
        buffer.duplicate().get(copy);
        return copy;
    }
}
