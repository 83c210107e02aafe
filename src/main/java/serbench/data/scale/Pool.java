package serbench.data.scale;

import com.google.protobuf.MessageLite;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import serbench.data.Conversion;
import serbench.data.Dataset;

/**
 * The {@link #VALUES} generated values of one data set at one size, from one seed: every figure on the size axis
 * cycles through them, so no codec is timed on one value it could learn. Each value is generated afresh on every
 * call (as a data set's values are); only the number of list entries that brings each one near the size is kept.
 *
 * <p>The reference encoding is protobuf's: the size axis is meant for schema'd and schemaless codecs alike, and
 * protobuf's encoding is the common compact baseline, exactly defined by its specification, that every list-bearing
 * data set has a schema for; it is computed without encoding ({@code getSerializedSize}). Other codecs' encodings of
 * the same values are larger or smaller: the size label is nominal, and every value's exact size per codec is recorded.
 */
public final class Pool<M> {
    /** Values per pool: a power of two, so the next one is found with a mask. */
    public static final int VALUES = 8;
    private static final int FIRST_GUESS = 16;
    private static final int MAX_STEPS = 12;

    private final Dataset<M> base;
    private final ListValues<M> generator;
    private final SizeClass size;
    private final long seed;
    private final Function<M, Integer> referenceSize;
    private int[] entries;

    Pool(Dataset<M> base, ListValues<M> generator, SizeClass size, long seed) {
        this.base = base;
        this.generator = generator;
        this.size = size;
        this.seed = seed;
        Conversion<M, ? extends MessageLite> proto = base.conversion(MessageLite.class).orElseThrow();
        this.referenceSize = m -> proto.build(m).getSerializedSize();
    }

    public String id() {
        return base.id() + "@" + size.label();
    }

    public String baseId() {
        return base.id();
    }

    public SizeClass size() {
        return size;
    }

    /** Value {@code i} (0 to {@link #VALUES} - 1), a new copy on every call. */
    public M value(int i) {
        return generator.value(new Variety(seedOf(i)), entries()[i]);
    }

    /** The data set standing for the pool: its id, value 0 as its value, the base's formats. */
    public Dataset<M> dataset() {
        return valueDataset(0);
    }

    /** Each value as a data set of the pool's id, for the round-trip gate. */
    public List<Dataset<M>> valueDatasets() {
        List<Dataset<M>> all = new ArrayList<>();
        for (int i = 0; i < VALUES; i++) all.add(valueDataset(i));
        return all;
    }

    private Dataset<M> valueDataset(int i) {
        int[] n = entries();
        String description = String.format("%s at about %s (protobuf): %d generated values of %d to %d %s, seed %d",
            base.id(), size.label(), VALUES, java.util.Arrays.stream(n).min().orElseThrow(), java.util.Arrays.stream(n).max().orElseThrow(),
            generator.entries(), seed);
        return new Dataset<>(id(), description, base.type(), () -> value(i), base.conversions(), base.manual());
    }

    /** The list entries of each value, found on first use. */
    public synchronized int[] entries() {
        if (entries == null) {
            int[] n = new int[VALUES];
            for (int i = 0; i < VALUES; i++) n[i] = entriesNear(i);
            entries = n;
        }
        return entries.clone();
    }

    /**
     * The entry count whose value's protobuf size is nearest the size: the size grows about linearly with the
     * entries, so a few secant steps from a first guess land within an entry of it.
     */
    private int entriesNear(int i) {
        int empty = reference(i, 0);
        int n = FIRST_GUESS;
        for (int step = 0; step < MAX_STEPS; step++) {
            double perEntry = (double) (reference(i, n) - empty) / n;
            int next = Math.max(1, (int) Math.round((size.bytes() - empty) / perEntry));
            if (next == n) break;
            n = next;
        }
        int best = n;
        for (int k = Math.max(1, n - 1); k <= n + 1; k++) {
            if (Math.abs(reference(i, k) - size.bytes()) < Math.abs(reference(i, best) - size.bytes())) best = k;
        }
        return best;
    }

    private int reference(int i, int n) {
        return referenceSize.apply(generator.value(new Variety(seedOf(i)), n));
    }

    /** Each value's own seed, from the run's seed, the data set, the size and the value's place in the pool. */
    private long seedOf(int i) {
        long s = seed;
        for (long part : new long[] {base.id().hashCode(), size.bytes(), i}) s = s * 0x9E3779B97F4A7C15L + part;
        return s;
    }
}
