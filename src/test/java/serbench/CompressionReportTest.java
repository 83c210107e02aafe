package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.report.ReportWriter;
import serbench.report.section.Calculator;
import serbench.report.view.ReportTables;
import serbench.report.view.Standings;
import serbench.results.Results;

/** A run that timed a compressor: its own section, the figure tables without it, and the calculator's compressed ways. */
class CompressionReportTest {
    /** The report test's run, with zstd timed on protobuf's and kryo's bytes of {@code user}. */
    static Results run() {
        return withZstd(ReportTest.run());
    }

    /** {@code r} (ReportTest's run or one made from it) with zstd timed as {@link #run()} has it. */
    static Results withZstd(Results r) {
        Results.Plan p = r.settings.plans().get(0);
        List<String> ops = new ArrayList<>(p.ops());
        ops.addAll(List.of("zstd", "unzstd"));
        r.settings = new Results.Settings("quick", true, List.of("/usr/bin/java"),
            List.of(new Results.Plan(p.codecs(), p.datasets(), ops, p.threads(), p.mode())));
        r.results.add(ReportTest.avgt("user", "protobuf", "zstd", 1000, 10));
        r.results.add(ReportTest.avgt("user", "protobuf", "unzstd", 200, 4));
        r.results.add(ReportTest.avgt("user", "kryo", "zstd", 900, 9));
        r.results.add(ReportTest.avgt("user", "kryo", "unzstd", 150, 3));
        return r;
    }

    @Test
    void theCompressorsHaveTheirOwnSectionAndStayOutOfTheFigureTables(@TempDir Path dir) throws Exception {
        ReportWriter.writeAll(run(), dir, null);
        String md = Files.readString(dir.resolve("report.md"));
        int section = md.indexOf("\n## Compression\n");
        assertTrue(section > 0, md);
        String compression = md.substring(section, md.indexOf("\n## ", section + 1));
        assertTrue(compression.contains("- zstd: level 3, zstd's default; one compression and one decompression context held"), compression);
        assertTrue(compression.contains("| codec | bytes | zstd B | zstd ns (compress / decompress) |"), compression);
        // sizes of ReportTest's run: protobuf 30 B, 25 after zstd; kryo 20 and 15
        assertTrue(compression.contains("| protobuf | 30 | 25 | 1,000 ± 10 / 200.0 ± 4.0 |"), compression);
        assertTrue(compression.contains("| kryo | 20 | 15 | 900.0 ± 9.0 / 150.0 ± 3.0 |"), compression);
        assertTrue(compression.contains("| xstream | — | — | — / — |"), "a codec the compressor was not timed on says so: " + compression);
        assertFalse(compression.contains("memcpy"), "a baseline's bytes are no codec's");
        assertFalse(md.substring(0, section).contains("zstd ns") || md.substring(0, section).contains("unzstd"),
            "the figure tables show the codecs' own ops");
        String html = Files.readString(dir.resolve("report.html"));
        assertTrue(html.contains("<h2 id='compression'>Compression</h2>"), "the page has the section");
        assertTrue(html.contains("<a href='#compression'>Compression</a>"), "and its link");
        assertTrue(html.contains("<input name='compress' type='checkbox'> compression allowed"), "the calculator may weigh it");
        assertTrue(html.contains("data-ways='[[\"\",10000.0,30000.0,30.0],[\"zstd\",11000.0,30200.0,25.0]]'"),
            "protobuf's ways on user: plain, and with zstd's times added and its bytes");
    }

    @Test
    void withCompressionEachCodecTakesItsBestWay() {
        Results r = run();
        ReportTables.Table user = ReportTables.oneThread(r).stream().filter(t -> t.dataset().equals("user")).findFirst().orElseThrow();
        Standings s = Standings.of(user);
        assertTrue(Calculator.timesCompression(s));
        // on 1 Mbit/s and one core: protobuf plain 1e6 / (8 x 30) = 4,166.7, with zstd 1e6 / (8 x 25) = 5,000 (its cores
        // allow 1e9 / (11,000 + 30,200) = 24,272); kryo plain 1e6 / 160 = 6,250, with zstd 1e6 / 120 = 8,333.3
        List<Calculator.Answer> best = Calculator.best(Calculator.ways(s, true, Calculator.Direction.BOTH), new Calculator.Service(1, 1e6, Calculator.Direction.BOTH, null));
        assertEquals(List.of("kryo zstd", "protobuf zstd"), best.stream().map(a -> a.way().codec() + " " + a.way().compressor()).toList());
        assertEquals(8_333.33, best.get(0).sustained(), 0.01);
        assertEquals(5_000, best.get(1).sustained(), 1e-9);
        // on 100 Gbit/s the cores bind: plain is cheaper, and no codec compresses
        best = Calculator.best(Calculator.ways(s, true, Calculator.Direction.BOTH), new Calculator.Service(1, 100e9, Calculator.Direction.BOTH, null));
        assertTrue(best.stream().allMatch(a -> a.way().compressor() == null), best.toString());
    }
}
