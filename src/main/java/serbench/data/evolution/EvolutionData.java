package serbench.data.evolution;

import java.util.List;
import serbench.data.Conversion;
import serbench.data.Dataset;

/**
 * A version of the evolution model as a data set: its {@code Order} class (loaded in the version's own class
 * loader), the value the version writes, and its conversions to each schema format's classes of that version.
 */
public final class EvolutionData {
    private EvolutionData() {}

    public static <M> Dataset<M> dataset(Shape shape, Class<M> order) {
        List<Conversion<M, ?>> conversions = List.of(OrderProto.conversion(order, shape), OrderWire.conversion(order, shape),
            OrderThrift.conversion(order, shape), OrderAvro.conversion(order, shape));
        return new Dataset<>("evolution-" + shape.pkg(), "the schema evolution matrix's Order, " + shape,
            order, () -> OrderValues.to(order, shape.sample()), conversions);
    }
}
