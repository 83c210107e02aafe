package serbench.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.openjdk.jmh.util.ListStatistics;
import org.openjdk.jmh.util.Version;
import serbench.report.chart.Axis;
import serbench.results.Environment;
import serbench.results.MeasureMode;
import serbench.results.Measurement;
import serbench.results.Op;
import serbench.results.Results;

/**
 * {@code results-jmh.json}: the run's figures in JMH's JSON result format (what {@code -rf json} writes), one result per
 * figure, for the tools that read JMH's results (JMH Visualizer, github-action-benchmark's {@code jmh} tool, Bencher's
 * {@code java_jmh} adapter). Each is named as plain JMH names serbench's benchmarks; its score is serbench's figure and
 * its error serbench's, its raw data every measuring JVM's iterations. What JMH knows and serbench does not keep in
 * JMH's terms (the JVM's arguments, the warm-up, an iteration's time) is left out.
 */
public final class JmhJson {
    public static final String FILE = "results-jmh.json";
    /** The class of serbench's benchmark methods (the report does not know the measuring code, only its name). */
    static final String BENCHMARK_CLASS = "serbench.bench.fork.CodecBenchmark";
    /** The percentiles JMH writes of every metric. */
    private static final double[] PERCENTILES = {0.0, 50.0, 90.0, 95.0, 99.0, 99.9, 99.99, 99.999, 99.9999, 100.0};
    /** Writes NaN as the string "NaN" (Jackson's default), as JMH does: JSON has no NaN. */
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private JmhJson() {}

    /** One JMH result, its fields in JMH's order; those serbench does not know are absent. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Result(String jmhVersion, String benchmark, String mode, int threads, int forks, String jvm, String jdkVersion,
                  String vmName, String vmVersion, Integer measurementIterations, int measurementBatchSize,
                  Map<String, String> params, Metric primaryMetric, Map<String, Metric> secondaryMetrics) {}

    /** A metric: score, error, interval, percentiles over every iteration, unit, and per measuring JVM its iterations. */
    record Metric(double score, double scoreError, double[] scoreConfidence, Map<String, Double> scorePercentiles,
                  String scoreUnit, List<List<Double>> rawData) {}

    /** A part of a figure's name, made a param where it takes several values in the run (see {@link #render}). */
    private record Axis(String param, Function<Measurement, String> value) {}

    private static final List<Axis> AXES = List.of(new Axis("jvm", Measurement::jvm),
        new Axis("mode", Measurement::mode), new Axis("threads", m -> String.valueOf(m.threads())));

    /**
     * The file's content. Params are {@code codec} and {@code dataset}, as serbench's benchmarks declare them, and each of
     * {@code jvm}, {@code mode} and {@code threads} that differs between the run's figures: both tools know a result by
     * its benchmark and params, and would take the figures of two JVMs for one.
     */
    public static String render(Results results) throws JsonProcessingException {
        List<Axis> varying = AXES.stream()
            .filter(a -> results.results.stream().map(a.value()).distinct().count() > 1).toList();
        Map<List<Object>, List<Results.Iterations>> iterations = results.iterations.stream()
            .sorted(Comparator.comparingInt(Results.Iterations::round))
            .collect(Collectors.groupingBy(i -> key(i.jvm(), i.codec(), i.dataset(), i.op(), i.threads(), i.mode())));
        String jmhVersion = Version.getPlainVersion();
        List<Result> out = results.results.stream().map(m -> {
            String op = m.sameAs() == null ? m.op() : m.sameAs();
            List<Results.Iterations> its = iterations.getOrDefault(
                key(m.jvm(), m.codec(), m.dataset(), op, m.threads(), m.mode()), List.of());
            Environment.Jvm jvm = results.environment.jvms.stream().filter(j -> j.id().equals(m.jvm())).findFirst().orElse(null);
            return result(jmhVersion, m, its, jvm, varying);
        }).toList();
        return JSON.writeValueAsString(out);
    }

    private static Result result(String jmhVersion, Measurement m, List<Results.Iterations> iterations, Environment.Jvm jvm,
                                 List<Axis> varying) {
        MeasureMode mode = MeasureMode.parse(m.mode());
        Map<String, String> params = new TreeMap<>(); // JMH writes them by name
        params.put("codec", m.codec());
        params.put("dataset", m.dataset());
        varying.forEach(a -> params.put(a.param(), a.value().apply(m)));
        List<List<Double>> raw = iterations.stream()
            .map(i -> i.samples().stream().map(mode::toJmh).toList()).toList();
        Integer perJvm = raw.stream().map(List::size).max(Integer::compare).orElse(null);
        double error = m.error() == null ? Double.NaN : mode.toJmh(m.error());
        double[] confidence = m.low() != null && m.high() != null ? new double[] {mode.toJmh(m.low()), mode.toJmh(m.high())}
            : new double[] {mode.toJmh(m.score()) - error, mode.toJmh(m.score()) + error};
        Metric primary = new Metric(mode.toJmh(m.score()), error, confidence, percentiles(raw), mode.jmhUnit(), raw);
        Map<String, Metric> secondary = new LinkedHashMap<>();
        if (m.allocBytesPerOp() != null) secondary.put("gc.alloc.rate.norm", allocation(m, iterations));
        String version = jvm == null ? null : jvm.version();
        return new Result(jmhVersion, BENCHMARK_CLASS + "." + Op.byId(m.op()).orElseThrow().method(), mode.jmhMode().shortLabel(),
            m.threads(), m.forks(), jvm == null ? null : jvm.path(), version == null ? null : version.split("\\+")[0],
            jvm == null ? null : jvm.vm(), version, perJvm, mode.kind() == MeasureMode.Kind.COUNT ? (int) mode.count() : 1,
            params, primary, secondary);
    }

    /** Bytes allocated per op, JMH's gc.alloc.rate.norm: each measuring JVM's over its iterations. */
    private static Metric allocation(Measurement m, List<Results.Iterations> iterations) {
        List<List<Double>> raw = iterations.stream().filter(i -> i.allocBytesPerOp() != null)
            .map(i -> List.of(i.allocBytesPerOp())).toList();
        return new Metric(m.allocBytesPerOp(), Double.NaN, new double[] {Double.NaN, Double.NaN}, percentiles(raw), "B/op", raw);
    }

    /** JMH's percentiles over every iteration of every JVM, computed as JMH computes them (NaN without any). */
    private static Map<String, Double> percentiles(List<List<Double>> raw) {
        ListStatistics stats = new ListStatistics();
        raw.forEach(jvm -> jvm.forEach(stats::addValue));
        Map<String, Double> percentiles = new LinkedHashMap<>();
        for (double p : PERCENTILES) percentiles.put(String.valueOf(p), stats.getPercentile(p));
        return percentiles;
    }

    private static List<Object> key(Object... parts) {
        return Arrays.asList(parts);
    }
}
