package serbench.bench.fork;

import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.ThreadParams;
import serbench.codec.Binding;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.codec.Trait;
import serbench.codec.ZeroCopyOps;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.data.TimedValues;
import serbench.data.scale.SizeAxis;
import serbench.results.Op;
import serbench.size.Compression.Compressor;
import serbench.size.Compression;
import serbench.verify.RoundTrip;

/**
 * One thread's codec bound to one data set, and the values it is timed on, prepared outside the timed code. Each op
 * takes the next value of the pool ({@link TimedValues}), so no codec is timed on one value it could learn.
 *
 * <p><b>Bound once per JVM and thread</b> (a codec made to be shared, {@link Trait#SHARED}, once per JVM, its threads
 * sharing it), as a service holds its codec: JMH sets a state up for every run, and a
 * measuring JVM makes one run per op and slice. Bound anew each time, ActiveJ defined a new serializer class per
 * binding (Fory, Afterburner and Blackbird generate classes too), so each slice timed freshly generated code behind a
 * call site that had seen other classes before. The binding, the codec's objects and bytes live for the JVM's life.
 *
 * <p>The values are <b>compacted</b> before they are timed: each model right after it is generated, and the codec's
 * objects and bytes once all are built, go to the old generation by a full collection, which slides them together in
 * the order they were built and leaves them there. Left young, every young collection copied them, and G1's two
 * copying threads left them in an order of their own in each JVM: on 1MB values, more than the shared cache holds,
 * {@code ser} then differed from JVM to JVM by that order alone (avro's of {@code addressbook@1MB}: 5.09 to 5.99 ms in
 * twelve JVMs, compacted 3.62 to 3.66 in six; docs/scaling.md). The collections run in the set-up, outside the timed
 * iterations and the GC time they count.
 *
 * <p>The round trip of every value is checked again in the measuring JVM, since another JDK may behave differently:
 * after the slices ({@link #roundTripLoss()}), on the very binding and bytes that were timed. Checked before the warm-up,
 * with a binding of its own per value, the check took 0.6 s of a 3 s JVM (kryo on {@code media}), half of it
 * compiling the comparison in the foreground, and made classes the timed binding's call sites then saw too (Fory and
 * ActiveJ generate a serializer per binding). A compressor is held per JVM and thread like the binding; a
 * decompressing op's input, each value's bytes compressed, is made and checked when that op's first run is set up.
 */
@State(Scope.Thread)
public class PairState {
    /** Per (codec, data set, JMH thread index): bound once for the JVM's life. */
    private static final Map<String, Bound> BOUND = new ConcurrentHashMap<>();
    /** Per (codec, data set), the one binding every thread shares, for a codec made to be shared ({@link Trait#SHARED}). */
    private static final Map<String, Binding<Object, Object>> SHARED = new ConcurrentHashMap<>();
    /** Per data set, its models, generated and compacted once per JVM (eight 1MB values took seconds). */
    private static final Map<String, Object[]> MODELS = new ConcurrentHashMap<>();

    @Param("protobuf") public String codec;
    @Param("user") public String dataset;

    private Bound bound;
    Binding<Object, Object> binding;
    /** The compressor of this run's op, when it is a compressing or decompressing one. */
    private Compressor compressor;
    /** The values' bytes compressed, when this run times a decompressing op. */
    private Packed[] packed;
    /** The format's zero-copy ops, when this run times one of them. */
    ZeroCopyOps<Object> zeroCopy;
    /** The values' bytes copied for {@code update} to change in place, when this run times it. */
    private byte[][] updatable;
    /** The value the next {@code update} writes: a new one each call. */
    long updates;
    /** Where the next op's value is in the pool; each run of this state starts from the first. */
    private int next;

    @Setup(Level.Trial)
    public void setUp(ThreadParams thread, BenchmarkParams params) {
        setUp(thread.getThreadIndex());
        String benchmark = params.getBenchmark();
        prepare(Op.byMethod(benchmark.substring(benchmark.lastIndexOf('.') + 1)).orElseThrow());
    }

    /** What {@code op} needs beyond the values: for a compressor's op its compressor, and to decompress, the bytes compressed. */
    void prepare(Op op) {
        compressor = op.compression().map(bound::compressor).orElse(null);
        packed = op.decompresses() ? bound.packed(op.compression().orElseThrow()) : null;
        zeroCopy = op.zeroCopy() ? binding.zeroCopy() : null;
        if (op.zeroCopy() && zeroCopy == null) throw new IllegalStateException(codec + " offers no zero-copy ops on " + dataset);
        updatable = op == Op.UPDATE ? updatable(bound.bytes()) : null;
    }

    /** Each value's bytes copied, compacted like the values (see above), so the timed values' bytes stay as encoded. */
    private static byte[][] updatable(byte[][] bytes) {
        byte[][] copies = Arrays.stream(bytes).map(byte[]::clone).toArray(byte[][]::new);
        System.gc();
        return copies;
    }

    /** The binding of JMH's thread {@code index}: the one of earlier runs in this JVM, or a new one. */
    void setUp(int index) {
        bound = BOUND.computeIfAbsent(codec + "/" + dataset + "/" + index, k -> bind(codec, dataset));
        binding = bound.binding();
    }

    Bound bound() {
        return bound;
    }

