package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.cli.shared.Reports;
import serbench.results.Results;
import serbench.results.ResultsStore;

/**
 * The reports of a run that did not finish (interrupted, then `report` on its folder, or the report its first calls
 * leave) say so at their top; one interrupted before anything was measured gets none, and says so.
 */
class UnfinishedRunTest {
    /** ReportTest's run as an interruption leaves it: kryo not measured yet, no end. */
    private static Results interrupted() {
        Results r = ReportTest.run();
        r.environment.complete = false;
        r.results.removeIf(m -> m.codec().equals("kryo"));
        return r;
    }

    /** As 'serbench first-call' leaves it when interrupted: the figures of the fresh JVMs it finished, no run behind them. */
    private static Results interruptedFirstCalls() {
        Results r = ReportTest.run();
        r.settings = null;
        r.results.clear();
        r.environment.complete = false;
        r.firstCall = FirstCallReportTest.firstCall();
        return r;
    }

    @Test
    void anUnfinishedRunsReportsSaySoAtTheirTop(@TempDir Path dir) throws Exception {
        for (Results r : List.of(interrupted(), interruptedFirstCalls())) {
            Path run = Files.createDirectories(dir.resolve(r.settings == null ? "first-call" : "run"));
            ResultsStore.save(r, run.resolve(ResultsStore.FILE));
            Cli.Result report = Cli.run("report", run.toString());
            assertEquals(0, report.status(), report.err());
            String resume = r.settings == null ? "`serbench first-call --resume`" : "`serbench run --resume`";
            // the title, the line under it, then the banner
            List<String> md = Files.readAllLines(run.resolve("report.md"));
            assertTrue(md.get(4).startsWith("> **Warning, unfinished") && md.get(4).contains(resume), String.join("\n", md));
            String html = Files.readString(run.resolve("report.html"));
            int banner = html.indexOf("<p class='qualifier warn'><strong>Warning, unfinished");
            assertTrue(banner > 0 && banner < html.indexOf("</header>"), html);
        }
        String md = Files.readString(dir.resolve("run").resolve("report.md"));
        int had = interrupted().results.size();
        assertTrue(md.contains("these are the " + had + " figures it had"), md);
    }

    @Test
    void aFinishedRunHasNoBanner(@TempDir Path dir) throws Exception {
        ResultsStore.save(ReportTest.run(), dir.resolve(ResultsStore.FILE));
        assertEquals(0, Cli.run("report", dir.toString()).status());
        assertTrue(Stream.of("report.md", "report.html").noneMatch(f -> read(dir.resolve(f)).contains("Warning, unfinished")));
    }

    /** Interrupted before its first figure (in its checks, or its first first call): no report, which would read as a result. */
    @Test
    void aRunInterruptedBeforeItsFirstFigureWritesNoReport(@TempDir Path dir) throws Exception {
        Results nothing = interrupted();
        nothing.results.clear();
        ResultsStore.save(nothing, dir.resolve(ResultsStore.FILE));
        Cli.assertUsageError(Cli.run("report", dir.toString()), "interrupted before its first figure", "serbench run --resume " + dir);
        assertNull(Reports.ofInterrupted(nothing, dir), "what the interruption says instead: no report, nothing measured yet");
        assertEquals(List.of(ResultsStore.FILE), files(dir), "nothing written");
        assertEquals(dir.resolve("report.html"), Reports.ofInterrupted(interruptedFirstCalls(), dir), "a first call is something");
        assertTrue(files(dir).contains("report.md"));
    }

    private static List<String> files(Path dir) throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
