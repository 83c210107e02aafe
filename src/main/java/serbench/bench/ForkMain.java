package serbench.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;
import serbench.data.Datasets;
import serbench.results.MeasureMode;
import serbench.results.Op;
import serbench.results.ResultsStore;

/**
 * The measuring JVM. serbench starts one per task, so this process is the fork; JMH runs inside it
 * with {@code forks(0)} (the launcher gives this JVM the options JMH gives its forks), which keeps profile
 * pollution to one codec (one pair under quick and full)
 * while paying the JVM start once per task instead of once per benchmark.
 *
 * <p>Usage: {@code ForkMain TASK.json RESULT.json}.
 */
public final class ForkMain {
    /** JMH's per-op allocation figure from the GC profiler. */
    private static final String ALLOC_NORM = "gc.alloc.rate.norm";

    private ForkMain() {}

    public static void main(String[] args) throws Exception {
        exitWithOrchestrator();
        ForkTask task = readTask(Path.of(args[0]));
        System.out.println("# serbench: this JVM is the measuring fork; serbench started it with the options JMH gives its"
            + " forks (compiler hints, compiler blackholes), so JMH's warning about non-forked runs does not apply here.");
        Profile profile = Profile.byId(task.profile());
        List<ForkResult> results = new ArrayList<>();
        double allowed = task.extraSliceSeconds() == null ? Double.POSITIVE_INFINITY : task.extraSliceSeconds();
        double extra = 0;
        for (int threads : task.threads()) {
            int t = threads;
            System.out.println("# serbench: " + JitSettling.warm(profile.comparable() ? n -> fixedPass(task, t, n).build() : null,
                () -> settlingPass(task, t).build(), profile.settleCapMillis, JitSettling.c2Invocations()));
            ForkOutput measured = measure(task, t, allowed - extra);
            results.addAll(measured.results());
            extra += measured.extraSliceSeconds();
        }
        ResultsStore.JSON.writeValue(Path.of(args[1]).toFile(), new ForkOutput(results, extra));
    }

    /**
     * The slices of one thread count. Each slice runs every (data set, op) in a JMH run of its own, so the
     * canary readings line up with its iterations. After the profile's slices, a JVM in which some op has not yet
     * had {@link Canary#MIN_CALM} iterations right after a calm canary measures further slices, up to
     * {@link Profile#maxSlices()} and as long as another slice, as long as the last one took, fits in
     * {@code allowedExtraSeconds}: a neighbour that slowed the machine for this JVM's whole life would otherwise
     * decide its figures, and a run on a machine that is never calm must still end in its time.
     */
    static ForkOutput measure(ForkTask task, int threads, double allowedExtraSeconds) throws Exception {
        MeasureMode mode = MeasureMode.parse(task.mode());
        Profile profile = Profile.byId(task.profile());
        // one thread and iterations of their own: a canary reading per iteration means something
        boolean canary = threads == 1 && mode.kind() != MeasureMode.Kind.TIME && profile.comparable();
        Canary.enable(canary);
        Map<Benchmark, List<Double>> samples = new LinkedHashMap<>();
        Map<Benchmark, List<Double>> canaries = new LinkedHashMap<>();
        Map<Benchmark, List<Double>> allocs = new LinkedHashMap<>();
        int planned = slices(task);
        int cap = canary ? profile.maxSlices() : planned;
        double reference = task.calmCanary() == null ? Double.POSITIVE_INFINITY : task.calmCanary();
        double lastSlice = 0;
        double extra = 0;
        for (int slice = 1; slice <= cap; slice++) {
            long start = System.nanoTime();
            if (slice > planned) {
                double calm = Math.min(reference, Canary.fastest(canaries.values()));
                long restless = Canary.restless(canaries.values(), calm);
                if (restless == 0) break;
                String why = String.format("%d op%s not yet measured right after a calm canary (within %.0f%% of %.0f ns)",
                    restless, restless == 1 ? " has" : "s have", 100 * Canary.CALM, calm);
                if (extra + lastSlice > allowedExtraSeconds) {
                    System.out.printf("# serbench: %s, but another slice would overrun this JVM's share of the run's"
                        + " time (%.1f s): measuring no further%n", why, allowedExtraSeconds);
                    break;
                }
                System.out.printf("# serbench: slice %d (up to %d): %s%n", slice, cap, why);
            } else {
                System.out.printf("# serbench: slice %d of %d%n", slice, planned);
            }
            for (String dataset : task.datasets()) {
                for (String op : task.ops()) {
                    Canary.drain();
                    for (RunResult run : new Runner(slice(task, threads, dataset, op).build()).run()) {
                        Benchmark key = new Benchmark(dataset, op);
                        List<Double> scores = iterations(run, mode);
                        samples.computeIfAbsent(key, k -> new ArrayList<>()).addAll(scores);
                        List<Double> readings = Canary.drain();
                        // warm-up iterations are probed too: the last readings belong to the measured ones
                        if (canary && readings.size() >= scores.size()) {
                            canaries.computeIfAbsent(key, k -> new ArrayList<>())
                                .addAll(readings.subList(readings.size() - scores.size(), readings.size()));
                        }
                        Result<?> alloc = run.getSecondaryResults().get(ALLOC_NORM);
                        if (alloc != null) allocs.computeIfAbsent(key, k -> new ArrayList<>()).add(alloc.getScore());
                    }
                }
            }
            lastSlice = (System.nanoTime() - start) / 1e9;
            if (slice > planned) extra += lastSlice;
        }
        Canary.enable(false);
        List<ForkResult> results = new ArrayList<>();
        samples.forEach((key, s) -> {
            List<Double> a = allocs.get(key);
            List<Double> c = canaries.get(key);
            results.add(new ForkResult(key.dataset(), key.op(), threads, s,
                a == null ? null : a.stream().mapToDouble(Double::doubleValue).average().orElseThrow(),
                c != null && c.size() == s.size() ? c : null));
        });
        return new ForkOutput(results, extra);
    }

