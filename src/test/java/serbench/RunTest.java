package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.bench.fork.MeasuringTurn;
import serbench.bench.machine.JvmProbe;
import serbench.results.Measurement;
import serbench.results.Results;
import serbench.results.ResultsStore;

/** The run command end to end, with real forked JMH runs under the smoke profile. */
class RunTest {
    private static final List<String> SMALL_RUN = List.of("run", "--profile", "smoke", "--codecs", "protobuf,kryo",
        "--datasets", "user,tree-0");

    /** How long a run in a JVM of its own may go before it counts as hung: far beyond a smoke run on a busy machine. */
    private static final java.time.Duration HUNG = java.time.Duration.ofMinutes(15);

    private static String[] args(Path out, String... extra) {
        List<String> a = new java.util.ArrayList<>(SMALL_RUN);
        a.addAll(List.of("--out", out.toString()));
        a.addAll(List.of(extra));
        return a.toArray(String[]::new);
    }

    @Test
    void smokeRunWritesEveryReportWithEveryFigure(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("r");
        Cli.Result r = Cli.run(args(out, "--alloc", "--time-limit", "1h30m", "--warm-ups-alone"));
        assertEquals(0, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("report: " + out.resolve("report.html")), r.out());
        // kept so old command lines run; smoke, a CI check, measures no allocation
        assertTrue(r.out().contains("serbench: --alloc does nothing now: every profile but smoke measures bytes allocated"
            + " and GC time per op"), r.out());
        assertTrue(r.out().contains("; the run ends within 1h30m00s unless its minimum rounds take longer"), r.out());
        assertTrue(r.out().matches("(?s).*\\[round 1/1, JVM 1/4] .*ETA.*"), r.out());
        for (String f : List.of("report.html", "report.md", "results.json", "results.csv", "results-jmh.json")) {
            assertTrue(Files.size(out.resolve(f)) > 0, f);
        }

        JsonNode json = new ObjectMapper().readTree(out.resolve("results.json").toFile());
        Set<String> codecs = new HashSet<>();
        json.get("codecs").fieldNames().forEachRemaining(codecs::add);
        assertEquals(Set.of("protobuf", "kryo", "memcpy", "manual"), codecs);
        assertEquals("4.36.2", json.get("codecs").get("protobuf").get("version").asText());
        assertTrue(json.get("environment").get("complete").asBoolean());
        assertEquals("smoke", json.get("environment").get("profile").asText());
        assertEquals(5400, json.get("settings").get("time_limit_seconds").asDouble(), "kept for --resume");
        assertFalse(json.get("environment").has("idle_cpus"), "smoke, a CI check, leaves the CPUs idle and says nothing");
        assertTrue(json.get("environment").get("cores").asInt() > 0);
        assertFalse(json.get("environment").get("jvms").get(0).get("path").asText().isEmpty());

        Results results = ResultsStore.load(out.resolve("results.json"));
        assertEquals(4 * 2 * 4, results.results.size(), "codecs x data sets x ops");
        results.results.forEach(m -> {
            assertTrue(m.score() > 0, m.toString());
            assertNotNull(m.error(), m.toString());
            assertNull(m.allocBytesPerOp(), m.toString());
            assertNull(m.gcNanosPerOp(), m.toString());
            assertEquals("ns/op", m.unit());
        });
        assertFalse(json.get("results").get(0).has("alloc_bytes_per_op"));
        // every figure a JMH result, read as JmhResultsTest reads it
        JsonNode jmh = new ObjectMapper().readTree(out.resolve("results-jmh.json").toFile());
        assertEquals(results.results.size(), jmh.size());
        for (int i = 0; i < jmh.size(); i++) {
            assertEquals(results.results.get(i).score(), jmh.get(i).get("primaryMetric").get("score").asDouble());
            assertFalse(jmh.get(i).get("primaryMetric").get("rawData").isEmpty(), jmh.get(i).toString());
        }
        assertEquals(4 * 2, results.sizes.size());
        assertTrue(results.failures.isEmpty(), results.failures.toString());

        String csv = Files.readString(out.resolve("results.csv"));
        assertEquals(1 + 32, csv.lines().count());
        String html = Files.readString(out.resolve("report.html"));
        assertTrue(html.contains("<svg"), "charts");

        // a finished run is never rewritten by --resume
        long written = Files.getLastModifiedTime(out.resolve("results.json")).toMillis();
        Cli.assertUsageError(Cli.run("run", "--resume", out.toString()), "that run is finished", "serbench report");
        // a run's directory or its results.json, alike
        Cli.assertUsageError(Cli.run("run", "--resume", out.resolve("results.json").toString()), "that run is finished");
        assertEquals(written, Files.getLastModifiedTime(out.resolve("results.json")).toMillis());
        String md = Files.readString(out.resolve("report.md"));
        assertTrue(md.contains("protobuf"));
        assertTrue(md.contains("This is a smoke run, a CI check"), md);
        assertTrue(md.contains(", time limit 90 min |"), md);
        assertTrue(md.lines().anyMatch(l -> l.matches("\\| protobuf \\| (\\*\\*)?~[0-9].*") && !l.contains(" ± ")), md);
        assertTrue(json.get("environment").get("machine_check").get("spread_percent").asDouble() >= 0);
        // UTF-8 as the default charset, whatever the locale: serbench's own, and every measuring JVM's by its option
        assertEquals("UTF-8", json.get("environment").get("charset").asText());
        assertTrue(md.contains("| default charset | UTF-8, in serbench and every JVM it started |"), md);
        try (var logs = Files.list(out.resolve("logs"))) {
            for (Path log : logs.toList()) {
                assertTrue(Files.readString(log).contains(DefaultCharset.OPTION), log.toString());
                // asked to run alone from start to end, no JVM waited for a turn
                assertFalse(Files.readString(log).contains(MeasuringTurn.WARM), log.toString());
            }
        }
        assertFalse(json.get("settings").has("warm_ups"), json.get("settings").toString());
        assertFalse(md.contains("| measuring JVMs |"), md);
    }

