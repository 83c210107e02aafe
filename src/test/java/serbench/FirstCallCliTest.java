package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.bench.machine.JvmProbe;
import serbench.results.FirstCall;
import serbench.results.FirstCallFigures;
import serbench.results.Results;
import serbench.results.ResultsStore;

/** 'serbench first-call' end to end, in real fresh JVMs, and its usage errors. */
class FirstCallCliTest {
    @Test
    void measuresEachPairInFreshJvmsAndSaysWhyAPairHasNoFigures(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("fc");
        Cli.Result r = Cli.run("first-call", "--codecs", "manual,gson", "--datasets", "edge-cases", "--jvms", "2", "--out", out.toString());
        assertEquals(0, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("[first-call 2/2] manual x edge-cases, JVM 2: bind "), r.out());
        // each line ends with the time so far and when the first calls end; the last one ends them
        List<String> lines = r.out().lines().filter(l -> l.startsWith("[first-call ")).toList();
        assertEquals(2, lines.stream().filter(l -> l.matches(".* \\| \\S+ elapsed, first calls ETA \\S+")).count(), r.out());
        assertTrue(lines.get(1).endsWith(" first calls ETA 0s"), r.out());
        for (String f : List.of("results.json", "results.csv", "report.md", "report.html")) assertTrue(Files.isRegularFile(out.resolve(f)), f);

        Results results = ResultsStore.load(out.resolve("results.json"));
        FirstCall fc = results.firstCall;
        assertEquals(2, fc.jvms());
        assertEquals(List.of(1, 2), fc.samples().stream().map(FirstCall.Sample::jvm).toList());
        for (FirstCall.Sample s : fc.samples()) {
            assertEquals("manual", s.codec());
            assertTrue(s.bindNanos() > 0, "binding takes time: " + s);
            assertTrue(s.classesLoaded() > 0, "the codec's classes are loaded in the measured calls: " + s);
            assertEquals(FirstCallFigures.OPS, s.ops().stream().map(FirstCall.OpStart::op).toList());
            for (FirstCall.OpStart o : s.ops()) {
                assertTrue(o.warmNanos() > 0 && o.warmNanos() < 100_000, "a warm call of the hand-written codec is fast: " + o);
                assertTrue(o.firstNanos() > o.warmNanos(), "the first call is the slowest: " + o);
                assertTrue(o.reached() && o.callsToWarm() > 1, "it got within 2x of warm, after its first call: " + o);
                assertTrue(o.nanosToWarm() >= o.firstNanos(), "the time to warm includes the first call: " + o);
            }
        }
        assertEquals(List.of(new FirstCall.Failure("gson", "edge-cases", 0,
            "unsupported: Gson with its defaults refuses NaN and infinities, which JSON has no number for")), fc.failures());

        String md = Files.readString(out.resolve("report.md"));
        assertTrue(md.contains("| _manual_ | "), md);
        assertTrue(md.contains("- `gson` × `edge-cases`: unsupported: Gson with its defaults refuses NaN"), md);
        JsonNode json = ResultsStore.JSON.readTree(out.resolve("results.json").toFile());
        assertTrue(json.get("first_call").get("samples").get(0).get("ops").get(0).has("calls_to_warm"), json.toString());
        assertEquals(1 + FirstCallFigures.Metric.values().length, Files.readAllLines(out.resolve("results.csv")).size());

        // 'serbench report' rebuilds the same reports from results.json
        Files.delete(out.resolve("report.md"));
        assertEquals(0, Cli.run("report", out.toString()).status());
        assertEquals(md, Files.readString(out.resolve("report.md")));
    }

    @Test
    void badInputIsAUsageErrorThatWritesNothing(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("never");
        Cli.assertUsageError(Cli.run("first-call", "--jvms", "0", "--out", out.toString()), "--jvms 0", "1 to 100");
        Cli.assertUsageError(Cli.run("first-call", "--jvms", "many", "--out", out.toString()), "--jvms");
        Cli.assertUsageError(Cli.run("first-call", "--codecs", "nope", "--out", out.toString()), "unknown codec 'nope'");
        Cli.assertUsageError(Cli.run("first-call", "--datasets", "nope", "--out", out.toString()), "unknown data set 'nope'");
        Cli.assertUsageError(Cli.run("first-call", "--type", "a.B", "--out", out.toString()), "--type needs --classpath");
        Cli.assertUsageError(Cli.run("run", "--first-call", "0", "--out", out.toString()), "--first-call 0", "1 to 100");
        assertFalse(Files.exists(out), "nothing written");
        Path used = Files.createDirectories(dir.resolve("used"));
        Files.writeString(used.resolve("results.json"), "{}");
        Cli.assertUsageError(Cli.run("first-call", "--out", used.toString()), "already holds results");
    }

