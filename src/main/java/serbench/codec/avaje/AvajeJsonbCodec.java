package serbench.codec.avaje;

import io.avaje.jsonb.JsonType;
import io.avaje.jsonb.Jsonb;
import serbench.codec.Binding;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.UnsupportedDatasetException;
import serbench.codec.Wire;
import serbench.data.Dataset;

/**
 * avaje-jsonb as its documentation recommends: adapters generated at build time by its annotation processor
 * (each data set's package names its model classes in an {@code AvajeJsonbImport}), found through the
 * ServiceLoader by the default {@code Jsonb}; the type's {@code JsonType} looked up once.
 */
public final class AvajeJsonbCodec extends ProfiledCodec {
    public AvajeJsonbCodec(Profile profile) {
        super(profile);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) throws UnsupportedDatasetException {
        JsonType<M> type = type(dataset.type());
        return Binding.direct(new Wire<>() {
            @Override public byte[] encode(M value) { return type.toJsonBytes(value); }

            @Override public M decode(byte[] bytes) { return type.fromJson(bytes); }
        });
    }

    /**
     * The generated adapter. A class its processor did not see has none: the user's own (--type) and usersmall's
     * User, whose import would not compile (docs/codecs.md). The evolution model's versions, compiled at run time,
     * run the processor then (serbench.data.evolution.OrderClasses).
     */
    private static <M> JsonType<M> type(Class<M> model) throws UnsupportedDatasetException {
        try {
            return Jsonb.builder().build().type(model);
        } catch (IllegalArgumentException e) {   // "No JsonAdapter for class ..."
            throw new UnsupportedDatasetException("avaje-jsonb has no reflection, and its annotation processor generated no adapter for "
                + model.getName());
        }
    }
}
