package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.report.ReportWriter;
import serbench.results.Results;
import serbench.results.ResultsStore;
import serbench.results.version.VersionCell;

/** A run with a versioned row beside its today's row: results.json keeps the cross-version cells, the reports say them. */
class VersionReadsReportTest {
    private static Results withKryo3() {
        Results r = ReportTest.run();
        r.codecs.put("kryo@3.0.3", new Results.CodecInfo("Kryo", "kryo", "3.0.3", List.of("reflection"), "registered", false));
        r.crossVersion = List.of(
            new VersionCell("kryo@3.0.3", "tree-0", VersionCell.NEW_READS_OLD, VersionCell.FAILS, "KryoException: Buffer underflow."),
            new VersionCell("kryo@3.0.3", "tree-0", VersionCell.OLD_READS_NEW, VersionCell.WRONG, "differs at title"),
            new VersionCell("kryo@3.0.3", "user", VersionCell.NEW_READS_OLD, VersionCell.READS, null),
            new VersionCell("kryo@3.0.3", "user", VersionCell.OLD_READS_NEW, VersionCell.NA, "kryo@3.0.3 cannot hold it: a <b>"));
        return r;
    }

    @Test
    void theReportsSayEachVersionedRowsReadsBesideItsSameBytesLine(@TempDir Path dir) throws Exception {
        ReportWriter.writeAll(withKryo3(), dir, null);
        String md = Files.readString(dir.resolve("report.md"));
        String line = "**Across versions:** kryo reads kryo@3.0.3's bytes on 1 of 2 data sets (fails on tree-0: KryoException: Buffer"
            + " underflow.); kryo@3.0.3 reads kryo's on 0 of 2 data sets (WRONG on tree-0: differs at title; n/a on user:"
            + " kryo@3.0.3 cannot hold it: a &lt;b>).";
        assertTrue(md.contains(line), md);
        String html = Files.readString(dir.resolve("report.html"));
        assertTrue(html.contains("kryo reads kryo@3.0.3&#39;s bytes on 1 of 2 data sets") || html.contains("kryo reads kryo@3.0.3's bytes on 1 of 2 data sets"), html);
        assertFalse(html.contains("a <b>"), "a note is text");
    }

    @Test
    void resultsJsonKeepsTheCells(@TempDir Path dir) throws Exception {
        Results r = withKryo3();
        ResultsStore.save(r, dir.resolve("results.json"));
        assertEquals(r.crossVersion, ResultsStore.load(dir.resolve("results.json")).crossVersion);
        assertTrue(Files.readString(dir.resolve("results.json")).contains("\"cross_version\""));
    }

    @Test
    void aRunWithoutVersionedRowsSaysNothingOfThem(@TempDir Path dir) throws Exception {
        ReportWriter.writeAll(ReportTest.run(), dir, null);
        assertFalse(Files.readString(dir.resolve("report.md")).contains("Across versions"));
    }
}
