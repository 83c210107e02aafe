package serbench.report.section;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import serbench.report.HtmlReport;
import serbench.report.MarkdownReport;
import serbench.report.section.Scorecard.Need;
import serbench.report.section.Scorecard.Pick;
import serbench.report.view.OutcomeGrid;
import serbench.report.view.ReportTables;
import serbench.results.PlatformCell;
import serbench.results.Results;
import serbench.results.ResultsStore;

/** The platform matrix in the reports: its grid, the JDK's words, the measured trait, and the need "future JDKs". */
class PlatformMarkdownTest {
    private static final List<String> UNSAFE = List.of("WARNING: A terminally deprecated method in sun.misc.Unsafe has been called",
        "WARNING: sun.misc.Unsafe::objectFieldOffset will be removed in a future release");

    private static List<PlatformCell> jvm(String codec, String jdk, String mode, String outcome, String message, List<String> warnings) {
        return List.of(new PlatformCell(codec, "media", jdk, mode, outcome, message, warnings));
    }

    /** Each codec on JDK 17 (its defaults; the options n/a) and JDK 25 (defaults, Unsafe denied, native denied). */
    private static List<PlatformCell> matrix(String codec, String defaults25, String unsafe25, String native25, List<String> warnings) {
        List<PlatformCell> cells = new ArrayList<>(jvm(codec, "17.0.15", PlatformCell.DEFAULTS, PlatformCell.PASS, null, null));
        cells.addAll(jvm(codec, "17.0.15", PlatformCell.UNSAFE_DENIED, PlatformCell.NOT_APPLICABLE, "JDK 17 has no such option", null));
        cells.addAll(jvm(codec, "17.0.15", PlatformCell.NATIVE_DENIED, PlatformCell.NOT_APPLICABLE, "JDK 17 has no such option", null));
        cells.addAll(jvm(codec, "17.0.15", PlatformCell.UNSAFE_DENIED_WAY_OUT, PlatformCell.NOT_APPLICABLE, "JDK 17 has no such option", null));
        cells.addAll(jvm(codec, "25.0.1", PlatformCell.DEFAULTS, defaults25, null, defaults25.equals(PlatformCell.WARNS) ? warnings : null));
        cells.addAll(jvm(codec, "25.0.1", PlatformCell.UNSAFE_DENIED, unsafe25,
            unsafe25.equals(PlatformCell.FAILS) ? "ExceptionInInitializerError; caused by UnsupportedOperationException: objectFieldOffset" : null, null));
        cells.addAll(jvm(codec, "25.0.1", PlatformCell.NATIVE_DENIED, native25, null, native25.equals(PlatformCell.WARNS) ? warnings : null));
        return cells;
    }

    private static List<PlatformCell> cells() {
        List<PlatformCell> cells = new ArrayList<>(matrix("fory", PlatformCell.WARNS, PlatformCell.FAILS, PlatformCell.WARNS, UNSAFE));
        cells.addAll(jvm("fory", "25.0.1", PlatformCell.UNSAFE_DENIED_WAY_OUT, PlatformCell.PASS,
            "with --add-opens=java.base/java.lang.invoke=ALL-UNNAMED", null));
        cells.addAll(matrix("avro", PlatformCell.PASS, PlatformCell.PASS, PlatformCell.PASS, null));
        cells.addAll(matrix("protobuf", PlatformCell.WARNS, PlatformCell.WARNS, PlatformCell.WARNS,
            List.of("WARNING: protobuf-java is unable to use sun.misc.Unsafe")));
        return cells;
    }

    /** JDK 17's way-out column, all n/a, is left out: the Unsafe-denied column already says n/a. */
    @Test
    void theGridHasAColumnPerJdkAndModeAndTheMeasuredTraitBesideTheDeclaredOne() {
        OutcomeGrid grid = PlatformMarkdown.grid(cells(), Map.of("fory", List.of("unsafe-memory"), "avro", List.of("unsafe-memory"),
            "protobuf", List.of()));
        assertEquals(List.of("codec", "JDK 17.0.15", "JDK 17.0.15, Unsafe denied", "JDK 17.0.15, native denied", "JDK 25.0.1",
            "JDK 25.0.1, Unsafe denied", "JDK 25.0.1, native denied", "JDK 25.0.1, Unsafe denied, way out", "unsafe-memory"), grid.header());
        List<String> fory = grid.rows().get(0).cells().stream().map(OutcomeGrid.Cell::text).toList();
        assertEquals(List.of("pass", "n/a", "n/a", "warns", "fails", "warns", "pass", "yes"), fory);
        assertEquals(OutcomeGrid.Tone.BAD, grid.rows().get(0).cells().get(4).tone());
        assertEquals("—", grid.rows().get(1).cells().get(6).text(), "no way-out cell for avro");
        assertEquals("no (declared yes)", grid.rows().get(1).cells().get(7).text());
        assertEquals("yes (declared no)", grid.rows().get(2).cells().get(7).text());
    }