    /** One (data set, op) of the task: what each JMH run of a slice measures. */
    private record Benchmark(String dataset, String op) {}

    /**
     * The task, with the user's own data sets (--type) loaded from its definition: JMH's {@code @Param} names
     * data sets by id, and {@link PairState} looks them up by id in this JVM.
     */
    static ForkTask readTask(Path file) throws IOException {
        ForkTask task = ResultsStore.JSON.readValue(file.toFile(), ForkTask.class);
        task.own().forEach(Datasets::addOwn);
        return task;
    }

    /** The pid of the serbench that starts a measuring JVM, passed as this system property. */
    public static final String ORCHESTRATOR = "serbench.orchestrator";

    /** The exit status of a measuring JVM whose orchestrator died. */
    static final int ORCHESTRATOR_GONE = 3;

    /**
     * Ends this JVM when the serbench that started it is gone (killed, even with -9), so a measuring JVM never
     * outlives its run and disturbs the next one. The JDK watches the parent from a daemon thread. A parent
     * that is not the named orchestrator means it died while this JVM was starting (this JVM was adopted).
     */
    public static void exitWithOrchestrator() {
        Optional<ProcessHandle> parent = ProcessHandle.current().parent();
        String orchestrator = System.getProperty(ORCHESTRATOR);
        if (orchestrator != null && parent.map(p -> p.pid() != Long.parseLong(orchestrator)).orElse(true)) {
            Runtime.getRuntime().halt(ORCHESTRATOR_GONE);
        }
        parent.ifPresent(p -> p.onExit().thenRun(() -> Runtime.getRuntime().halt(ORCHESTRATOR_GONE)));
    }

    /** One settling pass of fixed invocations: every benchmark called {@code invocations} times, in a single shot. */
    static ChainedOptionsBuilder fixedPass(ForkTask task, int threads, int invocations) {
        return benchmarks(task, threads).mode(Mode.SingleShotTime).warmupIterations(0).measurementIterations(1)
            .measurementBatchSize(invocations).verbosity(VerboseMode.SILENT);
    }

    /** One settling pass: every benchmark once, in the measured mode. */
    static ChainedOptionsBuilder settlingPass(ForkTask task, int threads) {
        MeasureMode mode = MeasureMode.parse(task.mode());
        ChainedOptionsBuilder b = benchmarks(task, threads).mode(JmhTerms.mode(mode)).timeUnit(JmhTerms.timeUnit(mode))
            .warmupIterations(0).measurementIterations(1).verbosity(VerboseMode.SILENT);
        if (mode.kind() == MeasureMode.Kind.COUNT) return b.measurementBatchSize((int) mode.count());
        return b.measurementTime(TimeValue.milliseconds(Profile.byId(task.profile()).passMillis));
    }

    /** One op of one slice: warmed up briefly and measured for a few iterations. */
    static ChainedOptionsBuilder slice(ForkTask task, int threads, String dataset, String op) {
        MeasureMode mode = MeasureMode.parse(task.mode());
        Profile profile = Profile.byId(task.profile());
        ChainedOptionsBuilder b = benchmarks(task, threads, List.of(op), List.of(dataset))
            .mode(JmhTerms.mode(mode))
            .timeUnit(JmhTerms.timeUnit(mode))
            .warmupIterations(profile.sliceWarmups)
            .warmupTime(TimeValue.milliseconds(profile.iterationMillis))
            .measurementIterations(profile.sliceIterations)
            .measurementTime(TimeValue.milliseconds(profile.iterationMillis));
        if (mode.kind() == MeasureMode.Kind.COUNT) {
            b.warmupBatchSize((int) mode.count()).measurementBatchSize((int) mode.count());
        }
        if (mode.kind() == MeasureMode.Kind.TIME) {
            // one T-second iteration per slice, no warm-up beyond the settling: three make the post's experiment
            b.warmupIterations(0).measurementTime(TimeValue.seconds(mode.seconds())).measurementIterations(1);
        }
        if (task.alloc()) b.addProfiler(GCProfiler.class);
        return b;
    }

    /** Fixed-time iterations last T seconds each: three slices of one, whatever the profile. */
    private static int slices(ForkTask task) {
        return MeasureMode.parse(task.mode()).kind() == MeasureMode.Kind.TIME ? 3 : Profile.byId(task.profile()).slices;
    }

    /** The task's benchmarks, run in this JVM. */
    private static ChainedOptionsBuilder benchmarks(ForkTask task, int threads) {
        return benchmarks(task, threads, task.ops(), task.datasets());
    }

    private static ChainedOptionsBuilder benchmarks(ForkTask task, int threads, List<String> ops, List<String> datasets) {
        String methods = ops.stream().map(id -> JmhTerms.method(Op.byId(id).orElseThrow())).collect(Collectors.joining("|"));
        return new OptionsBuilder()
            .include(CodecBenchmark.class.getName() + "\\.(" + methods + ")$")
            .param("codec", task.codec())
            .param("dataset", datasets.toArray(String[]::new))
            .forks(0)
            .threads(threads)
            .shouldFailOnError(false);
    }

    private static List<Double> iterations(RunResult run, MeasureMode mode) {
        return run.getBenchmarkResults().stream()
            .flatMap(b -> b.getIterationResults().stream())
            .map(i -> JmhTerms.fromJmh(mode, i.getPrimaryResult().getScore()))
            .toList();
    }
}
