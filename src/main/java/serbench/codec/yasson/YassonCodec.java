package serbench.codec.yasson;

import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.json.bind.JsonbConfig;
import jakarta.json.bind.config.BinaryDataStrategy;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import serbench.codec.Binding;
import serbench.codec.ModelTypes;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.UnsupportedDatasetException;
import serbench.codec.Wire;
import serbench.data.Dataset;

/**
 * JSON-B (Jakarta JSON Binding) through its reference implementation, Eclipse Yasson, on the Parsson JSON-P
 * provider: one {@code Jsonb} per binding, as the specification advises (it caches the classes' mappings). The
 * model's public fields and implicit public no-argument constructors are what JSON-B maps by default, so the
 * configuration needs no visibility strategy.
 */
public final class YassonCodec extends ProfiledCodec {
    public YassonCodec(Profile profile) {
        super(profile);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) throws UnsupportedDatasetException {
        if (ModelTypes.anyValue(dataset.build(), ModelTypes.NON_FINITE)) {
            // tried: a JsonbSerializer<Double> writing them as strings is applied to Double, never to a primitive double
            throw new UnsupportedDatasetException("JSON-P's generator refuses NaN and infinities, and Yasson applies a user "
                + "serializer to a Double but not to a primitive double field, so no configuration writes them");
        }
        Class<M> type = dataset.type();
        // byte[] as base64 (as Jackson writes it) rather than JSON-B's default array of numbers
        Jsonb jsonb = JsonbBuilder.create(new JsonbConfig().withBinaryDataStrategy(BinaryDataStrategy.BASE_64));
        return Binding.direct(new Wire<>() {
            @Override
            public byte[] encode(M value) {
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                jsonb.toJson(value, type, out);   // UTF-8, JSON-B's default encoding
                return out.toByteArray();
            }

            @Override public M decode(byte[] bytes) { return jsonb.fromJson(new ByteArrayInputStream(bytes), type); }
        });
    }
}
