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
import serbench.results.Environment;
import serbench.results.Measurement;
import serbench.results.Results;
import serbench.results.Shard;

/** The report writers on a made-up run whose figures are known, so every cell can be checked. */
class ReportTest {
    static final String JVM = "17.0.15";

    static Measurement avgt(String dataset, String codec, String op, double score, double error) {
        return new Measurement(dataset, codec, op, 1, "avgt", score, error, "ns/op", 64.0, 3.5, JVM, 12, score - error, score + error, 2,
            score - error, score + error, null);
    }

    /** Also the base of the matrix sections' tests. */
    static Results run() {
        Results r = new Results();
        r.environment.jvms.add(new Environment.Jvm(JVM, "Debian", "17.0.15+6", "OpenJDK 64-Bit Server VM", "/usr/bin/java"));
        r.environment.profile = "quick";
        r.environment.complete = true;
        List<String> codecs = List.of("protobuf", "kryo", "xstream", "memcpy");
        List<String> datasets = List.of("tree-0", "tree-32", "user");
        r.settings = new Results.Settings("quick", true, List.of("/usr/bin/java"),
            List.of(new Results.Plan(codecs, datasets, List.of("ser", "deser-read"), List.of(1), "avgt")));
        r.codecs.put("protobuf", new Results.CodecInfo("Protocol Buffers", "protobuf-java", "4.36.2", List.of("schema"), "generated", false));
        r.codecs.put("kryo", new Results.CodecInfo("Kryo", "kryo", "5.6.2", List.of("reflection"), "registered", false));
        r.codecs.put("xstream", new Results.CodecInfo("XStream", "xstream", "1.4.21", List.of("text"), "allow-list", false));
        r.codecs.put("memcpy", new Results.CodecInfo("baseline", "JDK", "17", List.of("binary"), "Arrays.copyOf", true));
        datasets.forEach(d -> r.datasets.put(d, "the " + d + " value"));
        for (String d : datasets) {
            for (String c : codecs) {
                boolean broken = c.equals("xstream") && d.equals("user");
                r.verification.add(new Results.Check(d, c, broken ? Results.Check.Status.FAIL : Results.Check.Status.PASS, broken ? "title <differs> at index 3" : null));
                if (!broken) r.sizes.add(new Results.Size(d, c, c.equals("kryo") ? 20 : 30, 1, 2, c.equals("kryo") ? 15 : 25, 4, 5));
            }
        }
        double scale = 1;
        for (String d : datasets) {
            r.results.add(avgt(d, "protobuf", "ser", 100 * scale, 2 * scale));
            r.results.add(avgt(d, "protobuf", "deser-read", 300 * scale, 6 * scale));
            r.results.add(avgt(d, "kryo", "ser", 80 * scale, 3 * scale));
            r.results.add(avgt(d, "kryo", "deser-read", 400 * scale, 9 * scale));
            r.results.add(avgt(d, "memcpy", "ser", 10 * scale, 0.5 * scale));
            r.results.add(avgt(d, "memcpy", "deser-read", 20 * scale, 1 * scale));
            if (!d.equals("user")) r.results.add(avgt(d, "xstream", "ser", 5000 * scale, 100 * scale));
            scale *= 10;
        }
        return r;
    }

