package serbench.bench.fork;

import java.util.List;
import java.util.stream.Collectors;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;
import serbench.results.MeasureMode;
import serbench.results.Op;

/** The JMH runs a measuring JVM makes of its task: the warm-up's passes and the slices' runs, in this JVM. */
final class JmhOptions {
    private JmhOptions() {}

    /** One settling pass of fixed invocations: every benchmark called {@code invocations} times, in a single shot. */
    static ChainedOptionsBuilder fixedPass(ForkTask task, int threads, int invocations) {
        return benchmarks(task, threads).mode(Mode.SingleShotTime).warmupIterations(0).measurementIterations(1)
            .measurementBatchSize(invocations).verbosity(VerboseMode.SILENT);
    }

    /** One settling pass: every benchmark once, in the measured mode. */
    static ChainedOptionsBuilder settlingPass(ForkTask task, int threads) {
        MeasureMode mode = MeasureMode.parse(task.mode());
        ChainedOptionsBuilder b = benchmarks(task, threads).mode(mode.jmhMode()).timeUnit(mode.jmhTimeUnit())
            .warmupIterations(0).measurementIterations(1).verbosity(VerboseMode.SILENT);
        if (mode.kind() == MeasureMode.Kind.COUNT) return b.measurementBatchSize((int) mode.count());
        return b.measurementTime(TimeValue.milliseconds(Profile.byId(task.profile()).passMillis));
    }

    /** One op of one slice on one codec's data set: warmed up briefly and measured for a few iterations. */
    static ChainedOptionsBuilder slice(ForkTask task, int threads, String codec, String dataset, String op) {
        MeasureMode mode = MeasureMode.parse(task.mode());
        Profile profile = Profile.byId(task.profile());
        ChainedOptionsBuilder b = benchmarks(threads, List.of(codec), List.of(op), List.of(dataset))
            .mode(mode.jmhMode())
            .timeUnit(mode.jmhTimeUnit())
            .warmupIterations(profile.sliceWarmups)
            .warmupTime(TimeValue.milliseconds(profile.iterationMillis))
            .measurementIterations(profile.sliceIterations(op))
            .measurementTime(TimeValue.milliseconds(profile.iterationMillis))
            // JMH's line per iteration cost more than the reference: its formatting, compiled in the foreground (-Xbatch),
            // made a slice of 424 ms of iterations take 600 to 900 ms; the slice logs one line per op instead
            .verbosity(VerboseMode.SILENT);
        if (mode.kind() == MeasureMode.Kind.COUNT) {
            b.warmupBatchSize((int) mode.count()).measurementBatchSize((int) mode.count());
        }
        if (mode.kind() == MeasureMode.Kind.TIME) {
            // one T-second iteration per slice, no warm-up beyond the settling: three make the post's experiment
            b.warmupIterations(0).measurementTime(TimeValue.seconds(mode.seconds())).measurementIterations(1);
        }
        return b;
    }

    /** The task's benchmarks, run in this JVM. */
    private static ChainedOptionsBuilder benchmarks(ForkTask task, int threads) {
        return benchmarks(threads, task.codecs(), task.ops(), task.datasets());
    }

    private static ChainedOptionsBuilder benchmarks(int threads, List<String> codecs, List<String> ops, List<String> datasets) {
        String methods = ops.stream().map(id -> Op.byId(id).orElseThrow().method()).collect(Collectors.joining("|"));
        return new OptionsBuilder()
            .include(CodecBenchmark.class.getName() + "\\.(" + methods + ")$")
            .param("codec", codecs.toArray(String[]::new))
            .param("dataset", datasets.toArray(String[]::new))
            .forks(0)
            .threads(threads)
            .shouldFailOnError(false);
    }
}
