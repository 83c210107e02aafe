package serbench.data;

import java.util.ArrayList;
import java.util.List;
import serbench.data.scale.Pool;
import serbench.data.scale.SizeAxis;
import serbench.model.ModelObject;
import serbench.model.ModelVariation;

/**
 * The values a data set's figures are timed on. No figure times one value over and over: a CPU learns a value called
 * millions of times (its branch predictor learns every length, width and case of it, JMH's sample on branch
 * prediction), and a service never sends the same message twice. So every op cycles through a pool:
 * <ul>
 *   <li>a data set of the size axis ({@code base@size}): its {@link Pool}, {@link Pool#VALUES} generated values;</li>
 *   <li>a built-in data set: its classic value (the posts' value, which {@code sizes} and the expected matrix keep
 *   byte for byte) and {@link #VARIED}{@code - 1} values of its shape ({@link ModelVariation}), drawn from a fixed
 *   seed;</li>
 *   <li>the user's own class, and {@code edge-cases} (whose values are limits, which a variation would lose): the one
 *   value.</li>
 * </ul>
 * Sixteen values, twice the size axis's eight, because the smallest values make the fewest branches per op: a cycle
 * of eight {@code user-small} values (three fields) is a few hundred branches, within what a branch predictor's history
 * can hold.
 */
public final class TimedValues {
    /** Values of a built-in data set's pool: the classic value and fifteen of its shape. A power of two. */
    public static final int VARIED = 16;
    /** The variations' seed: fixed, so that every run, on every JDK, times the same values. */
    static final long SEED = 1;
    /** Built-in data sets timed on their one value: their values are the point. */
    private static final List<String> ONE_VALUE = List.of("edge-cases");

    private TimedValues() {}

    /**
     * Each value of the pool as a data set of the data set's id (for the round-trip gate, which checks every one),
     * the classic value first; a size axis pool at this process's seed ({@link SizeAxis#seed()}).
     */
    public static List<Dataset<?>> of(Dataset<?> dataset) {
        Pool<?> axis = SizeAxis.pool(dataset.id()).orElse(null);
        if (axis != null) return List.copyOf(axis.valueDatasets());
        if (!varies(dataset)) return List.of(dataset);
        List<Dataset<?>> values = new ArrayList<>(VARIED);
        values.add(dataset);
        for (int i = 1; i < VARIED; i++) values.add(varied(dataset, i, SEED));
        return values;
    }

    /** How many values the data set's figures cycle through. */
    public static int count(Dataset<?> dataset) {
        if (SizeAxis.pool(dataset.id()).isPresent()) return Pool.VALUES;
        return varies(dataset) ? VARIED : 1;
    }

    private static boolean varies(Dataset<?> dataset) {
        return ModelObject.class.isAssignableFrom(dataset.type()) && !ONE_VALUE.contains(dataset.id());
    }

    private static <M> Dataset<M> varied(Dataset<M> dataset, int i, long seed) {
        long valueSeed = seed * 0x9E3779B97F4A7C15L + dataset.id().hashCode() * 31L + i;
        return new Dataset<>(dataset.id(), dataset.description(), dataset.type(),
            () -> dataset.type().cast(ModelVariation.of((ModelObject) dataset.build(), valueSeed)),
            dataset.conversions(), dataset.manual());
    }
}