    @Test
    void markdownOpensWithTheAnswerAndSortsEveryTableByLikeForLikeTime(@TempDir Path dir) throws Exception {
        ReportWriter.writeAll(run(), dir, null);
        String md = Files.readString(dir.resolve("report.md"));
        assertTrue(md.startsWith("# serbench: 3 codecs on 3 data sets\n"), md);
        assertTrue(md.contains("> **Precision:** median error ±"), "the precision stays beside the summary");
        List<String> order = List.of("## Average time, ns/op, 1 thread", "### Best per data set",
            "### Round trip time relative to the best real codec per data set (1× = best)",
            "### Encoded size relative to the best real codec per data set (1× = best)", "### tree-0", "### user",
            "## Not measured", "## Codecs", "## Environment", "## Method");
        for (int i = 1; i < order.size(); i++) {
            assertTrue(md.indexOf(order.get(i - 1)) >= 0 && md.indexOf(order.get(i - 1)) < md.indexOf(order.get(i)), order.get(i));
        }
        // the best of each like-for-like column; this run measured ser, not build+ser, and says so in the column's name
        assertTrue(md.contains("| tree-0 | protobuf 400.0 ± 8.0 ns | kryo 80.00 ± 3.00 ns | protobuf 300.0 ± 6.0 ns | kryo 20 B | kryo 15 B |"), md);
        assertTrue(md.contains("| fastest round trip | **protobuf** | 400.0 ± 8.0 ns |  |"), md);
        assertTrue(md.contains("| fastest ser | **kryo** | 80.00 ± 3.00 ns |  |"), md);
        // the round trip adds the two figures and their errors; × is the multiple of the best real codec's figure
        String tree0 = md.substring(md.indexOf("### tree-0"), md.indexOf("### tree-32"));
        assertTrue(tree0.contains("| codec | round trip (ns/op) | ser (ns/op) | deser-read (ns/op) | size (B) | zstd (B) | alloc B/op (ser / deser-read) | GC ns/op (ser / deser-read) |"), tree0);
        assertTrue(tree0.contains("| protobuf | **400.0 ± 8.0** (1.00×) | 100.0 ± 2.0 (1.25×) | **300.0 ± 6.0** (1.00×) | 30 (1.50×) | 25 (1.67×) | 64 / 64 | 3.5 / 3.5 |"), tree0);
        assertTrue(tree0.contains("| kryo | 480.0 ± 12.0 (1.20×) | **80.00 ± 3.00** (1.00×) | 400.0 ± 9.0 (1.33×) | **20** (1.00×) | **15** (1.00×) | 64 / 64 | 3.5 / 3.5 |"), tree0);
        assertTrue(tree0.contains("| _memcpy_ | 30.00 ± 1.50 (0.08×) | 10.00 ± 0.50 (0.13×) | 20.00 ± 1.00 (0.07×) | 30 (1.50×) | 25 (1.67×) | 64 / 64 | 3.5 / 3.5 |"), tree0);
        assertTrue(tree0.contains("| xstream | — | 5,000 ± 100 (63×) | — | 30 (1.50×) | 25 (1.67×) | 64 / — | 3.5 / — |"), tree0);
        // sorted by the round trip, baselines among them, codecs without one last
        assertTrue(tree0.indexOf("| _memcpy_") < tree0.indexOf("| protobuf") && tree0.indexOf("| protobuf") < tree0.indexOf("| kryo")
            && tree0.indexOf("| kryo") < tree0.indexOf("| xstream"), tree0);
        // xstream failed on user: in the table with its reason, never timed
        assertTrue(md.contains("| xstream | FAIL: title &lt;differs> at index 3 | — | — | — | — | — / — | — / — |"), md);
        assertTrue(md.contains("- `xstream` × `user`: **FAIL** title &lt;differs> at index 3"), md);
        // codec × data set: the multiples of the best per data set, codecs by their geometric mean, baselines last
        assertTrue(md.contains("| codec | tree-0 | tree-32 | user |\n|---|---|---|---|\n| protobuf | **1.00×** | **1.00×** | **1.00×** |\n"
            + "| kryo | 1.20× | 1.20× | 1.20× |\n| xstream | — | — | — |\n| _memcpy_ | 0.08× | 0.08× | 0.08× |"), md);
        assertTrue(md.contains("| kryo | **1.00×** | **1.00×** | **1.00×** |\n| protobuf | 1.50× | 1.50× | 1.50× |\n| xstream | 1.50× | 1.50× | — |"), md);
        assertTrue(md.contains("| protobuf | Protocol Buffers | protobuf-java | 4.36.2 |"), md);
    }

