package serbench.data;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/** Reads what {@link ByteSink} wrote; truncated or malformed input ends in an exception, never a wrong value. */
public final class ByteSource {
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private final byte[] buf;
    private int pos;

    public ByteSource(byte[] buf) {
        this.buf = buf;
    }

    public long readVarLong() {
        long v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            byte b = buf[pos++];
            v |= (long) (b & 0x7F) << shift;
            if (b >= 0) return v;
        }
        throw new IllegalArgumentException("malformed varint at " + pos);
    }

    public int readInt() {
        int v = (int) readVarLong();
        return (v >>> 1) ^ -(v & 1);
    }

    public long readLong() {
        long v = readVarLong();
        return (v >>> 1) ^ -(v & 1);
    }

    public boolean readBoolean() {
        return buf[pos++] != 0;
    }

    public float readFloat() {
        float v = Float.intBitsToFloat((int) INT.get(buf, pos));
        pos += 4;
        return v;
    }

    public double readDouble() {
        double v = Double.longBitsToDouble((long) LONG.get(buf, pos));
        pos += 8;
        return v;
    }

    public byte[] readBytes() {
        int length = length();
        if (length < 0) return null;
        byte[] v = Arrays.copyOfRange(buf, pos, pos + length);
        pos += length;
        return v;
    }

    public String readString() {
        int length = length();
        if (length < 0) return null;
        String v = new String(buf, pos, length, StandardCharsets.UTF_8);
        pos += length;
        return v;
    }

    public <E extends Enum<E>> E readEnum(E[] values) {
        int n = (int) readVarLong();
        return n == 0 ? null : values[n - 1];
    }

    public Integer readNullableInt() {
        return readBoolean() ? readInt() : null;
    }

    public long[] readLongs() {
        ByteBuffer elements = array(Long.BYTES);
        if (elements == null) return null;
        long[] v = new long[elements.remaining() / Long.BYTES];
        elements.asLongBuffer().get(v);
        return v;
    }

    public double[] readDoubles() {
        ByteBuffer elements = array(Double.BYTES);
        if (elements == null) return null;
        double[] v = new double[elements.remaining() / Double.BYTES];
        elements.asDoubleBuffer().get(v);
        return v;
    }

    public float[] readFloats() {
        ByteBuffer elements = array(Float.BYTES);
        if (elements == null) return null;
        float[] v = new float[elements.remaining() / Float.BYTES];
        elements.asFloatBuffer().get(v);
        return v;
    }

    /** A little-endian view of an array's elements, which it skips, or null for a null array. */
    private ByteBuffer array(int width) {
        int length = length();
        if (length < 0) return null;
        if ((long) length * width > buf.length - pos) {
            throw new IllegalArgumentException(length + " elements exceed the input at " + pos);
        }
        ByteBuffer elements = ByteBuffer.wrap(buf, pos, length * width).slice().order(ByteOrder.LITTLE_ENDIAN);
        pos += length * width;
        return elements;
    }

    public <T> List<T> readList(Function<ByteSource, T> element) {
        int size = length();
        if (size < 0) return null;
        List<T> list = new ArrayList<>(size);
        for (int i = 0; i < size; i++) list.add(element.apply(this));
        return list;
    }

    /** A length or count, -1 for null; checked against what is left so bad input cannot allocate wildly. */
    private int length() {
        long n = readVarLong() - 1;
        if (n > buf.length - pos) throw new IllegalArgumentException("length " + n + " exceeds the input at " + pos);
        return (int) n;
    }
}
