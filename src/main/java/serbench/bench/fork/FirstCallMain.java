package serbench.bench.fork;

import java.lang.management.ClassLoadingMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.openjdk.jmh.infra.Blackhole;
import serbench.codec.Binding;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.codec.UnsupportedDatasetException;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.results.FirstCall;
import serbench.results.Op;
import serbench.results.ResultsStore;
import serbench.stats.WarmUp;
import serbench.verify.RoundTrip;

/**
 * The fresh JVM of a first-call measurement (docs/first-call.md): one codec on one data set. It gets ready without
 * touching the codec (the data set's value built, serbench's codec registry read, the clock calibrated), then times
 * binding the codec and its first {@code build+ser} and {@code deser-read}, checks that those calls round-tripped
 * the value, calls both ops alternately, each call timed, and last measures each op warm in batches. Jackson, which
 * writes the result, is not used before the measurement ends: jackson-json must initialise its own classes.
 *
 * <p>Usage: {@code FirstCallMain CODEC DATASET JVM RESULT.json}.
 */
public final class FirstCallMain {
    /** What the JVM hands back: its figures, or why it has none. */
    public record Output(FirstCall.Sample sample, String failure) {}

    /** The calls of each op recorded after the first, at most: enough for C2 to have compiled any op. */
    static final int MAX_CALLS = 100_000;
    /** How long the alternating calls may take in all: slow codecs stop there, before {@link #MAX_CALLS}. */
    static final long SERIES_NANOS = 2_000_000_000L;
    /** How long each op's warm batches take, and how long one batch is aimed to take. */
    static final long WARM_NANOS = 200_000_000L, BATCH_NANOS = 20_000;
    /** JMH's own consumer, so the JIT cannot drop a call's work; the launcher makes it a compiler blackhole. */
    private static final Blackhole SINK = new Blackhole(
        "Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.");

    private FirstCallMain() {}

    public static void main(String[] args) throws Exception {
        ForkMain.exitWithOrchestrator();
        Output output = measure(args[0], args[1], Integer.parseInt(args[2]));
        ResultsStore.JSON.writeValue(Path.of(args[3]).toFile(), output);
        System.exit(0);
    }

    private interface Call {
        Object call() throws Exception;
    }

    @SuppressWarnings("unchecked")
    static Output measure(String codecId, String datasetId, int jvm) throws Exception {
        Dataset<Object> dataset = (Dataset<Object>) Datasets.byId(datasetId).orElseThrow();
        Object model = dataset.build();
        Codec codec = Codecs.byId(codecId).orElseThrow();
        long[] buildSer = new long[MAX_CALLS + 1], deserRead = new long[MAX_CALLS + 1];
        ClassLoadingMXBean classes = ManagementFactory.getClassLoadingMXBean();
        double overhead = WarmUp.timerOverhead(prepareTimer());
        // the JDK's string concatenation bootstrap: any application has paid it before its first serialization
        System.out.println("# serbench: first-call JVM " + jvm + " ready for " + codecId + " x " + datasetId);
        try {
            codec.admit(dataset);   // serbench's own check of the codec's row, so not the codec's first-call cost
        } catch (UnsupportedDatasetException e) {
            return new Output(null, "unsupported: " + e.getMessage());
        }
        long loadedBefore = classes.getTotalLoadedClassCount();
        Binding<Object, Object> binding;
        byte[] bytes;
        Object back;
        long bound, built, read;
        long start = System.nanoTime();
        try {
            binding = (Binding<Object, Object>) codec.bind(dataset);
            bound = System.nanoTime();
            bytes = binding.encode(binding.build(model));
            built = System.nanoTime();
            back = binding.read(binding.decode(bytes));
            read = System.nanoTime();
        } catch (UnsupportedDatasetException e) {
            return new Output(null, "unsupported: " + e.getMessage());
        } catch (Exception | LinkageError | StackOverflowError e) {
            return new Output(null, "the first calls threw " + e);
        }
        long loaded = classes.getTotalLoadedClassCount() - loadedBefore;
        String loss = RoundTrip.loss(dataset.build(), back);
        if (loss != null) return new Output(null, "FAIL: the first calls' " + loss);
        buildSer[0] = built - bound;
        deserRead[0] = read - built;
        Binding<Object, Object> b = binding;
        byte[] encoded = bytes;
        Call buildSerCall = () -> b.encode(b.build(model)), deserReadCall = () -> b.read(b.decode(encoded));
        try {
            int n = alternate(buildSerCall, deserReadCall, buildSer, deserRead);
            List<FirstCall.OpStart> ops = List.of(opStart(Op.BUILD_SER, buildSerCall, buildSer, n, overhead),
                opStart(Op.DESER_READ, deserReadCall, deserRead, n, overhead));
            return new Output(new FirstCall.Sample(codecId, datasetId, jvm, bound - start, loaded, ops), null);
        } catch (Exception e) {
            return new Output(null, "a later call threw " + e);
        }
    }

