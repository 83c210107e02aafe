package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.results.ResultsStore;

/**
 * A results file as report, compare and merge read it back: what serbench never writes (a hand edit) is refused in one
 * line naming the file and the field, and an output that cannot be written exits 2, as bad input does.
 */
class ResultsFileTest {
    /** A field of the first figure, as a hand edit leaves it. */
    private static Consumer<ObjectNode> firstFigure(Consumer<ObjectNode> edit) {
        return root -> edit.accept((ObjectNode) root.get("results").get(0));
    }

    @Test
    void aHandEditedFileIsRefusedNamingTheField(@TempDir Path dir) throws Exception {
        Path good = dir.resolve("good").resolve(ResultsStore.FILE);
        ResultsStore.save(ReportTest.run(), good);
        Map<String, Consumer<ObjectNode>> edits = Map.of(
            "results[0].score is NaN", firstFigure(m -> m.put("score", "NaN")),
            "results[0].score is Infinity", firstFigure(m -> m.put("score", 1e300 * 1e300)),
            "results[0].score is -5.0", firstFigure(m -> m.put("score", -5)),
            "results[0].error is NaN", firstFigure(m -> m.put("error", "NaN")),
            "results is missing or null", root -> root.remove("results"),
            "results[0].codec is missing or null", firstFigure(m -> m.putNull("codec")),
            "sizes[1].dataset is missing or null", root -> ((ObjectNode) root.get("sizes").get(1)).remove("dataset"),
            "iterations is missing or null", root -> root.remove("iterations"),
            // a share of its CPU scales an iteration's time: 1.5 would make a figure faster than its JVM timed it
            "iterations[0].cpu_shares[0] is 1.5, not a share above 0 and at most 1", root -> {
                ObjectNode it = root.withArray("iterations").addObject();
                it.put("jvm", "17.0.15").put("codec", "kryo").put("dataset", "media").put("op", "ser").put("mode", "avgt");
                it.putArray("samples").add(100.0);
                it.putArray("cpu_shares").add(1.5);
            });
        for (var e : edits.entrySet()) {
            ObjectNode root = (ObjectNode) ResultsStore.JSON.readTree(good.toFile());
            e.getValue().accept(root);
            assertRefusedEverywhere(dir, good, ResultsStore.JSON.writeValueAsString(root), e.getKey());
        }
        assertFalse(Files.exists(dir.resolve("merged")));
        // 1e400 is past any double: read as Infinity, and refused as it
        Path huge = Files.createDirectories(dir.resolve("huge")).resolve(ResultsStore.FILE);
        Files.writeString(huge, Files.readString(good).replaceFirst("\"score\" : [0-9.]+", "\"score\" : 1e400"));
        Cli.assertUsageError(Cli.run("report", huge.toString()), "results[0].score is Infinity");
    }

    /**
     * What the check let through (issue 61, D6, D7, D26): an unknown op (the reports then failed half-written), a key
     * or a figure twice (the later won), a fraction or a string where a number belongs (2.5 read as 2, "100" as 100), a
     * codec the run does not describe (it vanished from advise), a size past an int (refused without the field).
     */
    @Test
    void whatJacksonWouldBendIsRefusedNamingTheField(@TempDir Path dir) throws Exception {
        Path good = dir.resolve("good").resolve(ResultsStore.FILE);
        ResultsStore.save(ReportTest.run(), good);
        String text = Files.readString(good);
        Map<String, Consumer<ObjectNode>> edits = Map.of(
            "results[0].op 'nope' is no op (build, ser, ", firstFigure(m -> m.put("op", "nope")),
            "results[0].same_as 'serialize' is no op", firstFigure(m -> m.put("same_as", "serialize")),
            "results[20] is results[0] again", root -> root.withArray("results").add(root.get("results").get(0).deepCopy()),
            "sizes[11] is sizes[0] again", root -> root.withArray("sizes").add(root.get("sizes").get(0).deepCopy()),
            "sizes[0].size is 2.5, not a whole number", root -> ((ObjectNode) root.get("sizes").get(0)).put("size", 2.5),
            "sizes[0].size is the string \"30\", not a whole number", root -> ((ObjectNode) root.get("sizes").get(0)).put("size", "30"),
            "results[0].score is the string \"100\", not a number", firstFigure(m -> m.put("score", "100")),
            "environment.complete is the string \"true\", not true or false", root -> ((ObjectNode) root.get("environment")).put("complete", "true"),
            "verification[1].codec 'kryo' is not in codecs", root -> ((ObjectNode) root.get("codecs")).remove("kryo"));
        for (var e : edits.entrySet()) {
            ObjectNode root = (ObjectNode) ResultsStore.JSON.readTree(good.toFile());
            e.getValue().accept(root);
            assertRefusedEverywhere(dir, good, ResultsStore.JSON.writeValueAsString(root), e.getKey());
        }
        assertRefusedEverywhere(dir, good, text.replaceFirst("\"score\" : ", "\"score\" : 1.0, \"score\" : "),
            "results[0].score is written twice");
        assertRefusedEverywhere(dir, good, text.replaceFirst("\"protobuf\" : \\{", "\"protobuf\" : {}, \"protobuf\" : {"),
            "codecs.protobuf is written twice");
        assertRefusedEverywhere(dir, good, text.replaceFirst("\"size\" : 30", "\"size\" : 1e300"),
            "sizes[0].size is 1e300, not a whole number");
    }

    /** {@code json} as a results file: report, compare and merge each refuse it in one line naming it, and write nothing. */
    private static void assertRefusedEverywhere(Path dir, Path good, String json, String expected) throws Exception {
        Path bad = Files.createTempDirectory(dir, "bad-").resolve(ResultsStore.FILE);
        Files.writeString(bad, json);
        Cli.assertUsageError(Cli.run("report", bad.toString()), bad.toString(), expected);
        Cli.assertUsageError(Cli.run("compare", good.toString(), bad.toString()), bad.toString(), expected);
        Cli.assertUsageError(Cli.run("merge", "--out", dir.resolve("merged").toString(), bad.toString()), bad.toString(), expected);
        assertEquals(List.of(ResultsStore.FILE), Files.list(bad.getParent()).map(p -> p.getFileName().toString()).toList(),
            "no report written");
        assertFalse(Files.exists(dir.resolve("merged")));
    }

    /** A full disk or a directory in the way: one line naming the file and why, exit 2, in report and merge alike. */
    @Test
    void anOutputThatCannotBeWrittenExitsTwo(@TempDir Path dir) throws Exception {
        Path run = dir.resolve("run");
        ResultsStore.save(ReportTest.run(), run.resolve(ResultsStore.FILE));
        Files.createDirectories(run.resolve("report.md").resolve("in-the-way"));
        Cli.Result report = Cli.run("report", run.toString());
        Cli.assertUsageError(report, "cannot write " + run.resolve("report.md"));
        Path out = dir.resolve("merged");
        Files.createDirectories(out.resolve("report.md").resolve("in-the-way"));
        Cli.Result merge = Cli.run("merge", "--out", out.toString(), run.toString());
        assertEquals(2, merge.status(), merge.out() + merge.err());
        assertEquals(1, merge.err().lines().count(), merge.err());
        assertTrue(merge.err().startsWith("serbench: cannot write " + out.resolve("report.md")), merge.err());
    }
}