    @Test
    void theExplanationNamesEachFailureInTheJdksWordsAndShowsWhatWasPrintedVerbatimOnce() {
        String md = PlatformMarkdown.explanation(cells());
        assertTrue(md.contains("| fory | 25.0.1 | unsafe-denied | media | ExceptionInInitializerError; caused by UnsupportedOperationException:"
            + " objectFieldOffset |"), md);
        assertTrue(md.contains("fory on JDK 25.0.1, defaults; fory on JDK 25.0.1, native-denied:\n\n```\n" + String.join("\n", UNSAFE)
            + "\n```\n"), md);
        assertFalse(md.contains("avro on JDK"), md);
        assertTrue(md.contains("| fory | 25.0.1 | pass | with --add-opens=java.base/java.lang.invoke=ALL-UNNAMED |"), md);
    }

    @Test
    void printedLinesCannotCloseTheirBlock() {
        assertEquals("````\n``` not a fence\nplain[31m\n````\n", PlatformMarkdown.verbatim(List.of("``` not a fence", "plain\u001b[31m")));
    }

    private static Results example() throws Exception {
        return ResultsStore.load(Path.of("docs/example/results.json"));
    }

    /** Only a codec that round-trips with both denied on the newest JDK qualifies; one that fails, or was not checked, does not. */
    @Test
    void futureJdksQualifiesOnlyCodecsThatPassWithBothDeniedOnTheNewestJdk() throws Exception {
        Results r = example();
        r.platform = cells();
        Scorecard card = Scorecard.of(r).get(0);
        Pick p = card.picks().stream().filter(x -> x.need() == Need.FUTURE_JDK).findFirst().orElseThrow();
        assertTrue(p.measured());
        assertEquals(Set.of("avro", "protobuf"), card.rows().stream().filter(Need.FUTURE_JDK::qualifies).map(Scorecard.Row::codec)
            .collect(Collectors.toSet()));
        Map<String, String> verdicts = card.rows().stream().collect(Collectors.toMap(Scorecard.Row::codec, x -> x.platform().text()));
        assertEquals("fails with one denied; passes with --add-opens=java.base/java.lang.invoke=ALL-UNNAMED", verdicts.get("fory"));
        assertEquals("runs with both denied", verdicts.get("avro"));
        assertEquals("runs with both denied, with warnings", verdicts.get("protobuf"));
        assertEquals("no verdict", verdicts.get("kryo"));
        assertEquals(Need.FUTURE_JDK, Need.byId("future-jdk").orElseThrow());
        // the traits the report shows are the measured ones
        assertFalse(ReportTables.traits(r).get("avro").contains("unsafe-memory"));
        assertTrue(ReportTables.traits(r).get("protobuf").contains("unsafe-memory"));
    }

    @Test
    void aMatrixOfJdk17AloneCannotAnswerFutureJdksAndSaysWhy() throws Exception {
        Results r = example();
        r.platform = cells().stream().filter(c -> c.jdk().startsWith("17")).toList();
        Scorecard card = Scorecard.of(r).get(0);
        Pick p = card.picks().stream().filter(x -> x.need() == Need.FUTURE_JDK).findFirst().orElseThrow();
        assertFalse(p.measured());
        assertEquals("no JDK of the run can deny them (JDK 24 and later)", card.whyNone(p));
        // the trait cannot be measured on JDK 17: the declared one stands
        assertTrue(ReportTables.traits(r).get("fory").contains("unsafe-memory"));
    }

    @Test
    void bothReportsCarryTheMatrixAndTheNeed() throws Exception {
        Results r = example();
        r.platform = cells();
        String md = MarkdownReport.render(r);
        assertTrue(md.contains("\n## Platform\n"), md);
        assertTrue(md.contains("| future JDKs | round-trips with sun.misc.Unsafe's memory access denied"), md);
        String html = HtmlReport.render(r, null);
        assertTrue(html.contains("<h2 id='platform'>Platform</h2>"), html);
        assertTrue(html.contains("<a href='#platform'>Platform</a>"));
        assertTrue(html.contains("data-trait='need:future-jdk'"));
        assertFalse(MarkdownReport.render(example()).contains("\n## Platform\n"));
    }
}
