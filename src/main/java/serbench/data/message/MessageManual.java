package serbench.data.message;

import serbench.data.ByteSink;
import serbench.data.ByteSource;
import serbench.data.ManualFormat;

final class MessageManual {
    static final ManualFormat<Message> FORMAT = new ManualFormat<>(MessageManual::write, MessageManual::read);
    private static final EnumType[] TYPES = EnumType.values();

    private MessageManual() {}

    static void write(Message m, ByteSink out) {
        out.writeString(m.strObj);
        out.writeInt(m.int32Obj);
        out.writeLong(m.int64Obj);
        out.writeInt(m.uint32Obj);
        out.writeLong(m.uint64Obj);
        out.writeInt(m.sint32Obj);
        out.writeLong(m.sint64Obj);
        out.writeInt(m.fixed32Obj);
        out.writeLong(m.fixed64Obj);
        out.writeInt(m.sfixed32Obj);
        out.writeLong(m.sfixed64Obj);
        out.writeBoolean(m.boolObj);
        out.writeBytes(m.bytesObj);
        out.writeFloat(m.folatObj);
        out.writeList(m.doubleObj, ByteSink::writeDouble);
        out.writeBoolean(m.innerMessage != null);
        if (m.innerMessage != null) {
            out.writeString(m.innerMessage.name);
            out.writeInt(m.innerMessage.id);
            out.writeEnum(m.innerMessage.type);
        }
    }

    static Message read(ByteSource in) {
        Message m = new Message();
        m.strObj = in.readString();
        m.int32Obj = in.readInt();
        m.int64Obj = in.readLong();
        m.uint32Obj = in.readInt();
        m.uint64Obj = in.readLong();
        m.sint32Obj = in.readInt();
        m.sint64Obj = in.readLong();
        m.fixed32Obj = in.readInt();
        m.fixed64Obj = in.readLong();
        m.sfixed32Obj = in.readInt();
        m.sfixed64Obj = in.readLong();
        m.boolObj = in.readBoolean();
        m.bytesObj = in.readBytes();
        m.folatObj = in.readFloat();
        m.doubleObj = in.readList(ByteSource::readDouble);
        if (in.readBoolean()) {
            InnerMessage i = new InnerMessage();
            i.name = in.readString();
            i.id = in.readInt();
            i.type = in.readEnum(TYPES);
            m.innerMessage = i;
        }
        return m;
    }
}
