package serbench.codec.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import java.nio.charset.StandardCharsets;
import serbench.codec.Binding;
import serbench.codec.Profile;
import serbench.codec.Wire;
import serbench.codec.shape.ReusedInput;
import serbench.codec.shape.ReusedOutput;
import serbench.codec.shape.Shape;
import serbench.codec.shape.ShapedCodec;
import serbench.data.Dataset;

/**
 * An I/O shape of a Jackson configuration, with its mapper ({@link JacksonCodec#mapper}) and type-bound writer and
 * reader: {@code stream} writes to a reused OutputStream and reads from an InputStream; {@code string} is
 * writeValueAsString / readValue(String), the String's UTF-8 bytes being what a caller sends and the size table records.
 */
public final class JacksonShapedCodec extends ShapedCodec<JacksonCodec> {
    public JacksonShapedCodec(Profile profile, JacksonCodec base, Shape shape) {
        super(profile, base, shape);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        ObjectMapper m = base.mapper(dataset);
        ObjectWriter writer = m.writerFor(dataset.type());
        ObjectReader reader = m.readerFor(dataset.type());
        if (shape == Shape.STRING) {
            return Binding.direct(new Wire<>() {
                @Override
                public byte[] encode(M value) throws Exception {
                    return writer.writeValueAsString(value).getBytes(StandardCharsets.UTF_8);
                }

                @Override
                public M decode(byte[] bytes) throws Exception {
                    return reader.readValue(new String(bytes, StandardCharsets.UTF_8));
                }
            });
        }
        ReusedOutput out = new ReusedOutput();
        ReusedInput in = new ReusedInput();
        return Binding.direct(new Wire<>() {
            @Override
            public byte[] encode(M value) throws Exception {
                out.reset();
                writer.writeValue(out, value);
                return out.toByteArray();
            }

            @Override public M decode(byte[] bytes) throws Exception { return reader.readValue(in.over(bytes)); }
        });
    }
}