    @Test
    void codecsWithinTheBestOnesErrorsAreNamedAsTies(@TempDir Path dir) throws Exception {
        Results r = run();
        r.results.replaceAll(m -> m.codec().equals("kryo") && m.op().equals("deser-read") && m.dataset().equals("tree-0")
            ? avgt("tree-0", "kryo", "deser-read", 305, 9) : m);
        ReportWriter.writeAll(r, dir, null);
        String md = Files.readString(dir.resolve("report.md"));
        assertTrue(md.contains("| fastest deser-read | **protobuf** | 300.0 ± 6.0 ns | kryo |"), md);
        // kryo's round trip is now the fastest, protobuf's within its errors
        assertTrue(md.contains("| tree-0 | kryo 385.0 ± 12.0 ns (+1 tied) | kryo 80.00 ± 3.00 ns"
            + " | protobuf 300.0 ± 6.0 ns (+1 tied) |"), md);
    }

    @Test
    void aLeadWithinFivePercentIsATieWhateverTheErrors(@TempDir Path dir) throws Exception {
        Results r = run();
        // kryo 4% behind protobuf, both errors tiny: no single best
        r.results.replaceAll(m -> m.codec().equals("kryo") && m.op().equals("deser-read") && m.dataset().equals("tree-0")
            ? avgt("tree-0", "kryo", "deser-read", 312, 0.1) : m.codec().equals("protobuf") && m.op().equals("deser-read")
                && m.dataset().equals("tree-0") ? avgt("tree-0", "protobuf", "deser-read", 300, 0.1) : m);
        ReportWriter.writeAll(r, dir, null);
        String md = Files.readString(dir.resolve("report.md"));
        assertTrue(md.contains("| best | codec | figure | tied (within the errors or 5%) |"), md);
        assertTrue(md.contains("| fastest deser-read | **protobuf** | 300.0 ± 0.1 ns | kryo |"), md);
        // 6% behind and beyond the errors: a single best
        r.results.replaceAll(m -> m.codec().equals("kryo") && m.op().equals("deser-read") && m.dataset().equals("tree-0")
            ? avgt("tree-0", "kryo", "deser-read", 318, 0.1) : m);
        ReportWriter.writeAll(r, dir, null);
        md = Files.readString(dir.resolve("report.md"));
        assertTrue(md.contains("| fastest deser-read | **protobuf** | 300.0 ± 0.1 ns |  |"), md);
    }

    @Test
    void htmlIsSelfContainedWithSummaryChartsAndSortableTables(@TempDir Path dir) throws Exception {
        ReportWriter.writeAll(run(), dir, "# the post\n\n| a | b |\n|---|---|\n| then | now |\n");
        String html = Files.readString(dir.resolve("report.html"));
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertFalse(html.matches("(?s).*(https?:|src=).*"), "fetches nothing");
        assertEquals(3 * 4 + 2, html.split("<svg ").length - 1,
            "a size-against-time, a time, a bytes-allocated and a size chart per data set, one line chart per op for tree-N");
        assertTrue(html.contains("<title>kryo ser: 80.00 ± 3.00 ns/op</title>"), "bar tooltips carry the exact figure");
        assertTrue(html.contains("<title>protobuf: round trip 400.0 ± 8.0 ns/op, 30 bytes</title>"), "so do the points");
        assertTrue(html.contains("ser against children"), "tree-N scaling chart");
        assertTrue(html.contains("title &lt;differs&gt; at index 3"), "reasons are escaped");
        assertFalse(html.contains("<differs>"));
        assertTrue(html.contains("<td>then</td>"), "the preset's tables are on the page");
    }

