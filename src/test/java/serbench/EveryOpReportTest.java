package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import serbench.report.JmhJson;
import serbench.results.Op;
import serbench.results.Results;
import serbench.results.ResultsStore;

/**
 * Whatever ops a run times, `report` (the path `run` ends with too) writes every report whole: each op alone, the
 * zero-copy ops on codecs without them, and with a compressor beside them.
 */
class EveryOpReportTest {
    /** What `run --ops` accepts one at a time, then the zero-copy cases and a compressor's ops beside an op that ranks nothing. */
    static Stream<String> selections() {
        return Stream.concat(Op.codecOps().stream().map(Op::id), Stream.of("access,update", "access,update,zstd,unzstd"));
    }

    /** ReportTest's run, timing {@code ops} where the codec offers them: every op to all, the zero-copy ones to protobuf alone. */
    private static Results run(List<String> ops) {
        Results r = ReportTest.run();
        r.environment.profileDetail = "3 JVMs";
        r.environment.start = "2026-01-01T00:00:00Z";
        r.environment.end = "2026-01-01T01:00:00Z";
        r.environment.serbenchVersion = "1.0";
        Results.Plan plan = r.settings.plans().get(0);
        r.settings = new Results.Settings("quick", true, List.of("/usr/bin/java"),
            List.of(new Results.Plan(plan.codecs(), plan.datasets(), ops, plan.threads(), plan.mode())));
        r.verification.replaceAll(v -> v.codec().equals("protobuf")
            ? new Results.Check(v.dataset(), v.codec(), v.status(), v.reason(), null, true, null) : v);
        List<serbench.results.Measurement> figures = new ArrayList<>();
        for (String d : r.datasets.keySet()) {
            for (String c : List.of("protobuf", "kryo", "memcpy")) {
                for (String op : ops) {
                    if (!Op.byId(op).orElseThrow().zeroCopy() || c.equals("protobuf")) figures.add(ReportTest.avgt(d, c, op, 100, 2));
                }
            }
        }
        r.results = figures;
        return r;
    }

    @ParameterizedTest(name = "--ops {0}")
    @MethodSource("selections")
    void everyReportIsWrittenWhole(String ops, @TempDir Path dir) throws Exception {
        ResultsStore.save(run(List.of(ops.split(","))), dir.resolve(ResultsStore.FILE));
        Cli.Result report = Cli.run("report", dir.toString());
        assertEquals(0, report.status(), report.err());
        for (String file : List.of("report.md", "report.html", "results.csv", JmhJson.FILE)) assertTrue(Files.exists(dir.resolve(file)), file);
        String md = Files.readString(dir.resolve("report.md"));
        String page = Files.readString(dir.resolve("report.html"));
        assertFalse(md.contains("null"), md);
        assertFalse(page.substring(0, page.indexOf("<script>")).contains("null"), "no word made of a missing op on the page");
        ResultsStore.JSON.readTree(dir.resolve(JmhJson.FILE).toFile());
        if (ops.startsWith("access")) {
            // kryo offers no zero-copy op: said so, not taken for an interrupted run
            assertTrue(md.contains("no zero-copy ops (access, update) on this data set"), md);
            assertFalse(md.contains("run interrupted"), md);
        }
    }
}