    /**
     * The values as the codec's objects and bytes: a pool's models, built and encoded by one binding; and for the
     * compressing ops this JVM times, the thread's compressors and the bytes compressed.
     */
    record Bound(Binding<Object, Object> binding, Object[] models, Object[] values, byte[][] bytes, int mask,
                 Map<Compression, Compressor> compressors, Map<Compression, Packed[]> compressed) {
        Bound(Binding<Object, Object> binding, Object[] models, Object[] values, byte[][] bytes, int mask) {
            this(binding, models, values, bytes, mask, new ConcurrentHashMap<>(), new ConcurrentHashMap<>());
        }

        /** The first value whose bytes do not decode to its model, saying where they differ; null when all do. */
        String firstLoss() {
            for (int i = 0; i < bytes.length; i++) {
                String loss;
                try {
                    loss = RoundTrip.loss(binding, models[i], bytes[i]);
                } catch (Exception e) {
                    return String.format("value %d of %d: decoding threw %s", i + 1, bytes.length, e);
                }
                if (loss != null) return String.format("value %d of %d: %s", i + 1, bytes.length, loss);
            }
            return null;
        }

        /** The thread's compressor of {@code c}, held for the JVM's life as the binding is. */
        Compressor compressor(Compression c) {
            return compressors.computeIfAbsent(c, Compression::open);
        }

        /** Each value's bytes compressed by {@code c}, checked to decompress to them, and compacted (see above). */
        Packed[] packed(Compression c) {
            return compressed.computeIfAbsent(c, k -> {
                Compressor compressor = compressor(c);
                Packed[] packed = Arrays.stream(bytes).map(b -> new Packed(compressor.compress(b), b.length)).toArray(Packed[]::new);
                for (int i = 0; i < bytes.length; i++) {
                    if (!Arrays.equals(bytes[i], compressor.decompress(packed[i].data(), packed[i].length()))) {
                        throw new IllegalStateException(c.key() + " does not give value " + i + "'s bytes back");
                    }
                }
                System.gc();
                return packed;
            });
        }
    }

    /** Compressed bytes and the length they decompress to, as a message's frame carries it. */
    record Packed(byte[] data, int length) {}

    @SuppressWarnings("unchecked")
    private static Bound bind(String codec, String dataset) {
        Codec c = Codecs.byId(codec).orElseThrow(() -> new IllegalArgumentException("unknown codec " + codec));
        Dataset<Object> d = (Dataset<Object>) Datasets.byId(dataset)
            .orElseThrow(() -> new IllegalArgumentException("unknown data set " + dataset));
        Object[] models = MODELS.computeIfAbsent(dataset, k -> models(d));
        Binding<Object, Object> binding;
        try {
            binding = c.traits().has(Trait.SHARED) ? SHARED.computeIfAbsent(codec + "/" + dataset, k -> newBinding(c, d))
                : newBinding(c, d);
            Object[] values = new Object[models.length];
            byte[][] bytes = new byte[models.length][];
            for (int i = 0; i < models.length; i++) {
                values[i] = binding.build(models[i]);
                bytes[i] = binding.encode(values[i]);
            }
            System.gc();
            return new Bound(binding, models, values, bytes, models.length - 1);
        } catch (Exception e) {
            throw new IllegalStateException(codec + " x " + dataset + ": " + e, e);
        }
    }

    @SuppressWarnings("unchecked")
    private static Binding<Object, Object> newBinding(Codec c, Dataset<Object> d) {
        try {
            return (Binding<Object, Object>) c.binding(d);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The first value of any binding this JVM timed that does not come back from its bytes as its model, saying which
     * (codec, data set, value) and where it differs; null when all do. Run after the slices, outside any timed code.
     */
    static String roundTripLoss() {
        for (Map.Entry<String, Bound> e : BOUND.entrySet()) {
            String loss = e.getValue().firstLoss();
            if (loss != null) return e.getKey().substring(0, e.getKey().lastIndexOf('/')) + ", " + loss;
        }
        return null;
    }

    /**
     * The pool's models, compacted (see above). A large value gets a collection of its own right after it is generated,
     * since generating one never fills the young generation, so none is copied before; small ones, one for all.
     */
    private static Object[] models(Dataset<?> dataset) {
        boolean large = SizeAxis.pool(dataset.id()).isPresent();
        Object[] models = TimedValues.of(dataset).stream().map(value -> {
            Object model = value.build();
            if (large) System.gc();
            return model;
        }).toArray();
        if (!large) System.gc();
        return models;
    }

    /** The next op's place in the pool: every value in turn. */
    private int next() {
        return next++ & bound.mask();
    }

    /** The next value as the shared model. */
    Object model() {
        return bound.models()[next()];
    }

    /** The next value as the codec's own object. */
    Object value() {
        return bound.values()[next()];
    }

    /** The next value as the codec's bytes. */
    byte[] bytes() {
        return bound.bytes()[next()];
    }

    /** The thread's compressor, in a run of a compressor's op. */
    Compressor compressor() {
        return compressor;
    }

    /** The next value's own copy of its bytes, in a run of {@code update}. */
    byte[] updatable() {
        return updatable[next()];
    }

    /** The next value's bytes compressed, in a run of a decompressing op. */
    Packed packed() {
        return packed[next()];
    }

    /** Outside the timed code: how fast the machine was just before this iteration (serbench's own JVMs only). */
    @Setup(Level.Iteration)
    public void probeMachine() {
        Reference.probe();
        IterationMeter.start();
    }

    /** Outside the timed code: what the iteration allocated and collected. */
    @TearDown(Level.Iteration)
    public void readAllocation() {
        IterationMeter.stop();
    }
}