    /** Text from a results file stays text: no link, image, script or broken row in either report. */
    @Test
    void textFromTheResultsFileCannotInjectMarkup(@TempDir Path dir) throws Exception {
        Results r = run();
        String hostile = "![x](https://example.invalid/x.png) [c](javascript:alert(1)) <script>alert(1)</script>\nnext";
        r.codecs.put("kryo", new Results.CodecInfo("Kryo", "kryo", "5.6.2", List.of("reflection"), hostile, false));
        r.failures.add(new Results.Failure("17.0.15", "user", "kryo", hostile));
        ReportWriter.writeAll(r, dir, null);
        String md = Files.readString(dir.resolve("report.md"));
        String html = Files.readString(dir.resolve("report.html"));
        assertFalse(md.contains("<script"), md);
        assertFalse(md.contains("![x](") || md.contains("[c]("), "no live link or image in report.md");
        assertTrue(md.contains("\\!\\[x\\](https://example.invalid/x.png)"), "shown as the text it is");
        assertTrue(md.lines().anyMatch(l -> l.startsWith("| kryo | Kryo | kryo | 5.6.2 |") && l.endsWith("next |")),
            "the setup stays in its row");
        assertEquals(1, html.split("<script").length - 1, "the page's own script, no other");
        assertFalse(html.contains("<img") || html.contains("src=")
            || html.contains("href=\"javascript") || html.contains("href=\"https://example.invalid"),
            "report.html fetches and runs nothing");
    }

    /** A data set id from a hand-edited file (or an older run's sample file name) is text in the headings and the CSV. */
    @Test
    void aDataSetIdIsTextInHeadingsAndOneFieldInTheCsv(@TempDir Path dir) throws Exception {
        Results r = run();
        String id = "User-*a*_b_[c](https://example.invalid),x<b>";
        r.results.replaceAll(m -> m.dataset().equals("user") ? new Measurement(id, m.codec(), m.op(), m.threads(), m.mode(), m.score(),
            m.error(), m.unit(), m.allocBytesPerOp(), m.gcNanosPerOp(), m.jvm(), m.samples(), m.min(), m.max(), m.forks(), m.low(),
            m.high(), m.note()) : m);
        r.verification.replaceAll(v -> v.dataset().equals("user") ? new Results.Check(id, v.codec(), v.status(), v.reason()) : v);
        r.sizes.replaceAll(s -> s.dataset().equals("user") ? new Results.Size(id, s.codec(), s.size(), s.deflate(), s.gzip(), s.zstd(),
            s.lz4(), s.snappy()) : s);
        r.datasets.remove("user");
        r.datasets.put(id, "from " + id + ".json");
        r.settings = new Results.Settings("quick", true, List.of("/usr/bin/java"), List.of(new Results.Plan(List.of("protobuf", "kryo",
            "xstream", "memcpy"), List.of("tree-0", "tree-32", id), List.of("ser", "deser-read"), List.of(1), "avgt")));
        ReportWriter.writeAll(r, dir, null);
        String md = Files.readString(dir.resolve("report.md"));
        String escaped = "User-\\*a\\*\\_b\\_\\[c\\](https://example.invalid),x&lt;b>";
        assertTrue(md.contains("\n### " + escaped + "\n\nfrom " + escaped + ".json\n"), md);
        String outsideCode = md.replaceAll("`[^`\\n]*`", "");   // a code span shows its text as it is
        assertFalse(outsideCode.contains("[c](") || outsideCode.contains("<b>"), "no live link or markup in report.md");
        assertTrue(Files.readAllLines(dir.resolve("results.csv")).contains(
            "17.0.15,\"" + id + "\",protobuf,ser,1,avgt,10000.0,200.000,ns/op,64.0000,12,9800.00,10200.0,3.50000,,"));
    }

    @Test
    void csvHoldsEveryRecordInOrder(@TempDir Path dir) throws Exception {
        Results r = run();
        ReportWriter.writeAll(r, dir, null);
        List<String> lines = Files.readAllLines(dir.resolve("results.csv"));
        assertEquals(ReportWriter.CSV_HEADER, lines.get(0));
        assertEquals(1 + r.results.size(), lines.size());
        // same_as and same_bytes are empty: the figure was measured as itself, on its own bytes
        assertEquals("17.0.15,tree-0,protobuf,ser,1,avgt,100.000,2.00000,ns/op,64.0000,12,98.0000,102.000,3.50000,,", lines.get(1));
    }

