package serbench.bench;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import serbench.codec.Codecs;
import serbench.data.Dataset;
import serbench.data.scale.Pool;
import serbench.data.scale.SizeAxis;
import serbench.verify.PoolRoundTrip;
import serbench.verify.Verdict;

/**
 * The values of a size-axis pool ({@link Pool}) prepared for the pair's codec, outside the timed code: each
 * invocation of {@link PoolBenchmark} takes every one in turn, so every figure is an average over the whole pool and
 * no codec is timed on one value it could learn. It builds on the pair's state (its binding, and the iteration
 * probes); a data set that is not on the size axis is a pool of its one value (only the settling passes of a measuring
 * JVM that holds both kinds run it so).
 *
 * <p>The values are <b>compacted</b> before they are timed: each model right after it is generated, and the codec's
 * objects and bytes once all are built, go to the old generation by a full collection, which slides them together
 * in the order they were built and leaves them there. Left young, every young collection copied them, and G1's two
 * copying threads, stealing work from each other, left them in an order of their own in each JVM: on 1MB values, more
 * than the shared cache holds, {@code ser} then differed from JVM to JVM by that order alone (avro's of
 * {@code addressbook@1MB}: 5.09 to 5.99 ms in twelve JVMs, compacted 3.62 to 3.66 in six; docs/scaling.md). The
 * collections run in the set-up, outside the timed iterations and the GC time they count.
 */
@State(Scope.Thread)
public class PoolState {
    private static final Map<String, Verdict> CHECKED = new ConcurrentHashMap<>();
    /**
     * Each pool's values, generated once per JVM: JMH sets the state up for every op and slice, and generating eight
     * 1MB values each time took seconds; the codec's objects and bytes are still made anew with each binding.
     */
    private static final Map<String, Object[]> MODELS = new ConcurrentHashMap<>();

    Object[] models;
    Object[] values;
    byte[][] bytes;

    @Setup(Level.Trial)
    public void setUp(PairState pair) throws Exception {
        Pool<?> pool = SizeAxis.pool(pair.dataset).orElse(null);
        if (pool == null) {
            models = new Object[] {pair.model};
            values = new Object[] {pair.value};
            bytes = new byte[][] {pair.bytes};
            return;
        }
        // every value of the pool is timed, so every one is checked again in this JVM, once
        Verdict verdict = CHECKED.computeIfAbsent(pair.codec + "/" + pair.dataset,
            k -> PoolRoundTrip.check(Codecs.byId(pair.codec).orElseThrow(), pool.dataset()));
        if (!verdict.passed()) throw new IllegalStateException(pair.codec + " x " + pair.dataset + ": " + verdict.reason());
        // one collection per model: generating one value never fills the young generation, so none is copied before
        models = MODELS.computeIfAbsent(pair.dataset, k -> pool.valueDatasets().stream().map(PoolState::compacted).toArray());
        values = new Object[Pool.VALUES];
        bytes = new byte[Pool.VALUES][];
        for (int i = 0; i < Pool.VALUES; i++) {
            values[i] = pair.binding.build(models[i]);
            bytes[i] = pair.binding.encode(values[i]);
        }
        System.gc();
    }

    /** A value generated and then compacted (see above). */
    private static Object compacted(Dataset<?> dataset) {
        Object model = dataset.build();
        System.gc();
        return model;
    }

    /** The pool's {@code i}th model, {@code i < Pool.VALUES}; a pool of one value gives it every time. */
    Object model(int i) {
        return models[i & (models.length - 1)];
    }

    /** The {@code i}th value as the codec's objects. */
    Object value(int i) {
        return values[i & (values.length - 1)];
    }

    /** The {@code i}th value as the codec's bytes. */
    byte[] bytes(int i) {
        return bytes[i & (bytes.length - 1)];
    }
}
