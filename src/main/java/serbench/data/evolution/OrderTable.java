package serbench.data.evolution;

import com.google.flatbuffers.Table;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * A finished FlatBuffers Order of any version, read through flatbuffers-java's {@link Table} by field id.
 * Written by hand, not by flatc: flatc 25.2.10 (the version of the committed classes) is not installed
 * where these versions were written, so what flatc's accessors would do is done here the same way: a field
 * is its vtable slot {@code 4 + 2 * id}; a slot of 0 (absent) reads as the type's default, null for a string.
 */
public final class OrderTable extends Table {
    /** The root table of a finished buffer, under the name FlatBuffersCodec looks for ({@code getRootAs<Class>}). */
    public static OrderTable getRootAsOrderTable(ByteBuffer bb) {
        bb.order(ByteOrder.LITTLE_ENDIAN);
        OrderTable t = new OrderTable();
        t.__reset(bb.getInt(bb.position()) + bb.position(), bb);
        return t;
    }

    /** The field's absolute position, or 0 when the writer left it out. */
    private int field(int id) {
        int o = __offset(4 + 2 * id);
        return o == 0 ? 0 : o + bb_pos;
    }

    long getLong(int id) {
        int at = field(id);
        return at == 0 ? 0L : bb.getLong(at);
    }

    int getInt(int id) {
        int at = field(id);
        return at == 0 ? 0 : bb.getInt(at);
    }

    byte getByte(int id) {
        int at = field(id);
        return at == 0 ? 0 : bb.get(at);
    }

    String getString(int id) {
        int at = field(id);
        return at == 0 ? null : __string(at);
    }
}
