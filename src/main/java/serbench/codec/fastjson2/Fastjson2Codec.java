package serbench.codec.fastjson2;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONB;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import com.alibaba.fastjson2.reader.ObjectReaderCreatorASM;
import com.alibaba.fastjson2.reader.ObjectReaderProvider;
import com.alibaba.fastjson2.writer.ObjectWriterCreatorASM;
import com.alibaba.fastjson2.writer.ObjectWriterProvider;
import java.nio.charset.StandardCharsets;
import serbench.codec.Binding;
import serbench.codec.ModelTypes;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.UnsupportedDatasetException;
import serbench.codec.Wire;
import serbench.data.Dataset;

/** Alibaba fastjson2 with its defaults: JSON as UTF-8 bytes, and its binary JSONB. */
public final class Fastjson2Codec extends ProfiledCodec {
    private final boolean jsonb;

    private Fastjson2Codec(Profile profile, boolean jsonb) {
        super(profile);
        this.jsonb = jsonb;
    }

    public static Fastjson2Codec json(Profile profile) {
        return new Fastjson2Codec(profile, false);
    }

    public static Fastjson2Codec jsonb(Profile profile) {
        return new Fastjson2Codec(profile, true);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) throws UnsupportedDatasetException {
        if (!jsonb && ModelTypes.anyValue(dataset.build(), ModelTypes.NON_FINITE)) {
            throw new UnsupportedDatasetException("fastjson2 writes NaN and infinities as JSON's null, which it reads as 0.0");
        }
        Class<M> type = dataset.type();
        if (type.getClassLoader() != JSON.class.getClassLoader()) return Binding.direct(ownLoader(type));
        return Binding.direct(jsonb ? new Wire<>() {
            @Override public byte[] encode(M value) { return JSONB.toBytes(value); }

            @Override public M decode(byte[] bytes) { return JSONB.parseObject(bytes, type); }
        } : new Wire<>() {
            @Override public byte[] encode(M value) { return JSON.toJSONBytes(value); }

            @Override public M decode(byte[] bytes) { return JSON.parseObject(bytes, type); }
        });
    }

    /**
     * fastjson2 generates its readers and writers into a class loader under its own, which cannot see the
     * user's classes (--type, loaded from their jar): providers that generate into one under theirs, passed in
     * the context each call, as the calls above create a default context each call.
     */
    private <M> Wire<M> ownLoader(Class<M> type) {
        ObjectReaderProvider readers = new ObjectReaderProvider(new ObjectReaderCreatorASM(type.getClassLoader()));
        ObjectWriterProvider writers = new ObjectWriterProvider(new ObjectWriterCreatorASM(type.getClassLoader()));
        return jsonb ? new Wire<>() {
            @Override public byte[] encode(M value) { return JSONB.toBytes(value, new JSONWriter.Context(writers)); }

            @Override public M decode(byte[] bytes) { return JSONB.parseObject(bytes, type, new JSONReader.Context(readers)); }
        } : new Wire<>() {
            @Override
            public byte[] encode(M value) {
                return JSON.toJSONBytes(value, StandardCharsets.UTF_8, new JSONWriter.Context(writers));
            }

            @Override public M decode(byte[] bytes) { return JSON.parseObject(bytes, type, new JSONReader.Context(readers)); }
        };
    }
}
