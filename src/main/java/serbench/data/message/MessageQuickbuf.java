package serbench.data.message;

import java.util.ArrayList;
import serbench.data.Conversion;
import serbench.gen.quickbuf.message.MessageProtos;

final class MessageQuickbuf {
    static final Conversion<Message, MessageProtos.Message> CONVERSION =
        new Conversion<>(MessageProtos.Message.class, MessageQuickbuf::build, MessageQuickbuf::read);

    private MessageQuickbuf() {}

    static MessageProtos.Message build(Message m) {
        MessageProtos.Message q = MessageProtos.Message.newInstance()
            .setStrObj(m.strObj)
            .setInt32Obj(m.int32Obj).setInt64Obj(m.int64Obj)
            .setUint32Obj(m.uint32Obj).setUint64Obj(m.uint64Obj)
            .setSint32Obj(m.sint32Obj).setSint64Obj(m.sint64Obj)
            .setFixed32Obj(m.fixed32Obj).setFixed64Obj(m.fixed64Obj)
            .setSfixed32Obj(m.sfixed32Obj).setSfixed64Obj(m.sfixed64Obj)
            .setBoolObj(m.boolObj)
            .setFolatObj(m.folatObj);
        for (double d : m.doubleObj) q.addDoubleObj(d);
        if (m.bytesObj != null) q.setBytesObj(m.bytesObj);
        if (m.innerMessage != null) {
            InnerMessage i = m.innerMessage;
            MessageProtos.InnerMessage qi = q.getMutableInnerMessage().setId(i.id);
            if (i.name != null) qi.setName(i.name);
            if (i.type != null) qi.setTypeValue(i.type.ordinal());
        }
        return q;
    }

    static Message read(MessageProtos.Message q) {
        Message m = new Message();
        m.strObj = q.getStrObj();
        m.int32Obj = q.getInt32Obj();
        m.int64Obj = q.getInt64Obj();
        m.uint32Obj = q.getUint32Obj();
        m.uint64Obj = q.getUint64Obj();
        m.sint32Obj = q.getSint32Obj();
        m.sint64Obj = q.getSint64Obj();
        m.fixed32Obj = q.getFixed32Obj();
        m.fixed64Obj = q.getFixed64Obj();
        m.sfixed32Obj = q.getSfixed32Obj();
        m.sfixed64Obj = q.getSfixed64Obj();
        m.boolObj = q.getBoolObj();
        m.bytesObj = q.hasBytesObj() ? q.getBytesObj().toArray() : null;
        m.folatObj = q.getFolatObj();
        m.doubleObj = new ArrayList<>(q.getDoubleObj().length());
        for (int d = 0; d < q.getDoubleObj().length(); d++) m.doubleObj.add(q.getDoubleObj().get(d));
        if (q.hasInnerMessage()) {
            MessageProtos.InnerMessage qi = q.getInnerMessage();
            InnerMessage i = new InnerMessage();
            i.name = qi.getName();
            i.id = qi.getId();
            i.type = EnumType.values()[qi.getTypeValue()];
            m.innerMessage = i;
        }
        return m;
    }
}
