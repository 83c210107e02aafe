package serbench.data.message;

import java.util.ArrayList;
import okio.ByteString;
import serbench.data.Conversion;

/** The model to Square Wire's classes generated from message.proto, and back. */
@SuppressWarnings("deprecation") // folatObj is deprecated in the post's own schema
final class MessageWire {
    static final Conversion<Message, serbench.gen.proto.message.Message> CONVERSION =
        new Conversion<>(serbench.gen.proto.message.Message.class, MessageWire::build, MessageWire::read);

    private MessageWire() {}

    static serbench.gen.proto.message.Message build(Message m) {
        serbench.gen.proto.message.Message.Builder b = new serbench.gen.proto.message.Message.Builder()
            .strObj(m.strObj)
            .int32Obj(m.int32Obj).int64Obj(m.int64Obj)
            .uint32Obj(m.uint32Obj).uint64Obj(m.uint64Obj)
            .sint32Obj(m.sint32Obj).sint64Obj(m.sint64Obj)
            .fixed32Obj(m.fixed32Obj).fixed64Obj(m.fixed64Obj)
            .sfixed32Obj(m.sfixed32Obj).sfixed64Obj(m.sfixed64Obj)
            .boolObj(m.boolObj)
            .folatObj(m.folatObj)
            .doubleObj(m.doubleObj);
        if (m.bytesObj != null) b.bytesObj(ByteString.of(m.bytesObj));
        if (m.innerMessage != null) {
            InnerMessage i = m.innerMessage;
            serbench.gen.proto.message.InnerMessage.Builder ib = new serbench.gen.proto.message.InnerMessage.Builder()
                .id(i.id).name(i.name);
            if (i.type != null) ib.type(serbench.gen.proto.message.EnumType.fromValue(i.type.ordinal()));
            b.innerMessage(ib.build());
        }
        return b.build();
    }

    static Message read(serbench.gen.proto.message.Message w) {
        Message m = new Message();
        m.strObj = w.strObj;
        m.int32Obj = w.int32Obj;
        m.int64Obj = w.int64Obj;
        m.uint32Obj = w.uint32Obj;
        m.uint64Obj = w.uint64Obj;
        m.sint32Obj = w.sint32Obj;
        m.sint64Obj = w.sint64Obj;
        m.fixed32Obj = w.fixed32Obj;
        m.fixed64Obj = w.fixed64Obj;
        m.sfixed32Obj = w.sfixed32Obj;
        m.sfixed64Obj = w.sfixed64Obj;
        m.boolObj = w.boolObj;
        m.bytesObj = w.bytesObj == null ? null : w.bytesObj.toByteArray();
        m.folatObj = w.folatObj;
        m.doubleObj = new ArrayList<>(w.doubleObj);
        if (w.innerMessage != null) {
            serbench.gen.proto.message.InnerMessage wi = w.innerMessage;
            InnerMessage i = new InnerMessage();
            i.name = wi.name;
            i.id = wi.id;
            i.type = EnumType.values()[wi.type.getValue()];
            m.innerMessage = i;
        }
        return m;
    }
}