    /** The default profile: every figure from two JVMs, measured in rounds, the raw iterations kept. */
    @Test
    void quickRunMeasuresTheMatrixInRoundsOfJvms(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("r");
        Cli.Result r = Cli.run("run", "--codecs", "protobuf", "--datasets", "user-small", "--ops", "ser", "--out", out.toString());
        assertEquals(0, r.status(), r.out() + r.err());
        Results results = ResultsStore.load(out.resolve("results.json"));
        // protobuf, manual and memcpy: all three once, then all three again, then only the wide ones
        List<Integer> rounds = results.forks.stream().map(Results.ForkRun::round).toList();
        assertEquals(List.of(1, 1, 1, 2, 2, 2), rounds.subList(0, 6), rounds.toString());
        assertTrue(rounds.stream().skip(6).allMatch(k -> k >= 3), rounds.toString());
        // what each JVM spent on further slices is kept, as a part of its time
        assertTrue(results.forks.stream().allMatch(f -> f.extraSliceSeconds() >= 0 && f.extraSliceSeconds() < f.seconds()),
            results.forks.toString());
        // by default two JVMs warm up at once, and each measures alone, in its turn, then lingers until the next start
        assertTrue(results.settings.warmUpsSideBySide(), results.settings.toString());
        for (Results.ForkRun f : results.forks) {
            String log = Files.readString(out.resolve("logs/" + f.jvm() + "-avgt-" + f.codecs().get(0) + "-user-small-round" + f.round() + ".log"));
            assertTrue(log.contains(MeasuringTurn.WARM + "\n# serbench: measuring alone from here (waited "), log);
            assertTrue(log.contains(MeasuringTurn.MEASURED), log);
        }
        assertTrue(Files.readString(out.resolve("report.md")).contains("| measuring JVMs | one measuring at a time, alone; two"
            + " warming up at once"), Files.readString(out.resolve("report.md")));
        assertEquals(3, results.results.size());
        // every profile but smoke measures allocation and GC per op; memcpy's ser allocates its copy
        results.results.forEach(m -> {
            assertNotNull(m.allocBytesPerOp(), m.toString());
            assertTrue(m.gcNanosPerOp() != null && m.gcNanosPerOp() >= 0, m.toString());
        });
        assertTrue(results.results.stream().anyMatch(m -> m.codec().equals("memcpy") && m.allocBytesPerOp() > 16), results.results.toString());
        assertFalse(results.environment.collectors.isEmpty(), "the measuring JVMs' collector is named");
        assertTrue(results.environment.heap.contains("-Xmx1g"), results.environment.heap);
        assertTrue(Files.readString(out.resolve("results.csv")).startsWith(serbench.report.ReportWriter.CSV_HEADER + "\n"));
        assertTrue(Files.readString(out.resolve("results.csv")).contains(",gc_nanos_per_op,same_as,same_bytes\n"));
        assertTrue(Files.readString(out.resolve("report.md")).contains("| GC ns/op (ser) |"));
        // the run's typical spread between two JVMs is kept, and no interval is narrower on either side than it leaves for
        // the figure's JVMs (times √(2/k))
        double spread = results.environment.jvmSpreadPercent / 100;
        assertTrue(spread >= 0, results.environment.jvmSpreadPercent.toString());
        assertTrue(r.out().contains("serbench: spread between JVMs: "), r.out());
        assertTrue(r.out().matches("(?s).*serbench: (warning: )?median error ±[0-9.]+%; [0-9]+ of 1 codec figures.*"), r.out());
        // the tests' class path holds directories: the measuring JVMs load every class from it
        assertTrue(r.out().contains("class data sharing on " + results.environment.jvms.get(0).id() + ": off, the class path"
            + " holds a directory"), r.out());
        for (var m : results.results) {
            assertTrue(m.forks() >= 2, m.toString());
            assertTrue(m.low() <= m.score() && m.score() <= m.high(), m.toString());
            // the kept spread is rounded to 0.1%
            double floor = (spread - 0.0006) * Math.sqrt(2.0 / m.forks());
            assertTrue(m.score() - m.low() >= m.score() * floor && m.high() - m.score() >= m.score() * floor, m.toString());
            // every JVM makes the figure, in its threads' CPU time, the figure as timed by the clock kept beside it
            long jvms = results.iterations.stream().filter(i -> i.codec().equals(m.codec())).count();
            assertEquals(jvms, m.forks(), m.toString());
            assertNotNull(m.raw(), m.toString());
            assertTrue(m.raw() >= m.score() * 0.999, m.toString());
        }
        assertTrue(r.out().contains("[round 2/2, JVM 6/6]"), r.out());
        assertTrue(r.out().contains("serbench: machine check:"), r.out());
        assertNotNull(results.environment.referenceNanos);
        assertTrue(results.iterations.stream().allMatch(i -> i.canaries() != null && i.canaries().size() == i.samples().size()),
            "a reference reading before every iteration");
    }

