package serbench.data.evolution;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import serbench.data.Conversion;
import serbench.data.Dataset;

/**
 * A version of the evolution model as a data set: its {@code Order} class (loaded in the version's own class
 * loader), the value the version writes, and its conversions to each schema format's classes of that version
 * (and to its Kotlin mirror, for the kotlinx codecs).
 */
public final class EvolutionData {
    private static final String AVRO_PACKAGE = "serbench.gen.avro.evolution.";
    private static final Pattern AVRO_NAMESPACE = Pattern.compile(Pattern.quote(AVRO_PACKAGE) + "\\w+\\b");

    /**
     * The formats (by their codecs' family) that have no versions of the model, and why. Every schema format
     * has them now; a format whose generator is not at hand can be listed here until it has.
     */
    private static final Map<String, String> WITHOUT_VERSIONS = Map.of();

    private EvolutionData() {}

    /** Why a format has no versions of the model, if it is one of those. */
    public static Optional<String> withoutVersions(String family) {
        return Optional.ofNullable(WITHOUT_VERSIONS.get(family));
    }

    /**
     * Another version's Avro schema with this version's namespace: in one build each version's records need a
     * namespace of their own (it is their generated classes' package), but two deployments name their record
     * alike, and Avro matches records, and field aliases, by full name.
     */
    public static String asThisVersion(String avroSchema, Shape shape) {
        return AVRO_NAMESPACE.matcher(avroSchema).replaceAll(Matcher.quoteReplacement(AVRO_PACKAGE + shape.pkg()));
    }

    public static <M> Dataset<M> dataset(Shape shape, Class<M> order) {
        List<Conversion<M, ?>> conversions = List.of(OrderProto.conversion(order, shape), OrderWire.conversion(order, shape),
            OrderQuickbuf.conversion(order, shape), OrderProtoLite.conversion(order, shape), OrderThrift.conversion(order, shape),
            OrderAvro.conversion(order, shape), OrderSbe.conversion(order, shape), OrderFbs.conversion(order, shape),
            OrderCapn.conversion(order, shape), OrderColfer.conversion(order, shape), OrderKotlin.conversion(order, shape));
        return new Dataset<>("evolution-" + shape.pkg(), "the schema evolution matrix's Order, " + shape,
            order, () -> OrderValues.to(order, shape.sample()), conversions);
    }
}
