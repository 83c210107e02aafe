package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.annotations.Benchmark;
import serbench.bench.fork.CodecBenchmark;
import serbench.report.ReportWriter;
import serbench.results.Environment;
import serbench.results.Measurement;
import serbench.results.Results;
import serbench.results.ResultsStore;

/**
 * results-jmh.json, read as the tools that read JMH's JSON results read it: github-action-benchmark's {@code jmh} tool
 * (its extractJmhResult) and JMH Visualizer (its parse.js and metric extractors).
 */
class JmhResultsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String FILE = "results-jmh.json";
    /** The percentiles JMH writes, keyed as it writes them. */
    private static final List<String> PERCENTILES =
        List.of("0.0", "50.0", "90.0", "95.0", "99.0", "99.9", "99.99", "99.999", "99.9999", "100.0");
    /** serbench's ops by the names plain JMH gives them on serbench's jar: its benchmark methods. */
    private static final Map<String, String> METHODS = Map.of("build", "build", "ser", "ser", "build+ser", "buildSer",
        "deser", "deser", "deser-read", "deserRead", "roundtrip", "roundtrip");
    private static final String CLASS = "serbench.bench.fork.CodecBenchmark";

    /** ReportTest's made-up run, each figure measured in two JVMs of three iterations. */
    private static Results run() {
        Results r = ReportTest.run();
        r.results.forEach(m -> addIterations(r, m, m.op()));
        return r;
    }

    /** Two JVMs' iterations of the figure (of {@code op}, the one it was measured as), round 1's fastest. */
    private static void addIterations(Results r, Measurement m, String op) {
        for (int round = 1; round <= 2; round++) {
            double s = m.score();
            r.iterations.add(new Results.Iterations(m.jvm(), m.codec(), m.dataset(), op, m.threads(), m.mode(), round,
                List.of(s * (97 + round) / 100, s * (100 + round) / 100, s * 105 / 100),
                m.allocBytesPerOp() == null ? null : m.allocBytesPerOp() + round, null, null));
        }
    }

    private static JsonNode written(Results r, Path dir) throws IOException {
        ReportWriter.writeAll(r, dir, null);
        return JSON.readTree(dir.resolve(FILE).toFile());
    }

    /** github-action-benchmark's view of one JMH result (its BenchmarkResult). */
    record Bench(String name, double value, String unit, String extra) {}

    /**
     * github-action-benchmark's extractJmhResult (src/extract.ts, v1.22.0): the file is an array; a benchmark's name is
     * its {@code benchmark} and, when it has params, {@code " ( " + JSON.stringify(params) + " )"}; its value the
     * primary metric's score and its unit the primary metric's. The action finds a result's previous value by that name.
     */
    private static List<Bench> extractJmhResult(JsonNode json) throws JsonProcessingException {
        assertTrue(json.isArray(), "an array of results, as JMH's -rf json writes");
        List<Bench> benches = new ArrayList<>();
        for (JsonNode b : json) {
            String params = b.has("params") ? " ( " + JSON.writeValueAsString(b.get("params")) + " )" : "";
            JsonNode primary = b.get("primaryMetric");
            assertTrue(primary.get("score").isNumber(), b.toString());
            assertTrue(primary.get("scoreUnit").isTextual(), b.toString());
            JsonNode error = primary.get("scoreError");
            assertTrue(error.isNumber() || error.asText().equals("NaN"), "a number, or NaN as JMH writes it: " + error);
            benches.add(new Bench(b.get("benchmark").asText() + params, primary.get("score").asDouble(),
                primary.get("scoreUnit").asText(), "iterations: " + b.get("measurementIterations") + "\nforks: "
                    + b.get("forks") + "\nthreads: " + b.get("threads")));
        }
        assertFalse(benches.isEmpty(), "the action refuses a file without a result");
        return benches;
    }

    /**
     * What JMH Visualizer reads of each result (parse.js, MetricExtractor.js): the benchmark's class and method from
     * {@code benchmark}, its key within the class the method and {@code key=value} of each param (split again on ' '
     * and '=', so neither may be in a value), the mode (a "sample" mode would need a histogram), threads and forks, the
     * primary metric's score, error, unit and raw data (per fork, the iterations' scores), and the secondary metrics
     * by name with the same parts. Returns the result's key.
     */
    private static String visualizerKey(JsonNode b) {
        String benchmark = b.get("benchmark").asText();
        assertTrue(benchmark.startsWith(CLASS + "."), benchmark);
        StringBuilder key = new StringBuilder(benchmark.substring(benchmark.lastIndexOf('.') + 1));
        b.get("params").fields().forEachRemaining(p -> {
            assertTrue(p.getValue().isTextual(), "params are strings, as JMH writes them: " + p);
            assertFalse(p.getValue().asText().matches(".*[ =].*"), p.toString());
            key.append(' ').append(p.getKey()).append('=').append(p.getValue().asText());
        });
        assertTrue(Set.of("avgt", "thrpt", "ss").contains(b.get("mode").asText()), b.get("mode").toString());
        assertTrue(b.get("threads").isInt() && b.get("threads").asInt() >= 1, b.toString());
        assertTrue(b.get("forks").isInt() && b.get("forks").asInt() >= 1, b.toString());
        assertMetric(b.get("primaryMetric"));
        assertTrue(b.get("secondaryMetrics").isObject(), "Object.keys(benchmark.secondaryMetrics) needs an object");
        b.get("secondaryMetrics").forEach(JmhResultsTest::assertMetric);
        return key.toString();
    }

    private static void assertMetric(JsonNode metric) {
        assertTrue(metric.get("score").isNumber(), metric.toString());
        assertTrue(metric.get("scoreUnit").isTextual(), metric.toString());
        assertEquals(2, metric.get("scoreConfidence").size(), metric.toString());
        List<String> keys = new ArrayList<>();
        metric.get("scorePercentiles").fieldNames().forEachRemaining(keys::add);
        assertEquals(PERCENTILES, keys);
        assertTrue(metric.get("rawData").isArray(), metric.toString());
        metric.get("rawData").forEach(fork -> {
            assertTrue(fork.isArray(), metric.toString());
            fork.forEach(score -> assertTrue(score.isNumber(), metric.toString()));
        });
    }

    /** Reads the file as both tools do; every result has a name of its own in each. */
    private static void readsAsTheTools(JsonNode json) throws JsonProcessingException {
        List<Bench> benches = extractJmhResult(json);
        assertEquals(benches.size(), new HashSet<>(benches.stream().map(Bench::name).toList()).size(),
            "the action finds a result's previous value by its name");
        Set<String> keys = new HashSet<>();
        json.forEach(b -> assertTrue(keys.add(visualizerKey(b)), "the visualizer keeps one result per key: " + b));
    }

    @Test
    void everyFigureIsAJmhResultAsGithubActionBenchmarkAndJmhVisualizerReadIt(@TempDir Path dir) throws Exception {
        Results r = run();
        JsonNode json = written(r, dir);
        assertEquals(r.results.size(), json.size());
        readsAsTheTools(json);
        List<Bench> benches = extractJmhResult(json);
        assertEquals(new Bench(CLASS + ".ser ( {\"codec\":\"protobuf\",\"dataset\":\"tree-0\"} )", 100, "ns/op",
            "iterations: 3\nforks: 2\nthreads: 1"), benches.get(0));
        assertEquals(CLASS + ".deserRead ( {\"codec\":\"protobuf\",\"dataset\":\"tree-0\"} )", benches.get(1).name());

        JsonNode b = json.get(0);
        assertEquals(JSON.readTree("""
            {"jmhVersion": "1.37", "benchmark": "serbench.bench.fork.CodecBenchmark.ser", "mode": "avgt", "threads": 1, "forks": 2,
             "jvm": "/usr/bin/java", "jdkVersion": "17.0.15", "vmName": "OpenJDK 64-Bit Server VM", "vmVersion": "17.0.15+6",
             "measurementIterations": 3, "measurementBatchSize": 1, "params": {"codec": "protobuf", "dataset": "tree-0"}}"""),
            without(b, "primaryMetric", "secondaryMetrics"));
        JsonNode primary = b.get("primaryMetric");
        assertEquals(100, primary.get("score").asDouble());
        assertEquals(2, primary.get("scoreError").asDouble());
        assertEquals(List.of(98.0, 102.0), doubles(primary.get("scoreConfidence")));
        assertEquals("ns/op", primary.get("scoreUnit").asText());
        assertEquals(List.of(List.of(98.0, 101.0, 105.0), List.of(99.0, 102.0, 105.0)), rawData(primary), "each JVM's iterations");
        // over the six iterations as JMH computes them (Apache Commons Math's legacy estimate, p(n+1))
        assertEquals(98, primary.get("scorePercentiles").get("0.0").asDouble(), 1e-9);
        assertEquals(101.5, primary.get("scorePercentiles").get("50.0").asDouble(), 1e-9);
        assertEquals(105, primary.get("scorePercentiles").get("90.0").asDouble(), 1e-9);
        assertEquals(105, primary.get("scorePercentiles").get("100.0").asDouble(), 1e-9);

        JsonNode alloc = b.get("secondaryMetrics").get("gc.alloc.rate.norm");
        assertEquals(64, alloc.get("score").asDouble());
        assertEquals("B/op", alloc.get("scoreUnit").asText());
        assertEquals(List.of(List.of(65.0), List.of(66.0)), rawData(alloc), "each JVM's bytes per op");
    }

    @Test
    void aFigureMeasuredAsAnotherOpHasThatOpsIterations(@TempDir Path dir) throws Exception {
        Results r = ReportTest.run();
        Measurement ser = ReportTest.avgt("user", "protobuf", "ser", 50, 1);
        r.results.clear();
        r.results.add(ser);
        r.results.add(ser.as("build+ser"));
        addIterations(r, ser, "ser");
        JsonNode json = written(r, dir);
        readsAsTheTools(json);
        assertEquals(CLASS + ".buildSer", json.get(1).get("benchmark").asText());
        assertEquals(json.get(0).get("primaryMetric"), json.get(1).get("primaryMetric"));
        assertEquals(2, json.get(1).get("primaryMetric").get("rawData").size());
    }

    @Test
    void modesAreJmhsWithItsUnitsAndAFigureWithoutAnErrorHasNaNAsJmhWrites(@TempDir Path dir) throws Exception {
        Results r = ReportTest.run();
        r.results.clear();
        r.results.add(figure("avgt", 200, null, "ns/op"));
        r.results.add(figure("thrpt", 5e6, 1e5, "ops/s"));
        r.results.add(figure("time:10s", 5e7, 1e6, "ops/10s"));
        r.results.add(figure("count:1000", 0.2, 0.01, "ms/1000 ops"));
        r.results.forEach(m -> addIterations(r, m, m.op()));
        JsonNode json = written(r, dir);
        readsAsTheTools(json);
        assertEquals(List.of("avgt", "thrpt", "thrpt", "ss"), texts(json, "mode"));
        assertEquals(List.of("ns/op", "ops/s", "ops/s", "ms/op"), texts(json, "primaryMetric", "scoreUnit"));
        // fixed time counts the ops of 10 s: JMH's throughput is per second, its raw data too
        assertEquals(5e6, json.get(2).get("primaryMetric").get("score").asDouble(), 1e-6);
        assertEquals(1e5, json.get(2).get("primaryMetric").get("scoreError").asDouble(), 1e-6);
        assertEquals(5e7 * 0.98 / 10, rawData(json.get(2).get("primaryMetric")).get(0).get(0), 1e-6);
        // count:N is JMH's single shot of a batch of N ops, timed whole
        assertEquals(0.2, json.get(3).get("primaryMetric").get("score").asDouble());
        assertEquals(1000, json.get(3).get("measurementBatchSize").asInt());
        // no error: NaN, a string as JMH writes it (JSON has no NaN)
        String text = Files.readString(dir.resolve(FILE));
        JsonNode avgt = json.get(0).get("primaryMetric");
        assertEquals("NaN", avgt.get("scoreError").textValue(), text);
        assertEquals(List.of("NaN", "NaN"), List.of(avgt.get("scoreConfidence").get(0).textValue(),
            avgt.get("scoreConfidence").get(1).textValue()));
        assertFalse(text.matches("(?s).*[:\\[,]\\s*NaN.*"), "no bare NaN, which JSON.parse refuses");
        // one benchmark in four modes: the mode is a param too, so that each has a name of its own in both tools
        assertEquals("avgt", json.get(0).get("params").get("mode").asText());
        assertTrue(json.get(0).get("secondaryMetrics").isEmpty(), "no allocation measured, none written");
    }

    private static Measurement figure(String mode, double score, Double error, String unit) {
        return new Measurement("user", "kryo", "ser", 1, mode, score, error, unit, null, null, "17.0.15", 6, score, score,
            2, error == null ? null : score - error, error == null ? null : score + error, null);
    }

    @Test
    void severalJvmsAreToldApartByAParam(@TempDir Path dir) throws Exception {
        Results r = ReportTest.run();
        r.environment.jvms.add(new Environment.Jvm("21.0.5", "Eclipse Adoptium", "21.0.5+11-LTS", "OpenJDK 64-Bit Server VM",
            "/opt/jdk-21/bin/java"));
        List<Measurement> on21 = r.results.stream().map(m -> m.withJvm("21.0.5")).toList();
        r.results.addAll(on21);
        JsonNode json = written(r, dir);
        readsAsTheTools(json);
        JsonNode last = json.get(json.size() - 1);
        assertEquals("21.0.5", last.get("params").get("jvm").asText());
        assertEquals("21.0.5", last.get("jdkVersion").asText());
        assertEquals("21.0.5+11-LTS", last.get("vmVersion").asText());
        assertEquals("/opt/jdk-21/bin/java", last.get("jvm").asText());
        assertTrue(last.get("primaryMetric").get("rawData").isEmpty(), "no iterations kept: no raw data");
        assertEquals("NaN", last.get("primaryMetric").get("scorePercentiles").get("50.0").textValue());
    }

    /** The example run: every figure a JMH result of the same score, with its JVMs' iterations as raw data. */
    @Test
    void theExampleRunIsOneJmhResultPerFigure(@TempDir Path dir) throws Exception {
        Results r = ResultsStore.load(Path.of("docs/example/results.json"));
        JsonNode json = written(r, dir);
        assertEquals(r.results.size(), json.size());
        readsAsTheTools(json);
        for (int i = 0; i < r.results.size(); i++) {
            Measurement m = r.results.get(i);
            JsonNode b = json.get(i);
            assertEquals(CLASS + "." + METHODS.get(m.op()), b.get("benchmark").asText());
            assertEquals(m.codec(), b.get("params").get("codec").asText());
            assertEquals(m.dataset(), b.get("params").get("dataset").asText());
            assertEquals(m.score(), b.get("primaryMetric").get("score").asDouble());
            assertEquals(m.error(), b.get("primaryMetric").get("scoreError").asDouble());
            assertEquals(m.forks(), b.get("forks").asInt());
            assertEquals(m.allocBytesPerOp(), b.get("secondaryMetrics").get("gc.alloc.rate.norm").get("score").asDouble());
            String op = m.sameAs() == null ? m.op() : m.sameAs();
            List<List<Double>> raw = r.iterations.stream().filter(it -> it.jvm().equals(m.jvm())
                && it.codec().equals(m.codec()) && it.dataset().equals(m.dataset()) && it.op().equals(op))
                .map(Results.Iterations::samples).toList();
            assertFalse(raw.isEmpty(), m.toString());
            assertEquals(raw, rawData(b.get("primaryMetric")), m.toString());
        }
    }

    /** The benchmark names are plain JMH's on serbench's jar: its benchmark class and methods. */
    @Test
    void benchmarkNamesAreThoseOfSerbenchsJmhBenchmarks() {
        assertEquals(CLASS, CodecBenchmark.class.getName());
        Set<String> benchmarks = new HashSet<>();
        for (Method method : CodecBenchmark.class.getMethods()) {
            if (method.isAnnotationPresent(Benchmark.class)) benchmarks.add(method.getName());
        }
        Set<String> expected = new HashSet<>(METHODS.values());
        // the compressors' ops are named as their ids
        expected.addAll(List.of("zstd", "unzstd", "lz4", "unlz4", "snappy", "unsnappy", "gzip", "gunzip", "deflate", "inflate"));
        // and the zero-copy ops too
        expected.addAll(List.of("access", "update"));
        assertEquals(expected, benchmarks);
    }

    private static JsonNode without(JsonNode b, String... fields) {
        var copy = b.deepCopy();
        for (String f : fields) ((com.fasterxml.jackson.databind.node.ObjectNode) copy).remove(f);
        return copy;
    }

    private static List<Double> doubles(JsonNode array) {
        List<Double> values = new ArrayList<>();
        array.forEach(v -> values.add(v.asDouble()));
        return values;
    }

    private static List<List<Double>> rawData(JsonNode metric) {
        List<List<Double>> forks = new ArrayList<>();
        metric.get("rawData").forEach(fork -> forks.add(doubles(fork)));
        return forks;
    }

    private static List<String> texts(JsonNode json, String... path) {
        List<String> values = new ArrayList<>();
        for (JsonNode b : json) {
            JsonNode v = b;
            for (String p : path) v = v.get(p);
            assertNotNull(v, b.toString());
            values.add(v.asText());
        }
        return values;
    }
}
