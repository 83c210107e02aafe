package serbench.data.message;

import com.google.protobuf.ByteString;
import java.util.ArrayList;
import serbench.data.Conversion;
import serbench.gen.proto.message.MessageProtos;

@SuppressWarnings("deprecation") // folatObj is deprecated in the post's own schema
final class MessageProto {
    static final Conversion<Message, MessageProtos.Message> CONVERSION =
        new Conversion<>(MessageProtos.Message.class, MessageProto::build, MessageProto::read);

    private MessageProto() {}

    static MessageProtos.Message build(Message m) {
        MessageProtos.Message.Builder b = MessageProtos.Message.newBuilder()
            .setStrObj(m.strObj)
            .setInt32Obj(m.int32Obj).setInt64Obj(m.int64Obj)
            .setUint32Obj(m.uint32Obj).setUint64Obj(m.uint64Obj)
            .setSint32Obj(m.sint32Obj).setSint64Obj(m.sint64Obj)
            .setFixed32Obj(m.fixed32Obj).setFixed64Obj(m.fixed64Obj)
            .setSfixed32Obj(m.sfixed32Obj).setSfixed64Obj(m.sfixed64Obj)
            .setBoolObj(m.boolObj)
            .setFolatObj(m.folatObj)
            .addAllDoubleObj(m.doubleObj);
        if (m.bytesObj != null) b.setBytesObj(ByteString.copyFrom(m.bytesObj));
        if (m.innerMessage != null) {
            InnerMessage i = m.innerMessage;
            MessageProtos.InnerMessage.Builder ib = MessageProtos.InnerMessage.newBuilder().setId(i.id);
            if (i.name != null) ib.setName(i.name);
            if (i.type != null) ib.setType(MessageProtos.EnumType.forNumber(i.type.ordinal()));
            b.setInnerMessage(ib);
        }
        return b.build();
    }

    static Message read(MessageProtos.Message p) {
        Message m = new Message();
        m.strObj = p.getStrObj();
        m.int32Obj = p.getInt32Obj();
        m.int64Obj = p.getInt64Obj();
        m.uint32Obj = p.getUint32Obj();
        m.uint64Obj = p.getUint64Obj();
        m.sint32Obj = p.getSint32Obj();
        m.sint64Obj = p.getSint64Obj();
        m.fixed32Obj = p.getFixed32Obj();
        m.fixed64Obj = p.getFixed64Obj();
        m.sfixed32Obj = p.getSfixed32Obj();
        m.sfixed64Obj = p.getSfixed64Obj();
        m.boolObj = p.getBoolObj();
        m.bytesObj = p.hasBytesObj() ? p.getBytesObj().toByteArray() : null;
        m.folatObj = p.getFolatObj();
        m.doubleObj = new ArrayList<>(p.getDoubleObjList());
        if (p.hasInnerMessage()) {
            MessageProtos.InnerMessage pi = p.getInnerMessage();
            InnerMessage i = new InnerMessage();
            i.name = pi.getName();
            i.id = pi.getId();
            i.type = EnumType.values()[pi.getType().getNumber()];
            m.innerMessage = i;
        }
        return m;
    }
}
