package serbench.data.message;

import java.util.ArrayList;
import serbench.data.Conversion;

/**
 * Every scalar keeps its bits (see message.colf for the type mapping); the nullable bytes and inner name
 * travel with their has-flags, and the nested message is null when absent, as in Colfer.
 */
final class MessageColfer {
    static final Conversion<Message, serbench.gen.colfer.message.Message> CONVERSION =
        new Conversion<>(serbench.gen.colfer.message.Message.class, MessageColfer::build, MessageColfer::read);

    private MessageColfer() {}

    static serbench.gen.colfer.message.Message build(Message m) {
        serbench.gen.colfer.message.Message c = new serbench.gen.colfer.message.Message();
        c.strObj = m.strObj;
        c.int32Obj = m.int32Obj;
        c.int64Obj = m.int64Obj;
        c.uint32Obj = m.uint32Obj;
        c.uint64Obj = m.uint64Obj;
        c.sint32Obj = m.sint32Obj;
        c.sint64Obj = m.sint64Obj;
        c.fixed32Obj = m.fixed32Obj;
        c.fixed64Obj = m.fixed64Obj;
        c.sfixed32Obj = m.sfixed32Obj;
        c.sfixed64Obj = m.sfixed64Obj;
        c.boolObj = m.boolObj;
        c.hasBytesObj = m.bytesObj != null;
        if (c.hasBytesObj) c.bytesObj = m.bytesObj;
        c.folatObj = m.folatObj;
        c.doubleObj = new double[m.doubleObj.size()];
        for (int k = 0; k < c.doubleObj.length; k++) c.doubleObj[k] = m.doubleObj.get(k);
        if (m.innerMessage != null) {
            InnerMessage i = m.innerMessage;
            serbench.gen.colfer.message.InnerMessage ci = new serbench.gen.colfer.message.InnerMessage();
            ci.hasName = i.name != null;
            if (ci.hasName) ci.name = i.name;
            ci.id = i.id;
            ci.Type = (byte) i.type.ordinal();
            c.innerMessage = ci;
        }
        return c;
    }

    static Message read(serbench.gen.colfer.message.Message c) {
        Message m = new Message();
        m.strObj = c.strObj;
        m.int32Obj = c.int32Obj;
        m.int64Obj = c.int64Obj;
        m.uint32Obj = c.uint32Obj;
        m.uint64Obj = c.uint64Obj;
        m.sint32Obj = c.sint32Obj;
        m.sint64Obj = c.sint64Obj;
        m.fixed32Obj = c.fixed32Obj;
        m.fixed64Obj = c.fixed64Obj;
        m.sfixed32Obj = c.sfixed32Obj;
        m.sfixed64Obj = c.sfixed64Obj;
        m.boolObj = c.boolObj;
        m.bytesObj = c.hasBytesObj ? c.bytesObj : null;
        m.folatObj = c.folatObj;
        m.doubleObj = new ArrayList<>(c.doubleObj.length);
        for (double d : c.doubleObj) m.doubleObj.add(d);
        if (c.innerMessage != null) {
            serbench.gen.colfer.message.InnerMessage ci = c.innerMessage;
            InnerMessage i = new InnerMessage();
            i.name = ci.hasName ? ci.name : null;
            i.id = ci.id;
            i.type = EnumType.values()[ci.Type];
            m.innerMessage = i;
        }
        return m;
    }
}
