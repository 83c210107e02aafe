package serbench.data.message;

import java.util.ArrayList;
import org.capnproto.MessageBuilder;
import org.capnproto.PrimitiveList;
import serbench.data.CapnMessage;
import serbench.data.Conversion;
import serbench.gen.capnproto.message.MessageSchema;

/**
 * The model to the Cap'n Proto message of message.capnp. Unset Text, Data, List and struct pointers are
 * the model's nulls; a null inner type is the type union's {@code unset} member.
 */
final class MessageCapn {
    static final Conversion<Message, CapnMessage> CONVERSION =
        new Conversion<>(CapnMessage.class, MessageCapn::build, MessageCapn::read);

    private MessageCapn() {}

    static CapnMessage build(Message m) {
        MessageBuilder message = new MessageBuilder();
        MessageSchema.Message.Builder b = message.initRoot(MessageSchema.Message.factory);
        if (m.strObj != null) b.setStrObj(m.strObj);
        b.setInt32Obj(m.int32Obj);
        b.setInt64Obj(m.int64Obj);
        b.setUint32Obj(m.uint32Obj);
        b.setUint64Obj(m.uint64Obj);
        b.setSint32Obj(m.sint32Obj);
        b.setSint64Obj(m.sint64Obj);
        b.setFixed32Obj(m.fixed32Obj);
        b.setFixed64Obj(m.fixed64Obj);
        b.setSfixed32Obj(m.sfixed32Obj);
        b.setSfixed64Obj(m.sfixed64Obj);
        b.setBoolObj(m.boolObj);
        if (m.bytesObj != null) b.setBytesObj(m.bytesObj);
        b.setFolatObj(m.folatObj);
        if (m.doubleObj != null) {
            PrimitiveList.Double.Builder doubles = b.initDoubleObj(m.doubleObj.size());
            for (int i = 0; i < m.doubleObj.size(); i++) doubles.set(i, m.doubleObj.get(i));
        }
        if (m.innerMessage != null) {
            InnerMessage i = m.innerMessage;
            MessageSchema.InnerMessage.Builder ib = b.initInnerMessage();
            if (i.name != null) ib.setName(i.name);
            ib.setId(i.id);
            if (i.type != null) ib.getType().setValue(MessageSchema.EnumType.values()[i.type.ordinal()]);
        }
        return CapnMessage.built(message);
    }

    static Message read(CapnMessage message) {
        MessageSchema.Message.Reader r = message.root(MessageSchema.Message.factory);
        Message m = new Message();
        m.strObj = r.hasStrObj() ? r.getStrObj().toString() : null;
        m.int32Obj = r.getInt32Obj();
        m.int64Obj = r.getInt64Obj();
        m.uint32Obj = r.getUint32Obj();
        m.uint64Obj = r.getUint64Obj();
        m.sint32Obj = r.getSint32Obj();
        m.sint64Obj = r.getSint64Obj();
        m.fixed32Obj = r.getFixed32Obj();
        m.fixed64Obj = r.getFixed64Obj();
        m.sfixed32Obj = r.getSfixed32Obj();
        m.sfixed64Obj = r.getSfixed64Obj();
        m.boolObj = r.getBoolObj();
        m.bytesObj = r.hasBytesObj() ? r.getBytesObj().toArray() : null;
        m.folatObj = r.getFolatObj();
        if (r.hasDoubleObj()) {
            PrimitiveList.Double.Reader doubles = r.getDoubleObj();
            m.doubleObj = new ArrayList<>(doubles.size());
            for (int i = 0; i < doubles.size(); i++) m.doubleObj.add(doubles.get(i));
        }
        if (r.hasInnerMessage()) {
            MessageSchema.InnerMessage.Reader ir = r.getInnerMessage();
            InnerMessage i = new InnerMessage();
            i.name = ir.hasName() ? ir.getName().toString() : null;
            i.id = ir.getId();
            i.type = ir.getType().isValue() ? EnumType.values()[ir.getType().getValue().ordinal()] : null;
            m.innerMessage = i;
        }
        return m;
    }
}