    @Test
    void resumeRunsOnlyWhatIsMissing(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("r");
        assertEquals(0, Cli.run(args(out)).status());
        Results full = ResultsStore.load(out.resolve("results.json"));
        // as an interrupted run leaves it: kryo not measured yet, no end, no reports
        Results partial = ResultsStore.load(out.resolve("results.json"));
        partial.results.removeIf(m -> m.codec().equals("kryo"));
        partial.forks.removeIf(f -> f.codecs().contains("kryo"));
        partial.iterations.removeIf(i -> i.codec().equals("kryo"));
        partial.environment.complete = false;
        partial.environment.end = null;
        ResultsStore.save(partial, out.resolve("results.json"));
        Files.delete(out.resolve("report.html"));

        Cli.Result r = Cli.run("run", "--resume", out.toString());
        assertEquals(0, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("resuming: 3 of the 4 measuring JVMs of the first 1 round already ran"), r.out());
        assertEquals(1, r.out().lines().filter(l -> l.startsWith("[round")).count(), r.out());
        Results resumed = ResultsStore.load(out.resolve("results.json"));
        assertTrue(resumed.environment.complete);
        assertEquals(full.results.size(), resumed.results.size());
        assertTrue(Files.exists(out.resolve("report.html")));
    }

    /** A run killed half-way keeps its finished results, writes no report, and resumes to the end. */
    @Test
    void interruptedRunKeepsFinishedResultsAndResumes(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("r");
        List<String> command = new java.util.ArrayList<>(List.of(JvmProbe.current().toString(), "-cp",
            System.getProperty("java.class.path"), "serbench.cli.Main"));
        command.addAll(List.of(args(out)));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(dir.resolve("log").toFile()).start();
        Path json = out.resolve("results.json");
        // until its first figures are saved, however long a busy machine makes that (HUNG only bounds a hung run)
        long deadline = System.nanoTime() + HUNG.toNanos();
        while (System.nanoTime() < deadline && p.isAlive()
               && (!Files.exists(json) || ResultsStore.load(json).results.isEmpty())) {
            Thread.sleep(100);
        }
        assertTrue(p.isAlive(), "the run finished before it could be interrupted: " + Files.readString(dir.resolve("log")));
        p.destroy(); // SIGTERM, as Ctrl-C or a CI timeout would
        assertTrue(p.waitFor(HUNG.toSeconds(), TimeUnit.SECONDS));

        Results partial = ResultsStore.load(json);
        assertFalse(partial.environment.complete);
        assertFalse(partial.results.isEmpty());
        assertTrue(partial.results.size() < 32, "interrupted before the end");
        assertFalse(Files.exists(out.resolve("report.html")), "no report from an unfinished run");
        assertTrue(Files.readString(dir.resolve("log")).contains("--resume " + out), Files.readString(dir.resolve("log")));

        Cli.Result r = Cli.run("run", "--resume", out.toString());
        assertEquals(0, r.status(), r.out() + r.err());
        assertEquals(32, ResultsStore.load(json).results.size());
    }

