package serbench.codec.avro;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DatumReader;
import org.apache.avro.io.DatumWriter;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import serbench.codec.Wire;

/**
 * Avro's binary encoding of one data model: a reused output buffer, encoder and decoder. Shared with the versioned
 * avro rows (src/era/avro), whose loader defines this class from serbench's bytes so that it links against the era's
 * Avro: every call here is in Avro 1.8's API too.
 */
public final class AvroWire {
    private AvroWire() {}

    public static <N> Wire<N> of(DatumWriter<N> writer, DatumReader<N> reader) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(256);
        return new Wire<>() {
            private BinaryEncoder encoder;
            private BinaryDecoder decoder;

            @Override
            public byte[] encode(N value) throws IOException {
                out.reset();
                encoder = EncoderFactory.get().binaryEncoder(out, encoder);
                writer.write(value, encoder);
                encoder.flush();
                return out.toByteArray();
            }

            @Override
            public N decode(byte[] bytes) throws IOException {
                decoder = DecoderFactory.get().binaryDecoder(bytes, decoder);
                return reader.read(null, decoder);
            }
        };
    }
}
