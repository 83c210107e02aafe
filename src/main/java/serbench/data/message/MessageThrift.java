package serbench.data.message;

import java.util.ArrayList;
import serbench.data.Conversion;

/** Thrift has no float: folatObj travels as a double, which holds every float exactly. */
final class MessageThrift {
    static final Conversion<Message, serbench.gen.thrift.message.Message> CONVERSION =
        new Conversion<>(serbench.gen.thrift.message.Message.class, MessageThrift::build, MessageThrift::read);

    private MessageThrift() {}

    static serbench.gen.thrift.message.Message build(Message m) {
        serbench.gen.thrift.message.Message t = new serbench.gen.thrift.message.Message()
            .setStrObj(m.strObj)
            .setInt32Obj(m.int32Obj).setInt64Obj(m.int64Obj)
            .setUint32Obj(m.uint32Obj).setUint64Obj(m.uint64Obj)
            .setSint32Obj(m.sint32Obj).setSint64Obj(m.sint64Obj)
            .setFixed32Obj(m.fixed32Obj).setFixed64Obj(m.fixed64Obj)
            .setSfixed32Obj(m.sfixed32Obj).setSfixed64Obj(m.sfixed64Obj)
            .setBoolObj(m.boolObj)
            .setFolatObj(m.folatObj)
            .setDoubleObj(m.doubleObj);
        if (m.bytesObj != null) t.setBytesObj(m.bytesObj);
        if (m.innerMessage != null) {
            InnerMessage i = m.innerMessage;
            serbench.gen.thrift.message.InnerMessage ti = new serbench.gen.thrift.message.InnerMessage().setId(i.id);
            ti.setName(i.name);
            ti.setType(i.type == null ? null : serbench.gen.thrift.message.EnumType.findByValue(i.type.ordinal()));
            t.setInnerMessage(ti);
        }
        return t;
    }

    static Message read(serbench.gen.thrift.message.Message t) {
        Message m = new Message();
        m.strObj = t.getStrObj();
        m.int32Obj = t.getInt32Obj();
        m.int64Obj = t.getInt64Obj();
        m.uint32Obj = t.getUint32Obj();
        m.uint64Obj = t.getUint64Obj();
        m.sint32Obj = t.getSint32Obj();
        m.sint64Obj = t.getSint64Obj();
        m.fixed32Obj = t.getFixed32Obj();
        m.fixed64Obj = t.getFixed64Obj();
        m.sfixed32Obj = t.getSfixed32Obj();
        m.sfixed64Obj = t.getSfixed64Obj();
        m.boolObj = t.isBoolObj();
        m.bytesObj = t.isSetBytesObj() ? t.getBytesObj() : null;
        m.folatObj = (float) t.getFolatObj();
        m.doubleObj = t.isSetDoubleObj() ? new ArrayList<>(t.getDoubleObj()) : null;
        if (t.isSetInnerMessage()) {
            serbench.gen.thrift.message.InnerMessage ti = t.getInnerMessage();
            InnerMessage i = new InnerMessage();
            i.name = ti.getName();
            i.id = ti.getId();
            i.type = ti.isSetType() ? EnumType.values()[ti.getType().getValue()] : null;
            m.innerMessage = i;
        }
        return m;
    }
}