    /** A run that fails half-way (here: its results file became a directory) says why, not "interrupted". */
    @Test
    void aRunThatFailsSaysWhyAndDoesNotOfferToResume(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("r");
        List<String> command = new java.util.ArrayList<>(List.of(JvmProbe.current().toString(), "-cp",
            System.getProperty("java.class.path"), "serbench.cli.Main"));
        command.addAll(List.of(args(out)));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(dir.resolve("log").toFile()).start();
        Path json = out.resolve("results.json");
        long deadline = System.nanoTime() + HUNG.toNanos();
        boolean broken = false;
        while (!broken && System.nanoTime() < deadline && p.isAlive()) {
            try {
                if (Files.exists(json) && !ResultsStore.load(json).results.isEmpty()) {
                    Files.delete(json);
                    Files.createDirectories(json.resolve("in-the-way"));
                    broken = true;
                }
            } catch (java.io.IOException racedWithASave) {
                // the run saved between our steps: try again
            }
            Thread.sleep(20);
        }
        assertTrue(broken, "the run finished before it could be broken: " + Files.readString(dir.resolve("log")));
        assertTrue(p.waitFor(HUNG.toSeconds(), TimeUnit.SECONDS));
        String log = Files.readString(dir.resolve("log"));
        assertNotEquals(0, p.exitValue(), log);
        assertFalse(log.contains("interrupted"), log);
        assertFalse(log.contains("--resume"), log);
    }

    @Test
    void reportRebuildsTheReportsFromTheJson(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("r");
        assertEquals(0, Cli.run("run", "--profile", "smoke", "--codecs", "protobuf", "--datasets", "user",
            "--out", out.toString()).status());
        String before = Files.readString(out.resolve("report.md"));
        Files.delete(out.resolve("report.md"));
        Files.delete(out.resolve("report.html"));
        Cli.Result r = Cli.run("report", out.resolve("results.json").toString());
        assertEquals(0, r.status(), r.err());
        assertEquals(before, Files.readString(out.resolve("report.md")));
        assertTrue(Files.exists(out.resolve("report.html")));
        Files.delete(out.resolve("report.md"));
        Cli.Result fromDirectory = Cli.run("report", out.toString());
        assertEquals(0, fromDirectory.status(), fromDirectory.err());
        assertEquals(before, Files.readString(out.resolve("report.md")));
    }