    @Test
    void severalJvmsAreComparedFigureByFigure(@TempDir Path dir) throws Exception {
        Results r = run();
        r.environment.jvms.add(new Environment.Jvm("25.0.3", "Eclipse Adoptium", "25.0.3+9", "OpenJDK 64-Bit Server VM", "/jdk25/bin/java"));
        // the second JVM: protobuf 20% faster (beyond the errors), kryo 2.5% slower (within them)
        for (Measurement m : List.copyOf(r.results)) {
            double f = m.codec().equals("protobuf") ? 0.8 : m.codec().equals("kryo") ? 1.025 : 1;
            r.results.add(new Measurement(m.dataset(), m.codec(), m.op(), m.threads(), m.mode(), m.score() * f, m.error(),
                m.unit(), m.allocBytesPerOp(), m.gcNanosPerOp(), "25.0.3", m.samples(), m.min() * f, m.max() * f, m.forks(), m.low() * f, m.high() * f, null));
        }
        ReportWriter.writeAll(r, dir, null);
        String md = Files.readString(dir.resolve("report.md"));
        assertTrue(md.contains("## Average time, ns/op, 1 thread — Eclipse Adoptium 25.0.3+9"), md);
        assertTrue(md.contains("## Eclipse Adoptium 25.0.3+9 against Debian 17.0.15+6"), md);
        assertTrue(md.contains("| tree-0 | protobuf | -20.0% * | -20.0% * |"), md);
        assertTrue(md.contains("| tree-0 | kryo | +2.5% | +2.5% |"), md);
        assertTrue(md.contains("| user | xstream | — | — |"), md);
        assertTrue(Files.readString(dir.resolve("report.html")).contains("against Debian 17.0.15+6"));
    }

    @Test
    void figureDetailsSayWhatWasDiscountedAndReMeasuredAndTheHeaderWhatTheIntervalMeans(@TempDir Path dir) throws Exception {
        Results r = run();
        Measurement m = r.results.get(0);
        r.results.set(0, new Measurement(m.dataset(), m.codec(), m.op(), 1, "avgt", 100, 4.0, "ns/op", null, null, JVM, 48, 95, 180, 3,
            97.0, 104.0, "re-measured in 3 JVMs: after 2 the interval was wider than ±3%; 5 of 48 iterations ran over 10% slower"));
        r.environment.machineCheck = new Environment.MachineCheck(4.2, 400, 5, null);
        r.environment.jvmSpreadPercent = 2.1;
        ReportWriter.writeAll(r, dir, null);
        String md = Files.readString(dir.resolve("report.md"));
        assertTrue(md.contains("| machine check | fixed serialization work varied by 4.2% across 400 slices of 5 ms before"
            + " measuring (quiet enough) |"), md);
        assertTrue(md.contains("| spread between JVMs | a figure's slowest JVM ran 2.1% slower than its fastest, at the median"
            + " over figures; every interval is at least that wide on each side |"), md);
        assertTrue(md.contains("bootstrap interval that resamples the measuring JVMs and then their"), md);
        assertTrue(md.matches("(?s).*\\| precision \\| median error ±[0-9.]+%; [0-9]+ of [0-9]+ codec figures .*"), md);
        assertTrue(md.contains("## Figure details"), md);
        assertTrue(md.contains("| tree-0 protobuf ser avgt | 3 | 48 | 97 … 104 | ns/op | re-measured in 3 JVMs"), md);
        assertTrue(Files.readString(dir.resolve("report.html")).contains("Figure details"));
    }

