package serbench.codec.shape;

import java.io.OutputStream;
import java.util.Arrays;

/**
 * The OutputStream a stream variant writes to, kept from one call to the next as a service keeps its connection's
 * buffer: {@link #reset} before each value, {@link #toByteArray} to hand back what was written. Unlike
 * ByteArrayOutputStream it takes no lock per write, which a single thread's stream does not pay for either.
 */
public final class ReusedOutput extends OutputStream {
    private byte[] buffer = new byte[4096];
    private int count;

    public void reset() {
        count = 0;
    }

    @Override
    public void write(int b) {
        ensure(1);
        buffer[count++] = (byte) b;
    }

    @Override
    public void write(byte[] b, int off, int len) {
        ensure(len);
        System.arraycopy(b, off, buffer, count, len);
        count += len;
    }

    /** What was written since the last reset, as the bytes a caller sends. */
    public byte[] toByteArray() {
        return Arrays.copyOf(buffer, count);
    }

    private void ensure(int more) {
        if (count + more > buffer.length) buffer = Arrays.copyOf(buffer, Math.max(buffer.length * 2, count + more));
    }
}