    /**
     * --all-aspects: the like-for-like ops and zstd's and lz4's two each (not on the baselines), the four matrices
     * (cross-language where Python is here) and first calls, all in one results file and report.
     */
    @Test
    void allAspectsMeasureEveryAspectOfTheScorecard(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("r");
        Cli.Result r = Cli.run("run", "--profile", "smoke", "--codecs", "protobuf", "--datasets", "user", "--all-aspects",
            "--out", out.toString());
        assertEquals(0, r.status(), r.out() + r.err());
        Results results = ResultsStore.load(out.resolve("results.json"));
        assertEquals(List.of("build+ser", "deser-read", "zstd", "unzstd", "lz4", "unlz4"), results.settings.plans().get(0).ops());
        assertEquals(java.util.Set.of("build+ser", "deser-read", "zstd", "unzstd", "lz4", "unlz4"), results.results.stream()
            .filter(m -> m.codec().equals("protobuf")).map(Measurement::op).collect(java.util.stream.Collectors.toSet()));
        assertTrue(results.results.stream().filter(m -> !m.codec().equals("protobuf")).allMatch(m -> m.op().equals("build+ser")
            || m.op().equals("deser-read")), "a baseline's bytes are not compressed");
        assertNotNull(results.safety);
        assertNotNull(results.evolution);
        assertTrue(results.settings.platform());
        assertTrue(results.platform.stream().anyMatch(c -> c.codec().equals("protobuf")), "the platform matrix");
        assertEquals(2, results.settings.firstCall());
        assertEquals(2, results.firstCall.samples().stream().filter(x -> x.codec().equals("protobuf")).count());
        assertTrue(results.interop != null || r.out().contains("serbench: --all-aspects without the cross-language matrix: "), r.out());
        assertTrue(r.out().indexOf("serbench: first call: ") < r.out().indexOf("serbench: machine check: "), "first calls, then rounds");
        // the class data archive is ready before the safety matrix, whose JVMs map it
        assertTrue(r.out().indexOf("serbench: class data sharing on ") < r.out().indexOf("serbench: safety matrix"), r.out());
        String md = Files.readString(out.resolve("report.md"));
        for (String section : List.of("## Compression", "## Scorecard", "## Safety", "## Schema evolution", "## Platform", "## First call")) {
            assertTrue(md.contains("\n" + section + "\n"), section);
        }
        // the codec's JVM and its compressors' JVM each keep a log
        String jvm = results.environment.jvms.get(0).id();
        assertTrue(Files.readString(out.resolve("logs/" + jvm + "-avgt-protobuf-user-round1.log")).contains("user deser-read: "));
        assertTrue(Files.readString(out.resolve("logs/" + jvm + "-avgt-protobuf-user-compressors-round1.log")).contains("user unlz4: "));
    }

    /**
     * The compressors time a codec's bytes, never a baseline's: --compressors on the baselines alone would time nothing,
     * and said nothing; refused, naming them, before anything runs (issue 61, D23).
     */
    @Test
    void compressorsOnTheBaselinesAloneAreRefused(@TempDir Path dir) {
        Path out = dir.resolve("r");
        for (String baselines : List.of("memcpy", "manual,memcpy")) {
            Cli.assertUsageError(Cli.run("run", "--profile", "smoke", "--codecs", baselines, "--datasets", "user-small",
                "--compressors", "zstd", "--out", out.toString()), "--compressors time a codec's bytes, not the baselines' ("
                + baselines.replace(",", ", ") + ", which --codecs names alone): name a codec too");
        }
        assertFalse(Files.exists(out), "nothing written");
    }