    /**
     * Starts serbench with {@code args} in a JVM of its own and stops it (SIGTERM, as Ctrl-C or a CI timeout would) once
     * its results.json holds {@code jvms} first-call JVMs; returns what it printed.
     */
    private static String interruptedAfter(int jvms, Path dir, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(JvmProbe.current().toString(), "-cp", System.getProperty("java.class.path"),
            "serbench.cli.Main"));
        command.addAll(List.of(args));
        Path log = Files.createTempFile(dir, "serbench", ".log");
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        Path json = Path.of(args[List.of(args).indexOf("--out") + 1]).resolve("results.json");
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (System.nanoTime() < deadline && p.isAlive() && firstCallJvms(json) < jvms) Thread.sleep(100);
        assertTrue(p.isAlive(), "it ended before it could be interrupted: " + Files.readString(log));
        p.destroy();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        return Files.readString(log);
    }

    /** The first-call JVMs a results file holds so far (0 while it is missing or being replaced). */
    private static int firstCallJvms(Path json) {
        try {
            Results r = ResultsStore.load(json);
            return r.firstCall == null ? 0 : r.firstCall.samples().size() + r.firstCall.failures().size();
        } catch (IOException notYet) {
            return 0;
        }
    }

    /** Interrupted, 'serbench first-call' keeps the JVMs it finished, writes their report, and --resume ends it. */
    @Test
    void anInterruptedMeasurementKeepsItsJvmsAndResumes(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("fc");
        String log = interruptedAfter(1, dir, "first-call", "--codecs", "manual", "--datasets", "user-small", "--jvms", "5",
            "--out", out.toString());
        assertTrue(log.contains("serbench: interrupted; finished results are kept in " + out.resolve("results.json")
            + "; the report of what is done: " + out.resolve("report.html")), log);
        assertTrue(log.contains("continue with: serbench first-call --resume " + out), log);
        Results partial = ResultsStore.load(out.resolve("results.json"));
        assertFalse(partial.environment.complete);
        int kept = partial.firstCall.samples().size();
        assertTrue(kept >= 1 && kept < 5, "interrupted after its first JVM: " + kept);
        assertTrue(Files.readString(out.resolve("report.md")).contains("| _manual_ | "), "the report of what is done");

        Cli.assertUsageError(Cli.run("first-call", "--resume", out.toString(), "--jvms", "2"), "--resume", "drop --jvms");
        Cli.Result resumed = Cli.run("first-call", "--resume", out.toString());
        assertEquals(0, resumed.status(), resumed.out() + resumed.err());
        assertTrue(resumed.out().contains("resuming after " + kept), resumed.out());
        assertEquals(5 - kept, resumed.out().lines().filter(l -> l.startsWith("[first-call ")).count(), resumed.out());
        Results done = ResultsStore.load(out.resolve("results.json"));
        assertTrue(done.environment.complete);
        assertEquals(List.of(1, 2, 3, 4, 5), done.firstCall.samples().stream().map(FirstCall.Sample::jvm).toList());
        assertEquals(partial.firstCall.samples(), done.firstCall.samples().subList(0, kept), "the JVMs kept are kept as they were");
        Cli.assertUsageError(Cli.run("first-call", "--resume", out.toString()), "that measurement is finished", "serbench report");
        Cli.assertUsageError(Cli.run("first-call", "--resume", dir.toString()), "no results.json there");
    }

    /**
     * run --first-call measures its first calls before its rounds (inside its --time-limit) and keeps them in its
     * settings and results as it goes: interrupted during its first calls it writes the report of what is done, and
     * --resume measures the rest and then the rounds; interrupted while measuring, --resume measures no first call again.
     */
    @Test
    void aRunsFirstCallsAreSavedAndResumed(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("run");
        String log = interruptedAfter(1, dir, "run", "--profile", "smoke", "--codecs", "manual", "--datasets", "user-small",
            "--first-call", "2", "--out", out.toString());
        assertTrue(log.contains("; the report of what is done: " + out.resolve("report.html")), log);
        assertTrue(log.contains("continue with: serbench run --resume " + out), log);
        assertFalse(log.contains("[round"), "the first calls come first: " + log);
        Results partial = ResultsStore.load(out.resolve("results.json"));
        assertEquals(2, partial.settings.firstCall());
        assertFalse(partial.environment.complete, "not finished before its first calls are");
        assertTrue(partial.results.isEmpty() && partial.forks.isEmpty(), "nothing measured yet");
        int kept = partial.firstCall.samples().size();
        assertTrue(kept >= 1 && kept < 4, "interrupted after its first JVM: " + kept);
        assertTrue(Files.readString(out.resolve("report.md")).contains("\n## First call\n"), "the report of what is done");

        Cli.Result resumed = Cli.run("run", "--resume", out.toString());
        assertEquals(0, resumed.status(), resumed.out() + resumed.err());
        String output = resumed.out();
        assertEquals(4 - kept, output.lines().filter(l -> l.startsWith("[first-call ")).count(), output);
        assertTrue(output.indexOf("[first-call 4/4]") < output.indexOf("[round"), "the first calls, then the rounds: " + output);
        Results done = ResultsStore.load(out.resolve("results.json"));
        assertTrue(done.environment.complete);
        assertEquals(4, done.firstCall.samples().size(), "manual and memcpy, 2 JVMs each");
        assertEquals(partial.firstCall.samples(), done.firstCall.samples().subList(0, kept), "the JVMs kept are kept as they were");
        assertFalse(done.results.isEmpty());
        assertFalse(Files.exists(out.resolve("work")), "the run's work directory is gone once it ended");

        // as a run interrupted while measuring leaves it: its rounds go on, and its first calls are not measured again
        done.environment.complete = false;
        done.environment.end = null;
        done.results.removeIf(m -> m.codec().equals("memcpy"));
        done.forks.removeIf(f -> f.codecs().contains("memcpy"));
        done.iterations.removeIf(i -> i.codec().equals("memcpy"));
        ResultsStore.save(done, out.resolve("results.json"));
        Cli.Result again = Cli.run("run", "--resume", out.toString());
        assertEquals(0, again.status(), again.out() + again.err());
        assertTrue(again.out().contains("[round") && !again.out().contains("[first-call"), again.out());
        assertEquals(done.firstCall, ResultsStore.load(out.resolve("results.json")).firstCall);
    }
}
