package serbench.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.stream.Collectors;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import serbench.report.ResultsStore;

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
        ForkTask task = ResultsStore.JSON.readValue(Path.of(args[0]).toFile(), ForkTask.class);
        System.out.println("# serbench: this JVM is the measuring fork; serbench started it with the options JMH gives its"
            + " forks (compiler hints, compiler blackholes), so JMH's warning about non-forked runs does not apply here.");
        List<ForkResult> results = new ArrayList<>();
        MeasureMode mode = MeasureMode.parse(task.mode());
        for (int threads : task.threads()) {
            Profile profile = profile(task);
            System.out.println("# serbench: " + JitSettling.warm(() -> benchmarks(task, threads), profile.warmupMillis,
                profile.settleCapMillis));
            for (RunResult run : new Runner(options(task, threads).build()).run()) {
                results.add(toForkResult(run, threads, mode));
            }
        }
        ResultsStore.JSON.writeValue(Path.of(args[1]).toFile(), results);
    }

    static ChainedOptionsBuilder options(ForkTask task, int threads) {
        MeasureMode mode = MeasureMode.parse(task.mode());
        Profile profile = profile(task);
        ChainedOptionsBuilder b = benchmarks(task, threads)
            .mode(mode.jmhMode())
            .timeUnit(mode.jmhTimeUnit())
            .warmupIterations(profile.warmupIterations)
            .warmupTime(TimeValue.milliseconds(profile.warmupMillis))
            .measurementIterations(profile.measureIterations)
            .measurementTime(TimeValue.milliseconds(profile.measureMillis));
        if (mode.kind() == MeasureMode.Kind.COUNT) {
            b.warmupBatchSize((int) mode.count()).measurementBatchSize((int) mode.count());
        }
        if (mode.kind() == MeasureMode.Kind.TIME) {
            // three T-second iterations: enough for an error bar without making a one-minute experiment ten
            b.measurementTime(TimeValue.seconds(mode.seconds())).measurementIterations(3);
        }
        if (task.alloc()) b.addProfiler(GCProfiler.class);
        return b;
    }

    /** The task's benchmarks, run in this JVM; each warms up on its own after the shared {@link JitSettling}. */
    private static ChainedOptionsBuilder benchmarks(ForkTask task, int threads) {
        String methods = task.ops().stream().map(id -> Op.byId(id).orElseThrow().method()).collect(Collectors.joining("|"));
        return new OptionsBuilder()
            .include(CodecBenchmark.class.getName() + "\\.(" + methods + ")$")
            .param("codec", task.codec())
            .param("dataset", task.datasets().toArray(String[]::new))
            .forks(0)
            .threads(threads)
            .shouldFailOnError(false);
    }

    private static Profile profile(ForkTask task) {
        return Profile.valueOf(task.profile().toUpperCase(java.util.Locale.ROOT));
    }

    private static ForkResult toForkResult(RunResult run, int threads, MeasureMode mode) {
        String benchmark = run.getParams().getBenchmark();
        String op = Op.byMethod(benchmark.substring(benchmark.lastIndexOf('.') + 1)).orElseThrow().id();
        List<Double> samples = run.getBenchmarkResults().stream()
            .flatMap(b -> b.getIterationResults().stream())
            .map(i -> mode.fromJmh(i.getPrimaryResult().getScore()))
            .toList();
        Result<?> alloc = run.getSecondaryResults().get(ALLOC_NORM);
        return new ForkResult(run.getParams().getParam("dataset"), op, threads, samples,
            alloc == null ? null : alloc.getScore());
    }
}
