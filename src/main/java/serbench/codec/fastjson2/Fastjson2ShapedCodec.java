package serbench.codec.fastjson2;

import com.alibaba.fastjson2.JSON;
import java.nio.charset.StandardCharsets;
import serbench.codec.Binding;
import serbench.codec.Profile;
import serbench.codec.UnsupportedDatasetException;
import serbench.codec.Wire;
import serbench.codec.shape.ReusedInput;
import serbench.codec.shape.ReusedOutput;
import serbench.codec.shape.Shape;
import serbench.codec.shape.ShapedCodec;
import serbench.data.Dataset;

/**
 * An I/O shape of fastjson2's JSON with its defaults, refusing what the base refuses
 * ({@link Fastjson2Codec#requireRepresentable}): {@code stream} is JSON.writeTo(OutputStream) into a reused stream and
 * JSON.parseObject(InputStream); {@code string} is toJSONString / parseObject(String), fastjson2's own benchmarks' String
 * cases, the String's UTF-8 bytes being what a caller sends and the size table records.
 */
public final class Fastjson2ShapedCodec extends ShapedCodec<Fastjson2Codec> {
    public Fastjson2ShapedCodec(Profile profile, Fastjson2Codec base, Shape shape) {
        super(profile, base, shape);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) throws UnsupportedDatasetException {
        base.requireRepresentable(dataset);
        Class<M> type = dataset.type();
        if (type.getClassLoader() != JSON.class.getClassLoader()) {
            // the base passes providers of the type's loader in each call's context; these calls take none
            throw new UnsupportedDatasetException("this variant calls JSON's static methods, whose default providers cannot see"
                + " classes of another class loader (--type)");
        }
        if (shape == Shape.STRING) {
            return Binding.direct(new Wire<>() {
                @Override public byte[] encode(M value) { return JSON.toJSONString(value).getBytes(StandardCharsets.UTF_8); }

                @Override public M decode(byte[] bytes) { return JSON.parseObject(new String(bytes, StandardCharsets.UTF_8), type); }
            });
        }
        ReusedOutput out = new ReusedOutput();
        ReusedInput in = new ReusedInput();
        return Binding.direct(new Wire<>() {
            @Override
            public byte[] encode(M value) {
                out.reset();
                JSON.writeTo(out, value);
                return out.toByteArray();
            }

            @Override public M decode(byte[] bytes) { return JSON.parseObject(in.over(bytes), type); }
        });
    }
}
