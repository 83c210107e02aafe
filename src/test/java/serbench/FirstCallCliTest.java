package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
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
}
