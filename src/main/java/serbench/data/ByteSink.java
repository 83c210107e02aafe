package serbench.data;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * A growable byte buffer, reused across messages. Integers are zig-zag varints, floats fixed-width,
 * strings length-prefixed UTF-8; a length of 0 means null, so null and empty stay distinct. A primitive array
 * is its length and then its elements fixed-width little-endian, copied in bulk, as hand-written numeric code does.
 */
public final class ByteSink {
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private byte[] buf = new byte[256];
    private int pos;

    public void reset() {
        pos = 0;
    }

    public byte[] toArray() {
        return Arrays.copyOf(buf, pos);
    }

    private void ensure(int n) {
        if (pos + n > buf.length) buf = Arrays.copyOf(buf, Math.max(buf.length * 2, pos + n));
    }

    public void writeVarLong(long v) {
        ensure(10);
        while ((v & ~0x7FL) != 0) {
            buf[pos++] = (byte) ((v & 0x7F) | 0x80);
            v >>>= 7;
        }
        buf[pos++] = (byte) v;
    }

    public void writeInt(int v) {
        writeVarLong(((v << 1) ^ (v >> 31)) & 0xFFFFFFFFL);
    }

    public void writeLong(long v) {
        writeVarLong((v << 1) ^ (v >> 63));
    }

    public void writeBoolean(boolean v) {
        ensure(1);
        buf[pos++] = (byte) (v ? 1 : 0);
    }

    public void writeFloat(float v) {
        ensure(4);
        INT.set(buf, pos, Float.floatToRawIntBits(v));
        pos += 4;
    }

    public void writeDouble(double v) {
        ensure(8);
        LONG.set(buf, pos, Double.doubleToRawLongBits(v));
        pos += 8;
    }

    public void writeBytes(byte[] v) {
        if (v == null) {
            writeVarLong(0);
            return;
        }
        writeVarLong(v.length + 1L);
        ensure(v.length);
        System.arraycopy(v, 0, buf, pos, v.length);
        pos += v.length;
    }

    public void writeString(String v) {
        writeBytes(v == null ? null : v.getBytes(StandardCharsets.UTF_8));
    }

    public void writeEnum(Enum<?> v) {
        writeVarLong(v == null ? 0 : v.ordinal() + 1);
    }

    public void writeNullableInt(Integer v) {
        writeBoolean(v != null);
        if (v != null) writeInt(v);
    }

    public void writeLongs(long[] v) {
        if (v != null) array(v.length, Long.BYTES).asLongBuffer().put(v);
        else writeVarLong(0);
    }

    public void writeDoubles(double[] v) {
        if (v != null) array(v.length, Double.BYTES).asDoubleBuffer().put(v);
        else writeVarLong(0);
    }

    public void writeFloats(float[] v) {
        if (v != null) array(v.length, Float.BYTES).asFloatBuffer().put(v);
        else writeVarLong(0);
    }

    /** Writes an array's length and returns a little-endian view of the room for its elements, which it skips. */
    private ByteBuffer array(int length, int width) {
        writeVarLong(length + 1L);
        int bytes = length * width;
        ensure(bytes);
        ByteBuffer room = ByteBuffer.wrap(buf, pos, bytes).slice().order(ByteOrder.LITTLE_ENDIAN);
        pos += bytes;
        return room;
    }

    public <T> void writeList(List<T> list, BiConsumer<ByteSink, T> element) {
        if (list == null) {
            writeVarLong(0);
            return;
        }
        writeVarLong(list.size() + 1L);
        for (T t : list) element.accept(this, t);
    }
}
