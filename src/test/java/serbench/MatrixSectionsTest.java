package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.evolution.Change;
import serbench.evolution.Outcome;
import serbench.report.ReportWriter;
import serbench.report.section.EvolutionMarkdown;
import serbench.results.EvolutionCell;
import serbench.results.InteropCell;
import serbench.results.Results;
import serbench.results.ResultsStore;
import serbench.results.SafetyCell;

/** The safety and schema evolution matrices as sections of both reports, and results files from before them. */
class MatrixSectionsTest {
    private static final String HOSTILE = "<script>alert(1)</script> [c](javascript:alert(1))";

    private static Map<String, Integer> outcomes(Object... pairs) {
        Map<String, Integer> m = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) m.put((String) pairs[i], (Integer) pairs[i + 1]);
        return m;
    }

    /** ReportTest's run, with a few cells of each matrix whose colours are known. */
    static Results withMatrices() {
        Results r = ReportTest.run();
        r.safety = List.of(
            new SafetyCell("protobuf", "user", "truncate", 100, outcomes("rejected", 100), null),
            new SafetyCell("protobuf", "user", "bitflip", 100, outcomes("wrong", 77, "rejected", 23), null),
            new SafetyCell("protobuf", "user", "foreign-class", 0, Map.of(), "the bytes cannot name a class"),
            new SafetyCell("kryo", "user", "truncate", 100, outcomes("rejected", 99, "unchanged", 1), null),
            new SafetyCell("kryo", "user", "bitflip", 100, outcomes("rejected", 50, "wrong", 49, "oom", 1), null),
            new SafetyCell("kryo", "user", "foreign-class", 3, outcomes("foreign", 1, "rejected", 2), HOSTILE));
        r.evolution = List.of(
            new EvolutionCell("protobuf", "add-field", "old-reads-new", "ok", null),
            new EvolutionCell("protobuf", "add-field", "new-reads-old", "ok", null),
            new EvolutionCell("protobuf", "widen-int", "old-reads-new", "wrong", "quantity: wrote 3000000000, read -1294967296"),
            new EvolutionCell("protobuf", "widen-int", "new-reads-old", "ok", null),
            new EvolutionCell("kryo", "add-field", "old-reads-new", "error", HOSTILE),
            new EvolutionCell("kryo", "add-field", "new-reads-old", "lossy", "note lost"),
            new EvolutionCell("kryo", "widen-int", "old-reads-new", "untested", "no schema"),
            new EvolutionCell("kryo", "widen-int", "new-reads-old", "unsupported", "cannot express"));
        r.interop = List.of(
            new InteropCell("protobuf", "user", "python", "java-to-python", "ok", ""),
            new InteropCell("protobuf", "user", "python", "python-to-java", "ok", ""),
            new InteropCell("jackson-json", "user", "python", "java-to-python", "ok", ""),
            new InteropCell("jackson-json", "user", "python", "python-to-java", "error", HOSTILE),
            new InteropCell("kryo", "user", "python", "java-to-python", "n/a", "a Java-only format"),
            new InteropCell("kryo", "user", "python", "python-to-java", "lossy", "count: expected 1, got 2"));
        return r;
    }

    @Test
    void markdownHasBothSectionsAsTheCommandsPrintThem(@TempDir Path dir) throws Exception {
        ReportWriter.writeAll(withMatrices(), dir, null);
        String md = Files.readString(dir.resolve("report.md"));
        assertTrue(md.contains("\n## Safety\n"), md);
        assertTrue(md.contains("| codec | truncate | bitflip | foreign-class |"), md);
        assertTrue(md.contains("| protobuf | rejected 100 | WRONG 77, rejected 23 | n/a |"), md);
        assertTrue(md.contains("| kryo | rejected 99, unchanged 1 | rejected 50, WRONG 49, OOM 1 | FOREIGN 1, rejected 2 |"), md);
        assertTrue(md.contains("WRONG (decoded, silently, to another value)"), "the legend");
        assertTrue(md.contains("- protobuf x user, foreign-class: the bytes cannot name a class"), "the notes");

        assertTrue(md.contains("\n## Schema evolution\n"), md);
        assertTrue(md.contains("| codec | add-field old | add-field new | widen-int old | widen-int new |"), md);
        assertTrue(md.contains("| protobuf | ok | ok | wrong | ok |"), md);
        assertTrue(md.contains("| kryo | error | lossy | untested | unsupported |"), md);
        assertTrue(md.contains("- lossy: a shared field was lost or defaulted"), "the legend");
        assertTrue(md.contains("| protobuf | widen-int | old-reads-new | wrong | quantity: wrote 3000000000, read -1294967296 |"), md);
        assertFalse(md.contains("<script") || md.contains("[c]("), "notes stay text");
        assertTrue(md.indexOf("## Safety") < md.indexOf("## Schema evolution") && md.indexOf("## Schema evolution") < md.indexOf("## Codecs"));
    }

    @Test
    void theCrossLanguageMatrixIsASectionOfBothReports(@TempDir Path dir) throws Exception {
        ReportWriter.writeAll(withMatrices(), dir, null);
        String md = Files.readString(dir.resolve("report.md"));
        assertTrue(md.contains("\n## Cross-language\n"), md);
        assertTrue(md.contains("| codec x data set | java-to-python | python-to-java |"), md);
        assertTrue(md.contains("| jackson-json x user | ok | error |"), md);
        assertTrue(md.contains("| kryo | user | python-to-java | lossy | count: expected 1, got 2 |"), md);
        assertFalse(md.contains("<script") || md.contains("[c]("), "notes stay text");
        assertTrue(md.indexOf("## Schema evolution") < md.indexOf("## Cross-language") && md.indexOf("## Cross-language") < md.indexOf("## Codecs"));
        String html = Files.readString(dir.resolve("report.html"));
        assertTrue(html.contains("<h2 id='interop'>Cross-language</h2>") && html.contains("<a href='#interop'>"), html);
        assertTrue(html.contains("<tr><th>kryo x user</th><td class='neutral'>n/a</td><td class='warn'>lossy</td></tr>"), html);
        assertFalse(html.contains("<script>alert"), "escaped");
    }

    @Test
    void htmlColoursEveryCellByItsOutcomeAndEscapesTheText(@TempDir Path dir) throws Exception {
        ReportWriter.writeAll(withMatrices(), dir, null);
        String html = Files.readString(dir.resolve("report.html"));
        assertTrue(html.contains("<h2 id='safety'>Safety</h2>") && html.contains("<h2 id='evolution'>Schema evolution</h2>"), html);
        assertTrue(html.contains("<tr><th>protobuf</th><td class='good'>rejected 100</td><td class='warn'>WRONG 77, rejected 23</td>"
            + "<td class='neutral'>n/a</td></tr>"), html);
        assertTrue(html.contains("<tr><th>kryo</th><td class='good'>rejected 99, unchanged 1</td>"
            + "<td class='bad'>rejected 50, WRONG 49, OOM 1</td><td class='bad'>FOREIGN 1, rejected 2</td></tr>"), html);
        assertTrue(html.contains("<tr><th>protobuf</th><td class='good'>ok</td><td class='good'>ok</td><td class='bad'>wrong</td>"
            + "<td class='good'>ok</td></tr>"), html);
        assertTrue(html.contains("<tr><th>kryo</th><td class='error'>error</td><td class='warn'>lossy</td>"
            + "<td class='neutral'>untested</td><td class='neutral'>unsupported</td></tr>"), html);
        assertTrue(html.contains(".matrix td.bad{"), "the colours are in the page's own style");
        assertTrue(html.contains("WRONG (decoded, silently, to another value)"), "the legend");
        assertEquals(1, html.split("<script").length - 1, "the page's own script only: notes stay text");
        assertFalse(html.contains("href=\"javascript"), "notes stay text");
        assertTrue(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "shown as the text it is");
    }

    @Test
    void theMatricesSurviveResultsJsonAndServeReport(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("results.json");
        ResultsStore.save(withMatrices(), file);
        Results loaded = ResultsStore.load(file);
        assertEquals(withMatrices().safety, loaded.safety);
        assertEquals(withMatrices().evolution, loaded.evolution);
        Cli.Result r = Cli.run("report", file.toString());
        assertEquals(0, r.status(), r.out() + r.err());
        assertTrue(Files.readString(dir.resolve("report.md")).contains("| protobuf | ok | ok | wrong | ok |"));
        assertTrue(Files.readString(dir.resolve("report.html")).contains("<td class='bad'>FOREIGN 1, rejected 2</td>"));
    }

    /** A results.json from before the flags: no matrices, no flags in its settings; it loads and renders as before. */
    @Test
    void aResultsFileWithoutTheMatricesStillLoadsAndRenders(@TempDir Path dir) throws Exception {
        ObjectNode json = (ObjectNode) ResultsStore.JSON.valueToTree(ReportTest.run());
        assertFalse(json.has("safety") || json.has("evolution"), "absent when not asked for");
        ((ObjectNode) json.get("settings")).remove(List.of("safety", "evolution"));
        Path file = dir.resolve("results.json");
        Files.writeString(file, ResultsStore.JSON.writeValueAsString(json));

        Results old = ResultsStore.load(file);
        assertNull(old.safety);
        assertNull(old.evolution);
        assertFalse(old.settings.safety() || old.settings.evolution());
        Cli.Result r = Cli.run("report", file.toString());
        assertEquals(0, r.status(), r.out() + r.err());
        String md = Files.readString(dir.resolve("report.md"));
        assertTrue(md.contains("| **80.00 ± 3.00** (1.00×) |"), md);
        assertFalse(md.contains("## Safety") || md.contains("## Schema evolution"), md);
        assertFalse(Files.readString(dir.resolve("report.html")).contains("class='matrix'"));
    }

    /** The legend is written in the reports' package; it must name every change and outcome the matrix has. */
    @Test
    void theEvolutionLegendNamesEveryChangeAndOutcome() {
        List<String> ids = new java.util.ArrayList<>(Arrays.stream(Change.values()).map(Change::id).toList());
        Arrays.stream(Outcome.values()).map(Outcome::id).forEach(ids::add);
        for (String id : ids) {
            assertTrue(EvolutionMarkdown.legend().stream().anyMatch(l -> l.startsWith(id + ": ")), id);
        }
    }
}
