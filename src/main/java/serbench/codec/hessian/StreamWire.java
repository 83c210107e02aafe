package serbench.codec.hessian;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import serbench.codec.Wire;

/**
 * A wire over one reused Hessian output and input (Caucho's or hessian-lite's), re-initialised for each message
 * on a reused buffer.
 */
final class StreamWire {
    /** Writes one value to a stream through the reused output. */
    interface Writer {
        void write(OutputStream to, Object value) throws IOException;
    }

    /** Reads one value of a type from a stream through the reused input. */
    interface Reader {
        Object read(InputStream from, Class<?> type) throws IOException;
    }

    private StreamWire() {}

    static Wire<Object> of(Class<?> type, Writer writer, Reader reader) {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream(256);
        return new Wire<>() {
            @Override
            public byte[] encode(Object value) throws Exception {
                buffer.reset();
                writer.write(buffer, value);
                return buffer.toByteArray();
            }

            @Override
            public Object decode(byte[] bytes) throws Exception {
                return type.cast(reader.read(new ByteArrayInputStream(bytes), type));
            }
        };
    }
}
