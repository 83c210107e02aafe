package serbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.bench.FirstCallRun;
import serbench.results.Results;
import serbench.results.ResultsStore;

/** run --first-call: a measured run gets the first calls of its codecs on its data sets, in its results and its report. */
class RunFirstCallTest {
    @Test
    void aRunsResultsAndReportGetItsCodecsFirstCalls(@TempDir Path dir) throws Exception {
        Results r = FirstCallRun.prepare(List.of("manual"), List.of("user-small"), 1);
        r.settings = new Results.Settings("quick", true, List.of("java"),
            List.of(new Results.Plan(List.of("manual"), List.of("user-small"), List.of("ser"), List.of(1), "avgt")));
        StringWriter console = new StringWriter();
        RunFirstCall.add(r, dir, 1, new PrintWriter(console));
        assertTrue(console.toString().contains("[first-call 1/1] manual x user-small, JVM 1: bind"), console.toString());
        assertEquals(1, ResultsStore.load(dir.resolve(ResultsStore.FILE)).firstCall.samples().size(), "saved in results.json");
        Reports.write(r, dir);
        String md = Files.readString(dir.resolve("report.md"));
        assertTrue(md.contains("\n## First call\n") && md.contains("| _manual_ |"), md);
    }
}