    @Test
    void badRunFlagsAreOneLineUsageErrors(@TempDir Path dir) {
        Cli.assertUsageError(Cli.run("run", "--ops", "ser,fly"), "unknown op 'fly'", "deser-read");
        Cli.assertUsageError(Cli.run("run", "--ops", "zstd"), "unknown op 'zstd'", "deser-read");
        Cli.assertUsageError(Cli.run("run", "--compressors", "zip"), "unknown compressor 'zip'", "zstd, lz4, snappy");
        Cli.assertUsageError(Cli.run("run", "--compressors", "all,zstd"), "--compressors all", "alone");
        Cli.assertUsageError(Cli.run("run", "--preset", "dns", "--compressors", "zstd"), "drop --compressors");
        Cli.assertUsageError(Cli.run("run", "--all-aspects", "--first-call", "0"), "--first-call 0: give 1 to 100 fresh JVMs");
        Cli.assertUsageError(Cli.run("run", "--mode", "count:lots"), "invalid mode 'count:lots'", "count:N");
        Cli.assertUsageError(Cli.run("run", "--mode", "time:0s"), "invalid mode");
        Cli.assertUsageError(Cli.run("run", "--mode", "time:99999999999999999999"), "mode 'time:99999999999999999999' is too large",
            "at most 2,147,483,647 s");
        Cli.assertUsageError(Cli.run("run", "--mode", "count:2147483648"), "is too large", "at most 2,147,483,647 ops");
        Cli.assertUsageError(Cli.run("run", "--profile", "turbo"), "invalid profile 'turbo'", "smoke, quick, full");
        Cli.assertUsageError(Cli.run("run", "--forks", "1"), "--forks takes 2 to 20 measuring JVMs per pair, got 1");
        Cli.assertUsageError(Cli.run("run", "--forks", "many"), "many");
        Cli.assertUsageError(Cli.run("run", "--profile", "smoke", "--forks", "4"), "the smoke profile measures one JVM per codec");
        Cli.assertUsageError(Cli.run("run", "--threads", "0"), "--threads");
        Cli.assertUsageError(Cli.run("run", "--threads", "two"), "two");
        Cli.assertUsageError(Cli.run("run", "--time-limit", "10min"), "--time-limit '10min' is no duration", "1h30m");
        Cli.assertUsageError(Cli.run("run", "--time-limit", "0s"), "--time-limit must be positive");
        Cli.assertUsageError(Cli.run("run", "--lanes", "0"), "--lanes must be positive, got 0");
        Cli.assertUsageError(Cli.run("run", "--lanes", "1000"), "--lanes 1000 needs a CPU per lane");
        Cli.assertUsageError(Cli.run("run", "--lanes", "2", "--threads", "1,2"), "--lanes 2 pins each measuring JVM to one CPU");
        Cli.assertUsageError(Cli.run("run", "--jvm", "/no/such/jdk"), "/no/such/jdk", "not a JDK home");
        Cli.assertUsageError(Cli.run("run", "--codecs", "protobuf,gzip"), "unknown codec 'gzip'");
        Cli.assertUsageError(Cli.run("run", "--datasets", "all,user"), "--datasets all", "alone");
        Cli.assertUsageError(Cli.run("run", "--resume", dir.toString()), "no results.json");
        Cli.assertUsageError(Cli.run("run", "--resume", dir.toString(), "--codecs", "kryo"), "--resume", "--codecs");
        Cli.assertUsageError(Cli.run("run", "--preset", "benchmarks-game"), "unknown preset", "object-size");
        Cli.assertUsageError(Cli.run("run", "--preset", "dns", "--mode", "avgt"), "--preset", "--mode");
        Cli.assertUsageError(Cli.run("report", dir.resolve("nothing.json").toString()), "no results file");
        Cli.assertUsageError(Cli.run("run", "--shard", "1/99999"), "the shard count N must be between 1 and 1000, got 99999");
        // were these accepted, --first-call 0 (checked next) would stop them before anything runs
        Path out = dir.resolve("refused");
        Cli.assertUsageError(Cli.run("run", "--mode", "time:86400", "--profile", "smoke", "--codecs", "protobuf", "--datasets", "user",
            "--first-call", "0", "--out", out.toString()), "--mode time:86400s", "take 864h, more than any run may take (168h)");
        Cli.assertUsageError(Cli.run("run", "--mode", "time:60", "--codecs", "protobuf", "--datasets", "user", "--time-limit", "10m",
            "--first-call", "0", "--out", out.toString()), "more than --time-limit 10m");
        Cli.assertUsageError(Cli.run("run", "--shard", "4/4", "--profile", "smoke", "--codecs", "protobuf", "--datasets", "user",
            "--first-call", "0", "--out", out.toString()), "--shard 4/4 has nothing to measure", "at most 3 shards");
        assertTrue(Files.notExists(out));
    }

