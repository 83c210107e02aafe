package serbench.codec.shape;

import java.io.InputStream;

/**
 * The InputStream a stream variant reads from, kept from one call to the next and pointed at each message's bytes
 * ({@link #over}), as a reader of a connection reads message after message; ByteArrayInputStream cannot be re-pointed.
 */
public final class ReusedInput extends InputStream {
    private byte[] bytes = new byte[0];
    private int position;

    /** This stream, reading {@code message} from its start. */
    public ReusedInput over(byte[] message) {
        bytes = message;
        position = 0;
        return this;
    }

    @Override
    public int read() {
        return position < bytes.length ? bytes[position++] & 0xFF : -1;
    }

    @Override
    public int read(byte[] b, int off, int len) {
        if (len == 0) return 0;
        int n = Math.min(len, bytes.length - position);
        if (n <= 0) return -1;
        System.arraycopy(bytes, position, b, off, n);
        position += n;
        return n;
    }

    @Override
    public int available() {
        return bytes.length - position;
    }
}
