package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.report.FirstCallReport;
import serbench.report.HtmlReport;
import serbench.report.MarkdownReport;
import serbench.results.FirstCall;
import serbench.results.FirstCallFigures;
import serbench.results.Results;

/** The first-call section of the reports, and the reports of 'serbench first-call', on made-up figures. */
class FirstCallReportTest {
    private static FirstCall.Sample sample(String codec, int jvm, double bindMs, boolean reached) {
        return new FirstCall.Sample(codec, "user", jvm, bindMs * 1e6, 300, List.of(
            new FirstCall.OpStart("build+ser", 2e6, 5380, 40e6, reached, 250),
            new FirstCall.OpStart("deser-read", 1e6, 2700, 20e6, true, 310)));
    }

    static FirstCall firstCall() {
        return new FirstCall(2, List.of(sample("protobuf", 1, 120, true), sample("protobuf", 2, 60, true),
            sample("kryo", 1, 15, true), sample("kryo", 2, 25, false), sample("memcpy", 1, 1, true), sample("memcpy", 2, 3, true)),
            List.of(new FirstCall.Failure("xstream", "user", 0, "FAIL: title <differs> at index 3"),
                new FirstCall.Failure("kryo", "tree-0", 2, "the JVM failed: measuring JVM exited with status 1; see x.log")));
    }

    @Test
    void theRunsReportsGetAFirstCallSectionCheapestFirst() {
        Results r = ReportTest.run();
        r.firstCall = firstCall();
        String md = MarkdownReport.render(r);
        String section = md.substring(md.indexOf("\n## First call\n"));
        assertTrue(section.contains("in 2 fresh JVMs per codec and data set"), section);
        // the medians and ranges, in the unit that suits each
        assertTrue(section.contains("| _memcpy_ | 2.00 ms (1.00–3.00) | 2.00 ms (2.00–2.00) | 1.00 ms (1.00–1.00) | 5,380 calls, 40.0 ms"
            + " (40.0–40.0) | 2,700 calls, 20.0 ms (20.0–20.0) | 250 ns / 310 ns | 300 |"), section);
        assertTrue(section.indexOf("| _memcpy_") < section.indexOf("| kryo") && section.indexOf("| kryo") < section.indexOf("| protobuf"),
            "cheapest first: " + section);
        assertTrue(section.contains("| 90.0 ms (60.0–120) |"), section);
        assertTrue(section.contains("| ≥5,380 calls, 40.0 ms"), "a JVM that never got within 2x: a lower bound\n" + section);
        assertTrue(section.contains("- `xstream` × `user`: FAIL: title &lt;differs> at index 3"), "the verdict, as text: " + section);
        assertTrue(section.contains("- `kryo` × `tree-0` (JVM 2): the JVM failed"), section);

        String html = HtmlReport.render(r, null);
        assertTrue(html.contains("<a href='#first-call'>First call</a>"), "linked from the page's navigation");
        assertTrue(html.contains("<h2 id='first-call'>First call</h2>"));
        assertTrue(html.contains("user: binding and first calls, median over the JVMs, cheapest first"), "the chart of the first calls");
        assertTrue(html.contains("user: time in calls until within 2× of warm"), "the chart of the time to warm");
        assertTrue(html.contains("<title>protobuf bind: 90 ms</title>"), html);
    }

    @Test
    void aRunWithoutItHasNoSection() {
        Results r = ReportTest.run();
        assertFalse(MarkdownReport.render(r).contains("## First call"));
        String html = HtmlReport.render(r, null);
        // the scorecard names the flag that measures it, nothing more
        assertFalse(html.contains("id='first-call'") || html.contains("href='#first-call'"), html);
    }

    @Test
    void firstCallAloneWritesItsOwnReports(@TempDir Path dir) throws Exception {
        Results r = ReportTest.run();
        r.settings = null;   // as 'serbench first-call' writes them: no run behind the figures
        r.results.clear();
        r.environment.profile = "first-call";
        r.firstCall = firstCall();
        assertTrue(FirstCallReport.only(r));
        FirstCallReport.writeAll(r, dir);
        String md = Files.readString(dir.resolve("report.md"));
        assertTrue(md.startsWith("# serbench: 3 codecs on 3 data sets: first call\n"), md);
        assertTrue(md.contains("## Environment"), md);
        assertFalse(md.contains("## Method"), "nothing of the timed run's report: " + md);
        assertTrue(Files.readString(dir.resolve("report.html")).contains("<h2 id='first-call'>"));
        List<String> csv = Files.readAllLines(dir.resolve("results.csv"));
        assertEquals(FirstCallFigures.CSV_HEADER, csv.get(0));
        assertEquals(1 + 3 * FirstCallFigures.Metric.values().length, csv.size());
    }
}