    /** Calls the two ops alternately, each call timed, into {@code a} and {@code b} after their first; how many calls each has. */
    private static int alternate(Call first, Call second, long[] a, long[] b) throws Exception {
        int n = 1;
        long start = System.nanoTime();
        while (n <= MAX_CALLS && System.nanoTime() - start < SERIES_NANOS) {
            a[n] = timed(first);
            b[n] = timed(second);
            n++;
        }
        return n;
    }

    /** One call's time; compiled before the codec is touched ({@link #prepareTimer}), so that it costs the same from the first call on. */
    private static long timed(Call call) throws Exception {
        long start = System.nanoTime();
        Object result = call.call();
        long time = System.nanoTime() - start;
        SINK.consume(result);
        return time;
    }

    /** One op's figures: its first call, its warm figure measured now, and when it first came within twice that. */
    private static FirstCall.OpStart opStart(Op op, Call call, long[] calls, int n, double overhead) throws Exception {
        double warm = warm(call, calls, n);
        WarmUp.Reached r = WarmUp.reached(calls, n, overhead, warm);
        return new FirstCall.OpStart(op.id(), calls[0], r.calls(), r.nanos(), r.reached(), warm);
    }

    /** The op's warm figure: batches of about {@link #BATCH_NANOS} each, for {@link #WARM_NANOS}, at least three. */
    private static double warm(Call call, long[] calls, int n) throws Exception {
        long[] recent = Arrays.copyOfRange(calls, Math.max(0, n - 1000), n);
        Arrays.sort(recent);
        int batch = (int) Math.max(1, Math.min(1_000_000, BATCH_NANOS / Math.max(1, recent[recent.length / 2])));
        double[] means = new double[5000];
        int k = 0;
        long start = System.nanoTime();
        while (k < means.length && (k < 3 || System.nanoTime() - start < WARM_NANOS)) {
            long t0 = System.nanoTime();
            for (int i = 0; i < batch; i++) SINK.consume(call.call());
            means[k++] = (double) (System.nanoTime() - t0) / batch;
        }
        return WarmUp.warm(Arrays.copyOf(means, k));
    }

    /**
     * Has the JIT compile {@link #timed} with three kinds of call, so that it makes every call through the interface
     * (a call of a kind it has not seen then costs the same, and is never a reason to compile it again), and
     * returns its times of a call that does nothing: what timing costs, to take off each call's time. Otherwise
     * the first calls would be timed by interpreted code, and the timing's cost would fall as it compiled.
     */
    private static long[] prepareTimer() throws Exception {
        Call[] nothing = {() -> SINK, () -> Boolean.TRUE, () -> "x"};
        long[] times = new long[10_000];
        for (int i = 0; i < 30_000; i++) {
            for (Call c : nothing) times[i % times.length] = timed(c);
        }
        for (int i = 0; i < times.length; i++) times[i] = timed(nothing[0]);
        return times;
    }
}