    /** A noisy machine check is said in one line beside the summary, so the summary still fits the first screen. */
    @Test
    void aNoisyMachineCheckIsOneLineBesideTheSummary(@TempDir Path dir) throws Exception {
        Results r = run();
        r.environment.machineCheck = new Environment.MachineCheck(23.4, 400, 5, "this machine is noisy right now: fixed"
            + " serialization work takes 23% longer in some slices than in others (quiet: under 15%); figures will need more"
            + " measuring JVMs and may stay wider than the ±3% target. Stop other work on the machine, or rerun later.");
        ReportWriter.writeAll(r, dir, null);
        String md = Files.readString(dir.resolve("report.md"));
        assertTrue(md.contains("**Warning, machine check:** the machine was noisy before measuring: fixed work took 23% longer"
            + " in some slices than in others (quiet: under 15%)."), md);
        // the check's own words stay in the environment table
        assertTrue(md.contains("| machine check | fixed serialization work varied by 23.4%"), md);
    }

    /** Where the machine's earlier runs foretold the figures, the report says what they came to, warning or not. */
    @Test
    void whatTheMachinesEarlierRunsForetoldIsSaid(@TempDir Path dir) throws Exception {
        Results r = run();
        String foretold = "the 5 earlier runs here after the nearest readings (2.0 to 9.0%) had their figures at ±3.1% at the"
            + " median and their JVMs 3.3% apart";
        r.environment.machineCheck = new Environment.MachineCheck(4.2, 400, 5, null, 1000.0, 20.0, 4.5, foretold);
        ReportWriter.writeAll(r, dir, null);
        String md = Files.readString(dir.resolve("report.md"));
        assertTrue(md.contains("before measuring in CPU time, 4.5% by the clock; " + foretold + " |"), md);
        assertTrue(!md.contains("**Warning, machine check:**"), md);

        String noisy = "the 3 earlier runs here after the nearest readings (3.0 to 5.0%) had their figures at ±8.0% at the"
            + " median and their JVMs 3.0% apart; 2 of them were too noisy to compare";
        r.environment.machineCheck = new Environment.MachineCheck(4.2, 400, 5, "this machine is noisy right now: " + noisy
            + ". Stop other work on the machine, or rerun later.", 1000.0, 20.0, 4.5, noisy);
        ReportWriter.writeAll(r, dir, null);
        assertTrue(Files.readString(dir.resolve("report.md")).contains("**Warning, machine check:** " + noisy + "."), md);
    }

    /** A shard's report says which part of the run it is and lists its own pairs, never the others' as missing. */
    @Test
    void aShardsReportSaysWhichShardItIsAndListsOnlyItsOwnPairs(@TempDir Path dir) throws Exception {
        Results r = run();
        r.shard = new Shard(2, 3);
        // this shard measures kryo and memcpy; protobuf and xstream are the other shards'
        List<String> own = List.of("kryo", "memcpy");
        r.shardPairs = r.datasets.keySet().stream().flatMap(d -> own.stream().map(c -> new Results.ShardPair(JVM, d, c))).toList();
        r.verification.removeIf(v -> !own.contains(v.codec()));
        r.sizes.removeIf(z -> !own.contains(z.codec()));
        r.results.removeIf(m -> !own.contains(m.codec()));
        ReportWriter.writeAll(r, dir, null);
        String md = Files.readString(dir.resolve("report.md"));
        assertTrue(md.contains("> **Shard 2 of 3:** this report lists the shard's own 6 of the run's 12 pairs (codec × data set);"
            + " the others are its other shards' to measure, and `serbench merge` joins the shards into one report.\n"), md);
        assertFalse(md.contains("run interrupted"), md);
        String tables = md.substring(0, md.indexOf("\n## Codecs\n"));
        assertFalse(tables.contains("| protobuf |") || tables.contains("| xstream |"), "another shard's pairs are not listed: " + tables);
        assertTrue(tables.contains("| kryo |"), tables);
        assertTrue(Files.readString(dir.resolve("report.html")).contains("Shard 2 of 3:"));
        // a pair this shard measures on one JVM and another shard on the other says so on the other
        r.environment.jvms.add(new Environment.Jvm("21", "Debian", "21", "OpenJDK 64-Bit Server VM", "/usr/bin/java21"));
        assertEquals("another shard's pair (this is shard 2/3)", r.whyMissing("21", "user", "kryo").orElseThrow());
    }
}
