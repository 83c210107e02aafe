package serbench.data.message;

import com.google.flatbuffers.DoubleVector;
import com.google.flatbuffers.FlatBufferBuilder;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import serbench.data.Conversion;
import serbench.data.Fbs;

/**
 * The model to flatc's tables from message.fbs and back: every scalar at its fixed width (no varints),
 * uint32 as uint (read back as an unsigned long, whose low 32 bits are the int's). Null strings, vectors
 * and the inner message are fields left out.
 */
final class MessageFbs {
    static final Conversion<Message, serbench.gen.flatbuffers.message.Message> CONVERSION =
        new Conversion<>(serbench.gen.flatbuffers.message.Message.class, MessageFbs::build, MessageFbs::read);
    private static final int NEGATIVE_ZERO = Float.floatToRawIntBits(-0f);

    private MessageFbs() {}

    static serbench.gen.flatbuffers.message.Message build(Message m) {
        FlatBufferBuilder b = Fbs.builder();
        int str = Fbs.string(b, m.strObj);
        int bytes = m.bytesObj == null ? 0
            : serbench.gen.flatbuffers.message.Message.createBytesObjVector(b, m.bytesObj);
        int doubles = 0;
        if (m.doubleObj != null) {
            double[] values = new double[m.doubleObj.size()];
            for (int j = 0; j < values.length; j++) values[j] = m.doubleObj.get(j);
            doubles = serbench.gen.flatbuffers.message.Message.createDoubleObjVector(b, values);
        }
        int inner = m.innerMessage == null ? 0 : inner(b, m.innerMessage);
        b.finish(message(b, m, str, bytes, doubles, inner));
        return serbench.gen.flatbuffers.message.Message.getRootAsMessage(b.dataBuffer());
    }

    /**
     * Field by field, largest first as the generated createMessage would, since it cannot keep a -0.0f:
     * the builder leaves out a scalar equal to its default by comparing values, and -0.0f == 0f.
     */
    private static int message(FlatBufferBuilder b, Message m, int str, int bytes, int doubles, int inner) {
        serbench.gen.flatbuffers.message.Message.startMessage(b);
        serbench.gen.flatbuffers.message.Message.addSfixed64Obj(b, m.sfixed64Obj);
        serbench.gen.flatbuffers.message.Message.addFixed64Obj(b, m.fixed64Obj);
        serbench.gen.flatbuffers.message.Message.addSint64Obj(b, m.sint64Obj);
        serbench.gen.flatbuffers.message.Message.addUint64Obj(b, m.uint64Obj);
        serbench.gen.flatbuffers.message.Message.addInt64Obj(b, m.int64Obj);
        serbench.gen.flatbuffers.message.Message.addInnerMessage(b, inner);
        serbench.gen.flatbuffers.message.Message.addDoubleObj(b, doubles);
        b.forceDefaults(Float.floatToRawIntBits(m.folatObj) == NEGATIVE_ZERO);
        serbench.gen.flatbuffers.message.Message.addFolatObj(b, m.folatObj);
        b.forceDefaults(false);
        serbench.gen.flatbuffers.message.Message.addBytesObj(b, bytes);
        serbench.gen.flatbuffers.message.Message.addSfixed32Obj(b, m.sfixed32Obj);
        serbench.gen.flatbuffers.message.Message.addFixed32Obj(b, m.fixed32Obj);
        serbench.gen.flatbuffers.message.Message.addSint32Obj(b, m.sint32Obj);
        serbench.gen.flatbuffers.message.Message.addUint32Obj(b, Integer.toUnsignedLong(m.uint32Obj));
        serbench.gen.flatbuffers.message.Message.addInt32Obj(b, m.int32Obj);
        serbench.gen.flatbuffers.message.Message.addStrObj(b, str);
        serbench.gen.flatbuffers.message.Message.addBoolObj(b, m.boolObj);
        return serbench.gen.flatbuffers.message.Message.endMessage(b);
    }

    /** Field by field, since the generated createInnerMessage always writes the optional type. */
    private static int inner(FlatBufferBuilder b, InnerMessage i) {
        int name = Fbs.string(b, i.name);
        serbench.gen.flatbuffers.message.InnerMessage.startInnerMessage(b);
        serbench.gen.flatbuffers.message.InnerMessage.addName(b, name);
        serbench.gen.flatbuffers.message.InnerMessage.addId(b, i.id);
        if (i.type != null) {
            b.forceDefaults(true);   // a present UNIVERSAL (0) must be written (see Fbs)
            serbench.gen.flatbuffers.message.InnerMessage.addType(b, (byte) i.type.ordinal());
            b.forceDefaults(false);
        }
        return serbench.gen.flatbuffers.message.InnerMessage.endInnerMessage(b);
    }

    static Message read(serbench.gen.flatbuffers.message.Message f) {
        Message m = new Message();
        m.strObj = f.strObj();
        m.int32Obj = f.int32Obj();
        m.int64Obj = f.int64Obj();
        m.uint32Obj = (int) f.uint32Obj();
        m.uint64Obj = f.uint64Obj();
        m.sint32Obj = f.sint32Obj();
        m.sint64Obj = f.sint64Obj();
        m.fixed32Obj = f.fixed32Obj();
        m.fixed64Obj = f.fixed64Obj();
        m.sfixed32Obj = f.sfixed32Obj();
        m.sfixed64Obj = f.sfixed64Obj();
        m.boolObj = f.boolObj();
        ByteBuffer bytes = f.bytesObjAsByteBuffer();
        if (bytes != null) {
            m.bytesObj = new byte[bytes.remaining()];
            bytes.get(m.bytesObj);
        }
        m.folatObj = f.folatObj();
        DoubleVector doubles = f.doubleObjVector();
        if (doubles != null) {
            List<Double> list = new ArrayList<>(doubles.length());
            for (int j = 0; j < doubles.length(); j++) list.add(doubles.get(j));
            m.doubleObj = list;
        }
        serbench.gen.flatbuffers.message.InnerMessage fi = f.innerMessage();
        if (fi != null) {
            InnerMessage i = new InnerMessage();
            i.name = fi.name();
            i.id = fi.id();
            i.type = fi.hasType() ? EnumType.values()[fi.type()] : null;
            m.innerMessage = i;
        }
        return m;
    }
}
