package serbench.data.message;

import java.util.ArrayList;
import serbench.data.Conversion;
import serbench.data.Sbe;
import serbench.gen.sbe.message.BooleanType;
import serbench.gen.sbe.message.MessageDecoder;
import serbench.gen.sbe.message.MessageEncoder;
import serbench.gen.sbe.message.MessageHeaderDecoder;
import serbench.gen.sbe.message.MessageHeaderEncoder;

/**
 * The model to an SBE frame of message.sbe.xml (its decoder: SBE has no message object) and back. The
 * unsigned fields travel as SBE's uint32/uint64, whose Java accessors take a long: the model's bits are kept.
 */
final class MessageSbe {
    static final Conversion<Message, MessageDecoder> CONVERSION =
        new Conversion<>(MessageDecoder.class, MessageSbe::build, MessageSbe::read);
    /** Room for the data set's value (about 130 bytes), so the buffer never grows while encoding. */
    private static final int CAPACITY = 256;

    private MessageSbe() {}

    static MessageDecoder build(Message m) {
        return Sbe.frame(CAPACITY, buffer -> {
            MessageEncoder e = new MessageEncoder().wrapAndApplyHeader(buffer, 0, new MessageHeaderEncoder())
                .int32Obj(m.int32Obj).int64Obj(m.int64Obj)
                .uint32Obj(Integer.toUnsignedLong(m.uint32Obj)).uint64Obj(m.uint64Obj)
                .sint32Obj(m.sint32Obj).sint64Obj(m.sint64Obj)
                .fixed32Obj(Integer.toUnsignedLong(m.fixed32Obj)).fixed64Obj(m.fixed64Obj)
                .sfixed32Obj(m.sfixed32Obj).sfixed64Obj(m.sfixed64Obj)
                .boolObj(m.boolObj ? BooleanType.T : BooleanType.F)
                .folatObj(m.folatObj);
            e.present().clear().bytesObj(m.bytesObj != null);
            MessageEncoder.DoubleObjEncoder doubles = e.doubleObjCount(m.doubleObj.size());
            for (double d : m.doubleObj) doubles.next().value(d);
            InnerMessage i = m.innerMessage;
            MessageEncoder.InnerMessageEncoder inner = e.innerMessageCount(i == null ? 0 : 1);
            if (i != null) {
                inner.next().id(i.id).enumType(i.type == null ? serbench.gen.sbe.message.EnumType.NULL_VAL
                    : serbench.gen.sbe.message.EnumType.get((short) i.type.ordinal()));
                inner.present().clear().name(i.name != null);
                inner.name(i.name);
            }
            e.strObj(m.strObj);
            byte[] bytes = m.bytesObj == null ? new byte[0] : m.bytesObj;
            e.putBytesObj(bytes, 0, bytes.length);
            return e;
        }, frame -> new MessageDecoder().wrapAndApplyHeader(frame, 0, new MessageHeaderDecoder()));
    }

    /** In schema order, as SBE requires: the root block, the groups, then the data. */
    static Message read(MessageDecoder d) {
        d.sbeRewind();
        Message m = new Message();
        m.int32Obj = d.int32Obj();
        m.int64Obj = d.int64Obj();
        m.uint32Obj = (int) d.uint32Obj();
        m.uint64Obj = d.uint64Obj();
        m.sint32Obj = d.sint32Obj();
        m.sint64Obj = d.sint64Obj();
        m.fixed32Obj = (int) d.fixed32Obj();
        m.fixed64Obj = d.fixed64Obj();
        m.sfixed32Obj = d.sfixed32Obj();
        m.sfixed64Obj = d.sfixed64Obj();
        m.boolObj = d.boolObj() == BooleanType.T;
        m.folatObj = d.folatObj();
        boolean bytesPresent = d.present().bytesObj();
        MessageDecoder.DoubleObjDecoder doubles = d.doubleObj();
        m.doubleObj = new ArrayList<>(doubles.count());
        for (MessageDecoder.DoubleObjDecoder v : doubles) m.doubleObj.add(v.value());
        for (MessageDecoder.InnerMessageDecoder di : d.innerMessage()) {
            InnerMessage i = new InnerMessage();
            i.id = di.id();
            serbench.gen.sbe.message.EnumType type = di.enumType();
            i.type = type == serbench.gen.sbe.message.EnumType.NULL_VAL ? null : EnumType.values()[type.value()];
            boolean name = di.present().name();
            String value = di.name(); // an absent name was written empty and must be read past
            i.name = name ? value : null;
            m.innerMessage = i;
        }
        m.strObj = d.strObj();
        byte[] bytes = new byte[d.bytesObjLength()];
        d.getBytesObj(bytes, 0, bytes.length);
        m.bytesObj = bytesPresent ? bytes : null;
        return m;
    }
}
