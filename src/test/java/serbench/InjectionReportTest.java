package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Node;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.Text;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.report.JmhJson;
import serbench.results.Csv;
import serbench.results.Environment;
import serbench.results.MachineRun;
import serbench.results.Measurement;
import serbench.results.Results;
import serbench.results.ResultsStore;
import serbench.results.Scaling;
import serbench.results.Shard;

/**
 * A results file from elsewhere (a forged shard, a hand edit) whose every string is an attack: markup, a link, a
 * spreadsheet formula, line breaks. Every report `report` writes of it shows each string as the text it is: report.md
 * has the structure of the same run's report with harmless strings, report.html runs and fetches nothing, results.csv
 * keeps its columns and has no formula, results-jmh.json is JSON.
 */
class InjectionReportTest {
    /** Put before every string of the file; the line breaks would start a heading, a list item and a table row. */
    static final String ATTACK = "=cmd|' /C calc'!A0 `code` *em* _em_ <script>alert(1)</script><img src=x onerror=alert(1)>"
        + " [c](javascript:alert(1)) ![i](https://example.invalid/i.png) &lt;b&gt;\n# INJECTED\n- INJECTED\n| INJECTED |\r\n> ";
    /** The fields whose values are one of a fixed few (an op, a mode, an outcome): a file with another is refused or ignored. */
    private static final Set<String> CLOSED = Set.of("op", "ops", "mode", "status", "same_as", "outcome", "direction", "language",
        "preset", "profile", "change", "mutation");
    /** Markdown as GitHub reads it: with tables, and HTML left in (GitHub then sanitises it, a viewer may not). */
    private static final List<org.commonmark.Extension> MARKDOWN = List.of(TablesExtension.create());
    private static final Parser PARSER = Parser.builder().extensions(MARKDOWN).includeSourceSpans(IncludeSourceSpans.BLOCKS_AND_INLINES).build();
    /** The objects whose keys are ids from the file too. */
    private static final Set<String> KEYED = Set.of("codecs", "datasets", "collectors");

    /** A run with every section a report has: matrices, compressors, two machines, a failure, the size axis, first calls. */
    static Results everySection() {
        Results r = CompressionReportTest.withZstd(MatrixSectionsTest.withMatrices());
        Environment e = r.environment;
        e.os = "Linux";
        e.cpu = "EPYC";
        e.cores = 2;
        e.profileDetail = "3 JVMs";
        e.start = "2026-01-01T00:00:00Z";
        e.end = "2026-01-01T01:00:00Z";
        e.serbenchVersion = "1.0";
        e.idleCpus = "0-1";
        e.heap = "-Xmx1g";
        e.charset = "UTF-8";
        e.lanes = "one";
        e.collectors.put(ReportTest.JVM, "G1");
        e.machineCheck = new Environment.MachineCheck(20, 400, 5, "noisy");
        e.jvms.add(new Environment.Jvm("b-17", "Temurin", "17.0.16", "HotSpot", "/b/java"));
        for (Measurement m : List.copyOf(r.results)) r.results.add(m.withJvm("b-17"));
        e.machines = List.of(new MachineRun("a", "EPYC", 2, "Linux", 1024, List.of(ReportTest.JVM), null, null, List.of("shard-a")),
            new MachineRun("b", "Xeon", 4, "Linux", 2048, List.of("b-17"), null, 1.5, List.of("shard-b")));
        r.failures.add(new Results.Failure("b-17", "tree-0", "kryo", "crashed"));
        r.results.replaceAll(m -> m.codec().equals("protobuf") && m.op().equals("ser") ? noted(m) : m);
        r.results.add(ReportTest.avgt("user", "protobuf", "zstd", 1000, 10).forSameBytes("xstream"));
        r.scaling = new Scaling(7, "protobuf", List.of(new Scaling.Variant("tree-0", "tree", "1KB", 1000, List.of(1)),
            new Scaling.Variant("tree-32", "tree", "10KB", 10000, List.of(32))),
            List.of(new Scaling.Sizes("tree-0", "protobuf", List.of(30)), new Scaling.Sizes("tree-32", "protobuf", List.of(300))));
        r.firstCall = FirstCallReportTest.firstCall();
        return r;
    }

    private static Measurement noted(Measurement m) {
        return new Measurement(m.dataset(), m.codec(), m.op(), m.threads(), m.mode(), m.score(), m.error(), m.unit(),
            m.allocBytesPerOp(), m.gcNanosPerOp(), m.jvm(), m.samples(), m.min(), m.max(), m.forks(), m.low(), m.high(), "re-measured");
    }

