package serbench.codec.avaje;

import io.avaje.jsonb.JsonType;
import io.avaje.jsonb.Jsonb;
import java.util.Arrays;
import java.util.function.DoublePredicate;
import java.util.function.Predicate;
import serbench.codec.Binding;
import serbench.codec.ModelTypes;
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
        lostDouble(dataset.build());
        return Binding.direct(new Wire<>() {
            @Override public byte[] encode(M value) { return type.toJsonBytes(value); }

            @Override public M decode(byte[] bytes) { return type.fromJson(bytes); }
        });
    }

    /**
     * avaje-jsonb's parser is DSL-JSON's, taken in with its {@code DoublePrecision} fixed at {@code DEFAULT} and no option
     * to change it (DSL-JSON's own codec reads at {@code EXACT}): it reads a double of 16 or 17 significant digits up to a
     * unit in the last place off, though it writes the right digits. A data set holding such a double (numeric's
     * values) is refused when bound, naming one, rather than measured on numbers it does not give back.
     */
    private static void lostDouble(Object sample) throws UnsupportedDatasetException {
        JsonType<Double> doubles = Jsonb.builder().build().type(Double.class);
        double[] first = {Double.NaN};   // the first double it loses, for the reason
        DoublePredicate lost = d -> {
            boolean differs = Double.isFinite(d) && Double.compare(doubles.fromJson(doubles.toJson(d)), d) != 0;
            if (differs && Double.isNaN(first[0])) first[0] = d;
            return differs;
        };
        Predicate<Object> holdsLost = v -> v instanceof Double d ? lost.test(d)
            : v instanceof double[] array && Arrays.stream(array).anyMatch(lost);
        if (ModelTypes.anyValue(sample, holdsLost)) {
            throw new UnsupportedDatasetException("avaje-jsonb reads a double of 16 or 17 significant digits up to a unit in the "
                + "last place off (its parser, DSL-JSON's, is fixed at DSL-JSON's DEFAULT precision, with no option for EXACT): "
                + first[0] + " comes back " + doubles.fromJson(doubles.toJson(first[0])));
        }
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
