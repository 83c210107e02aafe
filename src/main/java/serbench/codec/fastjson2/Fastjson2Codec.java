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
import java.util.Arrays;
import java.util.Collection;
import java.util.function.Supplier;
import serbench.codec.Binding;
import serbench.codec.ModelTypes;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.UnsupportedDatasetException;
import serbench.codec.Wire;
import serbench.data.Dataset;

/**
 * Alibaba fastjson2 with its defaults: JSON as UTF-8 bytes, and its binary JSONB; and JSONB with its array
 * mapping (each object the array of its values in field order, no names on the wire), BeanToArray to write and
 * SupportArrayToBean to read, as fastjson2's documentation pairs them. And JSON without fastjson2's caches, as its
 * own benchmark suite's "NoneCache" cases measure it (EishayWriteStringNoneCache, EishayParseStringNoneCache): a new
 * writer or reader provider, and the context over it, on every call, so every call generates and loads the
 * writers or readers of the model's classes again.
 */
public final class Fastjson2Codec extends ProfiledCodec {
    private final boolean jsonb;
    /** The array mapping: its features are made at bind, since fastjson2's Feature enums are its classes, its first call's. */
    private final boolean arrays;
    private final boolean noCache;

    private Fastjson2Codec(Profile profile, boolean jsonb, boolean arrays, boolean noCache) {
        super(profile);
        this.jsonb = jsonb;
        this.arrays = arrays;
        this.noCache = noCache;
    }

    public static Fastjson2Codec json(Profile profile) {
        return new Fastjson2Codec(profile, false, false, false);
    }

    public static Fastjson2Codec jsonNoCache(Profile profile) {
        return new Fastjson2Codec(profile, false, false, true);
    }

    public static Fastjson2Codec jsonb(Profile profile) {
        return new Fastjson2Codec(profile, true, false, false);
    }

    public static Fastjson2Codec jsonbArray(Profile profile) {
        return new Fastjson2Codec(profile, true, true, false);
    }

    private JSONWriter.Feature[] writeFeatures() {
        return arrays ? new JSONWriter.Feature[] {JSONWriter.Feature.BeanToArray} : new JSONWriter.Feature[0];
    }

    private JSONReader.Feature[] readFeatures() {
        return arrays ? new JSONReader.Feature[] {JSONReader.Feature.SupportArrayToBean} : new JSONReader.Feature[0];
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) throws UnsupportedDatasetException {
        requireRepresentable(dataset);
        Class<M> type = dataset.type();
        JSONWriter.Feature[] writeFeatures = writeFeatures();
        JSONReader.Feature[] readFeatures = readFeatures();
        if (noCache) return Binding.direct(withProviders(type, () -> writers(type), () -> readers(type), writeFeatures, readFeatures));
        if (type.getClassLoader() != JSON.class.getClassLoader()) return Binding.direct(ownLoader(type, writeFeatures, readFeatures));
        if (arrays) {
            return Binding.direct(new Wire<>() {
                @Override public byte[] encode(M value) { return JSONB.toBytes(value, writeFeatures); }

                @Override public M decode(byte[] bytes) { return JSONB.parseObject(bytes, type, readFeatures); }
            });
        }
        return Binding.direct(jsonb ? new Wire<>() {
            @Override public byte[] encode(M value) { return JSONB.toBytes(value); }

            @Override public M decode(byte[] bytes) { return JSONB.parseObject(bytes, type); }
        } : new Wire<>() {
            @Override public byte[] encode(M value) { return JSON.toJSONBytes(value); }

            @Override public M decode(byte[] bytes) { return JSON.parseObject(bytes, type); }
        });
    }

    /** Refuses a data set this configuration cannot round-trip, saying why; its I/O-shape variants refuse the same. */
    void requireRepresentable(Dataset<?> dataset) throws UnsupportedDatasetException {
        if (!jsonb && ModelTypes.anyValue(dataset.build(), ModelTypes.NON_FINITE)) {
            throw new UnsupportedDatasetException("fastjson2 writes NaN and infinities as JSON's null, which it reads as 0.0");
        }
        if (arrays && ModelTypes.anyValue(dataset.build(), Fastjson2Codec::floatingPointInList)) {
            throw new UnsupportedDatasetException("fastjson2's JSONB array mapping writes a Double or Float in a list as a bean of its "
                + "getters ([isInfinite, isNaN]): the number is lost");
        }
    }

    /**
     * The value as this configuration writes it, every object tagged with its class ("@type", fastjson2's autoType):
     * the safety matrix's foreign-class payload, which the reader must ignore or refuse.
     */
    public byte[] encodeWithClassNames(Object value) {
        JSONWriter.Feature[] own = writeFeatures(), features = Arrays.copyOf(own, own.length + 1);
        features[features.length - 1] = JSONWriter.Feature.WriteClassName;
        return jsonb ? JSONB.toBytes(value, features) : JSON.toJSONBytes(value, features);
    }

    private static boolean floatingPointInList(Object value) {
        return value instanceof Collection<?> items && items.stream().anyMatch(v -> v instanceof Double || v instanceof Float);
    }

    /**
     * fastjson2 generates its readers and writers into a class loader under its own, which cannot see the
     * user's classes (--type, loaded from their jar): providers that generate into one under theirs, passed in
     * the context each call, as the calls above create a default context each call.
     */
    private <M> Wire<M> ownLoader(Class<M> type, JSONWriter.Feature[] writeFeatures, JSONReader.Feature[] readFeatures) {
        ObjectWriterProvider writers = writers(type);
        ObjectReaderProvider readers = readers(type);
        return withProviders(type, () -> writers, () -> readers, writeFeatures, readFeatures);
    }

    /**
     * Providers that generate their writers and readers (ASM, fastjson2's default creator) into a class loader of
     * their own under the type's. NoneCache's {@code new ObjectWriterProvider()} generates into fastjson2's one
     * shared loader, where each call's classes would stay loaded for good; a loader per provider lets them go with
     * it, for the same work per call and a class loader's construction.
     */
    private static ObjectWriterProvider writers(Class<?> type) {
        return new ObjectWriterProvider(new ObjectWriterCreatorASM(type.getClassLoader()));
    }

    private static ObjectReaderProvider readers(Class<?> type) {
        return new ObjectReaderProvider(new ObjectReaderCreatorASM(type.getClassLoader()));
    }

    /** Each call's context over the providers the suppliers give: the same ones each call, or new ones (no cache). */
    private <M> Wire<M> withProviders(Class<M> type, Supplier<ObjectWriterProvider> writers, Supplier<ObjectReaderProvider> readers,
                                      JSONWriter.Feature[] writeFeatures, JSONReader.Feature[] readFeatures) {
        return jsonb ? new Wire<>() {
            @Override
            public byte[] encode(M value) { return JSONB.toBytes(value, new JSONWriter.Context(writers.get(), writeFeatures)); }

            @Override
            public M decode(byte[] bytes) { return JSONB.parseObject(bytes, type, new JSONReader.Context(readers.get(), readFeatures)); }
        } : new Wire<>() {
            @Override
            public byte[] encode(M value) {
                return JSON.toJSONBytes(value, StandardCharsets.UTF_8, new JSONWriter.Context(writers.get()));
            }

            @Override public M decode(byte[] bytes) { return JSON.parseObject(bytes, type, new JSONReader.Context(readers.get())); }
        };
    }
}