    /** The run of one data set, whose id is then in the report's title. */
    static Results oneDataset() {
        Results r = everySection();
        r.datasets.keySet().retainAll(Set.of("user"));
        r.results.removeIf(m -> !m.dataset().equals("user"));
        r.verification.removeIf(v -> !v.dataset().equals("user"));
        r.sizes.removeIf(s -> !s.dataset().equals("user"));
        r.failures.removeIf(f -> !f.dataset().equals("user"));
        r.failures.add(new Results.Failure("b-17", "user", "kryo", "crashed"));
        r.scaling = null;
        Results.Plan p = r.settings.plans().get(0);
        r.settings = new Results.Settings("quick", true, List.of("/usr/bin/java"),
            List.of(new Results.Plan(p.codecs(), List.of("user"), p.ops(), p.threads(), p.mode())));
        return r;
    }

    @Test
    void everyStringOfARunIsTextInEveryReport(@TempDir Path dir) throws Exception {
        assertReportsShowTheAttackAsText(everySection(), dir.resolve("several"));
        assertReportsShowTheAttackAsText(oneDataset(), dir.resolve("one"));
    }

    /** What a terminal obeys: a colour, a bidi override that shows the rest reversed, line breaks. */
    static final String TERMINAL = "\u001b[31m\u202e\nINJECTED\r\t";

    /** Ids from a results file on the console: every command that reads one prints them on one line, without control characters. */
    @Test
    void everyStringOfARunIsOneLineOnTheConsole(@TempDir Path dir) throws Exception {
        Path run = forged(CompressionReportTest.run(), dir.resolve("run"), TERMINAL);
        Results part = ReportTest.run();
        part.shard = new Shard(1, 2);
        part.environment.cpu = "EPYC";
        Path shard = forged(part, dir.resolve("shard"), TERMINAL);
        String[] advise = {"advise", run.toString(), "--bandwidth", "1Mbit", "--cores", "1"};
        for (Cli.Result r : List.of(Cli.run(advise), Cli.run(concat(advise, "--format", "md")),
                Cli.run("compare", run.toString(), run.toString()), Cli.run("merge", "--out", dir.resolve("merged").toString(), shard.toString()),
                Cli.run("advise", run.toString(), "--bandwidth", "1Mbit", "--cores", "1", "--dataset", TERMINAL + "nope"))) {
            String console = r.out() + r.err();
            assertTrue(console.contains("INJECTED"), "the ids reached the console: " + console);
            assertFalse(Pattern.compile("[\\p{Cc}\u202e&&[^\n]]").matcher(console).find(), console);
            assertTrue(console.lines().noneMatch(l -> l.startsWith("INJECTED")), console);
        }
    }

    private static String[] concat(String[] a, String... b) {
        List<String> all = new ArrayList<>(List.of(a));
        all.addAll(List.of(b));
        return all.toArray(String[]::new);
    }

    /** OWASP's CSV injection: a text that starts as a formula opens as text; a number, negative too, stays a number. */
    @Test
    void aCsvFieldThatAFormulaWouldStartIsText() {
        assertEquals("'=cmd|' /C calc'!A0", Csv.field("=cmd|' /C calc'!A0"));
        assertEquals("'+1+1", Csv.field("+1+1"));
        assertEquals("'-2+3", Csv.field("-2+3"));
        assertEquals("'@SUM(A1)", Csv.field("@SUM(A1)"));
        assertEquals("'\tx", Csv.field("\tx"));
        assertEquals("\"'\rx\"", Csv.field("\rx"));
        assertEquals("\"'=a,b\"", Csv.field("=a,b"));
        assertEquals("-5.00000", Csv.field("-5.00000"));
        assertEquals("-1.00000e-05", Csv.field("-1.00000e-05"));
        assertEquals("kryo", Csv.field("kryo"));
    }

    private static void assertReportsShowTheAttackAsText(Results run, Path dir) throws Exception {
        Path plain = dir.resolve("plain"), forged = forged(run, dir.resolve("forged"), ATTACK);
        ResultsStore.save(run, plain.resolve(ResultsStore.FILE));
        for (Path d : List.of(plain, forged)) {
            Cli.Result report = Cli.run("report", d.toString());
            assertEquals(0, report.status(), report.err());
        }
        String md = Files.readString(forged.resolve("report.md"));
        assertTrue(md.contains("INJECTED"), "the attack reached the report");
        assertSameShape(Files.readString(plain.resolve("report.md")), md);
        assertRunsNothing(HtmlRenderer.builder().extensions(MARKDOWN).build().render(PARSER.parse(md)), 0);
        assertRunsNothing(Files.readString(forged.resolve("report.html")), 1);
        assertCsvHoldsNoFormula(Files.readString(forged.resolve("results.csv")));
        ResultsStore.JSON.readTree(forged.resolve(JmhJson.FILE).toFile());
    }