    /** Saved settings that a new run would refuse (an edited or foreign results.json) are refused by --resume too. */
    @Test
    void resumeRefusesSettingsANewRunWouldRefuse(@TempDir Path dir) throws Exception {
        String java = JvmProbe.current().toString();
        java.util.function.BiFunction<String, java.util.function.Consumer<Results>, Path> saved = (name, edit) -> {
            Results r = new Results();
            r.environment.serbenchVersion = serbench.SerbenchVersion.current();
            r.environment.jvms.add(new serbench.results.Environment.Jvm("17", "vendor", "17", "vm", java));
            r.settings = new Results.Settings("smoke", false, List.of(java), List.of(new Results.Plan(List.of("protobuf"),
                List.of("user"), List.of("ser"), List.of(1), "avgt")));
            edit.accept(r);
            try {
                ResultsStore.save(r, dir.resolve(name).resolve("results.json"));
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            return dir.resolve(name);
        };
        Results.Plan plan = new Results.Plan(List.of("protobuf"), List.of("user"), List.of("ser"), List.of(1), "avgt");
        java.util.Map<Path, String> cases = new java.util.LinkedHashMap<>();
        cases.put(saved.apply("codec", r -> r.settings = new Results.Settings("smoke", false, List.of(java),
            List.of(new Results.Plan(List.of("protobuf", "gzip"), plan.datasets(), plan.ops(), plan.threads(), plan.mode())))),
            "unknown codec 'gzip'");
        cases.put(saved.apply("threads", r -> r.settings = new Results.Settings("smoke", false, List.of(java),
            List.of(new Results.Plan(plan.codecs(), plan.datasets(), plan.ops(), List.of(-3), plan.mode())))), "--threads -3");
        cases.put(saved.apply("jvm", r -> r.settings = new Results.Settings("smoke", false, List.of("/no/such/java"),
            List.of(plan))), "/no/such/java");
        cases.put(saved.apply("version", r -> r.environment.serbenchVersion = "0.0.1"), "serbench 0.0.1");
        cases.put(saved.apply("profile", r -> r.settings = new Results.Settings("TURBO", false, List.of(java),
            List.of(plan))), "invalid profile 'TURBO'");
        cases.put(saved.apply("first-call", r -> r.settings = new Results.Settings("smoke", false, List.of(java), List.of(plan),
            List.of(), false, false, false, null, false, null, 0, null, false, null)), "--first-call 0");
        cases.put(saved.apply("forks", r -> r.settings = new Results.Settings("quick", false, List.of(java), List.of(plan),
            List.of(), false, false, false, null, false, null, null, null, false, 40)), "--forks takes 2 to 20 measuring JVMs per pair, got 40");
        for (var c : cases.entrySet()) {
            String before = Files.readString(c.getKey().resolve("results.json"));
            Cli.assertUsageError(Cli.run("run", "--resume", c.getKey().toString()), "--resume " + c.getKey(), c.getValue(),
                "start a new run");
            assertEquals(before, Files.readString(c.getKey().resolve("results.json")));
            assertEquals(List.of("results.json"), Files.list(c.getKey()).map(p -> p.getFileName().toString()).toList());
        }
    }

    /** A --jvm that runs but prints no Java version is refused in one line before anything is written. */
    @Test
    void aJvmThatPrintsNoVersionIsRefused(@TempDir Path dir) throws Exception {
        Path fake = Files.writeString(dir.resolve("java"), "#!/bin/sh\necho hello\n");
        Files.setPosixFilePermissions(fake, java.nio.file.attribute.PosixFilePermissions.fromString("rwx------"));
        Cli.assertUsageError(Cli.run(args(dir.resolve("r"), "--jvm", fake.toString())), fake.toString(),
            "printed no Java version");
        assertFalse(Files.exists(dir.resolve("r")));
    }

    @Test
    void aRunDirectoryIsNeverOverwritten(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("results.json"), "{}");
        Cli.assertUsageError(Cli.run("run", "--profile", "smoke", "--codecs", "protobuf", "--datasets", "user", "--out",
            dir.toString()), "already holds a run", "--resume");
        assertEquals("{}", Files.readString(dir.resolve("results.json")));
    }

