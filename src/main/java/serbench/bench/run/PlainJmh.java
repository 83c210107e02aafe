package serbench.bench.run;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;
import serbench.bench.fork.CodecBenchmark;
import serbench.bench.machine.MeasuringJvm;
import serbench.codec.Codecs;
import serbench.results.JmhCheck;
import serbench.results.Op;

/**
 * {@link CodecBenchmark} measured by plain JMH, as a user checking serbench would measure it: JMH's own forks, its
 * defaults (background compilation, no helper threads, the mean of one-second iterations), the measuring JVMs' heap
 * (fixed, pre-touched, in huge pages where the kernel lends them) and nothing else of serbench's.
 */
public final class PlainJmh {
    private PlainJmh() {}

    /** How long plain JMH measures each figure. */
    public record Plan(int forks, int warmups, int iterations) {
        /** Seconds it takes per figure, start of each fork included (about a second and a half here). */
        public double secondsPerFigure() {
            return forks * (1.5 + warmups + iterations);
        }
    }

    /**
     * The figures of {@code ops} of every pair of {@code codecs} x {@code datasets} that JMH could measure, on {@code jvm}:
     * JMH's runs, one for the codecs of each set of JVM options
     * ({@link Codecs#jvmOptions}), each fork started with them.
     */
    public static List<JmhCheck.JmhFigure> measure(Collection<String> codecs, Collection<String> datasets, Collection<Op> ops,
                                                   Plan plan, MeasuringJvm jvm) throws RunnerException {
        List<JmhCheck.JmhFigure> figures = new ArrayList<>();
        Map<List<String>, List<String>> byOptions = codecs.stream().collect(Collectors.groupingBy(c -> Codecs.jvmOptions(List.of(c)),
            LinkedHashMap::new, Collectors.toList()));
        for (Map.Entry<List<String>, List<String>> group : byOptions.entrySet()) {
            figures.addAll(measure(group.getValue(), group.getKey(), datasets, ops, plan, jvm));
        }
        return figures;
    }

    private static List<JmhCheck.JmhFigure> measure(List<String> codecs, List<String> codecOptions, Collection<String> datasets,
                                                    Collection<Op> ops, Plan plan, MeasuringJvm jvm) throws RunnerException {
        // before JMH's Runner class is first used, which reads it once: see ForkLauncher.IGNORE_JMH_LOCK; jmh-check
        // holds serbench's run lock instead
        System.setProperty("jmh.ignoreLock", "true");
        String methods = String.join("|", ops.stream().map(Op::method).toList());
        List<String> jvmArgs = new ArrayList<>(jvm.codecOptions());
        jvmArgs.addAll(codecOptions);
        OptionsBuilder options = new OptionsBuilder();
        options.include(CodecBenchmark.class.getName() + "\\.(" + methods + ")$")
            .param("codec", codecs.toArray(String[]::new))
            .param("dataset", datasets.toArray(String[]::new))
            .mode(Mode.AverageTime)
            .timeUnit(TimeUnit.NANOSECONDS)
            .forks(plan.forks())
            .warmupIterations(plan.warmups())
            .warmupTime(TimeValue.seconds(1))
            .measurementIterations(plan.iterations())
            .measurementTime(TimeValue.seconds(1))
            .jvm(jvm.java().toString())
            .jvmArgsAppend(jvmArgs.toArray(String[]::new))
            .shouldFailOnError(false)
            .verbosity(VerboseMode.NORMAL);
        List<JmhCheck.JmhFigure> figures = new ArrayList<>();
        for (RunResult run : new Runner(options.build()).run()) {
            if (run.getPrimaryResult() == null || run.getBenchmarkResults().isEmpty()) continue;
            String method = run.getParams().getBenchmark();
            Op op = Op.byMethod(method.substring(method.lastIndexOf('.') + 1)).orElseThrow();
            List<Double> forkMeans = run.getBenchmarkResults().stream().map(BenchmarkResult::getPrimaryResult)
                .map(r -> r.getScore()).toList();
            List<Double> iterations = run.getBenchmarkResults().stream().flatMap(b -> b.getIterationResults().stream())
                .map(i -> i.getPrimaryResult().getScore()).toList();
            figures.add(new JmhCheck.JmhFigure(run.getParams().getParam("dataset"), run.getParams().getParam("codec"), op.id(),
                run.getPrimaryResult().getScore(), run.getPrimaryResult().getScoreError(), forkMeans, iterations));
        }
        return figures;
    }
}