    /** No script but the page's own ({@code scripts}), no image, no javascript: link. */
    private static void assertRunsNothing(String html, int scripts) {
        assertEquals(scripts, html.split("<script").length - 1, "no script of the attack's");
        assertFalse(html.contains("<img") || Pattern.compile("(href|src)\\s*=\\s*['\"]?\\s*javascript", Pattern.CASE_INSENSITIVE)
            .matcher(html).find(), "fetches and runs nothing");
    }

    /** {@code run}'s results file in {@code dir}, every string of it with {@code attack} before it. */
    private static Path forged(Results run, Path dir, String attack) throws Exception {
        ResultsStore.save(run, dir.resolve(ResultsStore.FILE));
        JsonNode json = ResultsStore.JSON.readTree(dir.resolve(ResultsStore.FILE).toFile());
        Files.writeString(dir.resolve(ResultsStore.FILE), ResultsStore.JSON.writeValueAsString(attack(json, "", attack)));
        return dir;
    }

    /** Every string of {@code node} with the attack before it, but those of {@link #CLOSED} fields. */
    private static JsonNode attack(JsonNode node, String field, String attack) {
        if (node.isTextual()) return CLOSED.contains(field) ? node : TextNode.valueOf(attack + node.asText());
        if (node.isArray()) {
            ArrayNode a = (ArrayNode) node;
            for (int i = 0; i < a.size(); i++) a.set(i, attack(a.get(i), field, attack));
            return a;
        }
        if (node.isObject()) {
            ObjectNode o = (ObjectNode) node, copy = o.objectNode();
            for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                copy.set(KEYED.contains(field) ? attack + e.getKey() : e.getKey(), attack(e.getValue(), e.getKey(), attack));
            }
            return copy;
        }
        return node;
    }

    /** The attacked report has the plain one's nodes in its order; else the first that differs, and its line. */
    private static void assertSameShape(String plain, String attacked) {
        List<Node> expected = shape(plain), actual = shape(attacked);
        for (int i = 0; i < Math.min(expected.size(), actual.size()); i++) {
            if (expected.get(i).getClass() != actual.get(i).getClass()) {
                int line = actual.get(i).getSourceSpans().isEmpty() ? -1 : actual.get(i).getSourceSpans().get(0).getLineIndex();
                throw new AssertionError("report.md has a " + actual.get(i).getClass().getSimpleName() + " where the plain run's has a "
                    + expected.get(i).getClass().getSimpleName() + ", line " + (line + 1) + ":\n" + attacked.lines().skip(Math.max(0, line)).findFirst().orElse(""));
            }
        }
        assertEquals(expected.size(), actual.size(), "report.md's nodes");
    }

    /** The Markdown's nodes as GitHub reads them (headings, list items, table rows, links, code, emphasis), not their text. */
    private static List<Node> shape(String markdown) {
        Node doc = PARSER.parse(markdown);
        List<Node> nodes = new ArrayList<>();
        doc.accept(new AbstractVisitor() {
            @Override protected void visitChildren(Node parent) {
                for (Node n = parent.getFirstChild(); n != null; n = n.getNext()) {
                    if (!(n instanceof Text) && !(n instanceof SoftLineBreak)) nodes.add(n);
                    n.accept(this);
                }
            }
        });
        return nodes;
    }

    /** Every record has the header's fields, and none but a number starts as a formula does. */
    private static void assertCsvHoldsNoFormula(String csv) {
        List<List<String>> records = records(csv);
        for (List<String> record : records) {
            assertEquals(records.get(0).size(), record.size(), record.toString());
            for (String f : record) {
                assertFalse(!f.isEmpty() && "=+-@\t\r".indexOf(f.charAt(0)) >= 0 && !f.matches("-?[0-9.]+(e[-+][0-9]+)?"), f);
            }
        }
    }

    /** The records of an RFC 4180 text: quoted fields may hold commas, doubled quotes and line breaks. */
    private static List<List<String>> records(String csv) {
        List<List<String>> records = new ArrayList<>();
        List<String> record = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < csv.length(); i++) {
            char c = csv.charAt(i);
            if (quoted) {
                if (c != '"') field.append(c);
                else if (i + 1 < csv.length() && csv.charAt(i + 1) == '"') field.append(csv.charAt(++i));
                else quoted = false;
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',' || c == '\n') {
                record.add(field.toString());
                field.setLength(0);
                if (c == '\n') {
                    records.add(record);
                    record = new ArrayList<>();
                }
            } else {
                field.append(c);
            }
        }
        return records;
    }
}