    /**
     * A run's folder holds that run alone: a run, a first-call measurement or a merge with its --out inside another
     * run's folder, its logs/ too, is refused in one line, and nothing is written there (issue 61, D14).
     */
    @Test
    void anOutInsideAnotherRunsFolderIsRefused(@TempDir Path dir) throws Exception {
        Path other = dir.resolve("other");
        ResultsStore.save(ReportTest.run(), other.resolve(ResultsStore.FILE));
        Files.createDirectories(other.resolve("logs"));
        Path part = dir.resolve("part");
        ResultsStore.save(ReportTest.run(), part.resolve(ResultsStore.FILE));
        for (Path out : List.of(other.resolve("logs"), other.resolve("new").resolve("deeper"))) {
            String refused = "--out " + out + " is inside the run in " + other;
            // the smallest of each: a command let through measures for seconds, then fails the test
            Cli.assertUsageError(Cli.run("run", "--profile", "smoke", "--codecs", "manual", "--datasets", "user-small", "--out",
                out.toString()), refused);
            Cli.assertUsageError(Cli.run("first-call", "--jvms", "1", "--codecs", "manual", "--datasets", "user-small", "--out",
                out.toString()), refused);
            Cli.assertUsageError(Cli.run("merge", "--out", out.toString(), part.toString()), refused);
        }
        assertEquals(List.of("logs", ResultsStore.FILE), Files.list(other).map(p -> p.getFileName().toString()).sorted().toList());
        assertEquals(List.of(), Files.list(other.resolve("logs")).toList());
    }

    /** Two runs at once would spoil each other: the second is refused in one line and writes nothing. */
    @Test
    void secondRunAtOnceIsRefused(@TempDir Path dir) throws Exception {
        try (serbench.bench.run.RunLock held = serbench.bench.run.RunLock.acquire()) {
            Cli.assertUsageError(Cli.run(args(dir.resolve("r"))), "another serbench run", "wait for it to end");
        }
        assertFalse(Files.exists(dir.resolve("r")), "nothing written");
    }

    /**
     * A directory where the lock goes that another user planted (here: a link to one of theirs) refuses the run in
     * one line; nothing is written, there or in the run's directory.
     */
    @Test
    void aPlantedLockDirectoryRefusesTheRun(@TempDir Path dir) throws Exception {
        Path tmp = Files.createDirectories(dir.resolve("tmp")), theirs = Files.createDirectories(dir.resolve("theirs"));
        Files.createSymbolicLink(tmp.resolve("serbench-" + new com.sun.security.auth.module.UnixSystem().getUid()), theirs);
        String before = System.setProperty("java.io.tmpdir", tmp.toString());
        try {
            Cli.assertUsageError(Cli.run(args(dir.resolve("r"))), "is a link, so serbench cannot keep its run lock there",
                "-Djava.io.tmpdir=DIR");
        } finally {
            System.setProperty("java.io.tmpdir", before);
        }
        assertFalse(Files.exists(dir.resolve("r")), "nothing written");
        try (var left = Files.list(theirs)) {
            assertEquals(0, left.count());
        }
    }

    /** A pair that failed (here: as if it lost JMH's lock to another run) is measured again by --resume. */
    @Test
    void resumeRetriesFailedPairs(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("r");
        assertEquals(0, Cli.run(args(out)).status());
        Path json = out.resolve("results.json");
        Results r = ResultsStore.load(json);
        int figures = r.results.size();
        r.environment.complete = false;
        r.results.removeIf(m -> m.codec().equals("kryo"));
        r.iterations.removeIf(i -> i.codec().equals("kryo"));
        r.forks.removeIf(f -> f.codecs().contains("kryo"));
        r.settings.plans().get(0).datasets().forEach(d -> r.failures.add(new Results.Failure(r.environment.jvms.get(0).id(), d, "kryo",
            "Another JMH instance might be running")));
        ResultsStore.save(r, json);

        Cli.Result resumed = Cli.run("run", "--resume", out.toString());
        assertEquals(0, resumed.status(), resumed.out() + resumed.err());
        assertTrue(resumed.out().contains("trying the 2 failed figure(s) again"), resumed.out());
        Results after = ResultsStore.load(json);
        assertTrue(after.failures.isEmpty(), after.failures.toString());
        assertEquals(figures, after.results.size());
    }
}
