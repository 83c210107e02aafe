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
            Path bad = Files.createDirectories(dir.resolve("bad-" + edits.keySet().stream().sorted().toList().indexOf(e.getKey())))
                .resolve(ResultsStore.FILE);
            Files.writeString(bad, ResultsStore.JSON.writeValueAsString(root));
            Cli.assertUsageError(Cli.run("report", bad.toString()), bad.toString(), e.getKey());
            Cli.assertUsageError(Cli.run("compare", good.toString(), bad.toString()), bad.toString(), e.getKey());
            Cli.assertUsageError(Cli.run("merge", "--out", dir.resolve("merged").toString(), bad.toString()), bad.toString(), e.getKey());
            assertEquals(List.of(ResultsStore.FILE), Files.list(bad.getParent()).map(p -> p.getFileName().toString()).toList(),
                "no report written");
        }
        assertFalse(Files.exists(dir.resolve("merged")));
        // 1e400 is past any double: read as Infinity, and refused as it
        Path huge = Files.createDirectories(dir.resolve("huge")).resolve(ResultsStore.FILE);
        Files.writeString(huge, Files.readString(good).replaceFirst("\"score\" : [0-9.]+", "\"score\" : 1e400"));
        Cli.assertUsageError(Cli.run("report", huge.toString()), "results[0].score is Infinity");
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
