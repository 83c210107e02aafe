package serbench.report.section;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import serbench.report.HtmlReport;
import serbench.report.MarkdownReport;
import serbench.report.section.Scorecard.Need;
import serbench.report.section.Scorecard.Pick;
import serbench.results.EvolutionCell;
import serbench.results.Results;
import serbench.results.ResultsStore;
import serbench.results.SafetyCell;

/** The scorecard's verdicts come from the matrices; a need qualifies only codecs the run measured for it. */
class ScorecardTest {
    private static Results example() throws Exception {
        return ResultsStore.load(Path.of("docs/example/results.json"));
    }

    private static Pick pick(Scorecard card, Need need) {
        return card.picks().stream().filter(p -> p.need() == need).findFirst().orElseThrow();
    }

    private static SafetyCell safety(String codec, Map<String, Integer> outcomes) {
        return new SafetyCell(codec, "media", "truncate", 100, outcomes, null);
    }

    @Test
    void aNeedWhoseMatrixWasNotRunQualifiesNoCodecAndSaysHowToMeasureIt() throws Exception {
        Scorecard card = Scorecard.of(example()).get(0);
        assertEquals("media", card.heading());
        Pick untrusted = pick(card, Need.UNTRUSTED_INPUT);
        assertFalse(untrusted.measured());
        assertNull(untrusted.fastest());
        assertTrue(card.markdown().contains("| untrusted input | no hostile input harmed it: no out of memory, hang, crash or foreign"
            + " class (safety) | not measured (run with --safety) |"), card.markdown());
        assertTrue(card.rows().stream().allMatch(r -> !r.safety().measured() && r.safety().text().equals("not measured")));
    }

    /** The user's own class: the run computed the cross-language matrix, but the Python peer has no model of it. */
    @Test
    void aMatrixComputedOnOtherDataSetsDoesNotApplyRatherThanGivingNoVerdict() throws Exception {
        Results r = example();
        r.interop = List.of(new serbench.results.InteropCell("protobuf", "user", "python", "java-to-python", "ok", ""));
        Scorecard card = Scorecard.of(r).get(0);
        assertTrue(card.rows().stream().allMatch(x -> x.interop().text().equals("does not apply to this data set")));
        Pick p = pick(card, Need.CROSS_LANGUAGE);
        assertFalse(p.measured());
        assertEquals("does not apply to this data set", card.whyNone(p));
        assertEquals("not measured (run with --safety)", card.whyNone(pick(card, Need.UNTRUSTED_INPUT)));
    }

    @Test
    void noClassRegistrationIsTheFastestCodecWithoutThatTrait() throws Exception {
        Scorecard card = Scorecard.of(example()).get(0);
        Scorecard.Row expected = card.rows().stream().filter(r -> r.standing().time() != null && !r.traits().contains("needs-registration"))
            .min(Comparator.comparingDouble(r -> r.standing().time().ns())).orElseThrow();
        Pick p = pick(card, Need.NO_CLASS_REGISTRATION);
        assertEquals(expected.codec(), p.fastest().codec());
        assertFalse(p.fastest().traits().contains("needs-registration"));
        assertTrue(card.rows().stream().noneMatch(r -> r.codec().equals("memcpy") || r.codec().equals("manual")), "no baselines");
    }

    @Test
    void aCodecHarmedByHostileInputNeverQualifiesForUntrustedInput() throws Exception {
        Results r = example();
        Scorecard plain = Scorecard.of(r).get(0);
        String fastest = plain.rows().stream().filter(x -> x.standing().time() != null)
            .min(Comparator.comparingDouble(x -> x.standing().time().ns())).orElseThrow().codec();
        String second = plain.rows().stream().filter(x -> x.standing().time() != null && !x.codec().equals(fastest))
            .min(Comparator.comparingDouble(x -> x.standing().time().ns())).orElseThrow().codec();
        r.safety = List.of(safety(fastest, Map.of("rejected", 90, "oom", 10)), safety(second, Map.of("rejected", 99, "unchanged", 1)),
            safety("kryo", Map.of("rejected", 50, "wrong", 50)));
        Scorecard card = Scorecard.of(r).get(0);
        Pick p = pick(card, Need.UNTRUSTED_INPUT);
        assertTrue(p.measured());
        assertEquals(second, p.fastest().codec());
        // kryo decodes corrupt bytes into other values, as a format without a checksum does: not harm, so it qualifies
        assertEquals(2, p.qualifying());
        Map<String, String> verdicts = new java.util.HashMap<>();
        card.rows().forEach(x -> verdicts.put(x.codec(), x.safety().text()));
        assertEquals("harmed: out of memory, hang, crash or foreign class", verdicts.get(fastest));
        assertEquals("refuses cleanly", verdicts.get(second));
        assertEquals("decodes some corrupt bytes silently", verdicts.get("kryo"));
        // attacked by the matrix but not this codec: measured, no verdict, does not qualify
        assertEquals("no verdict", verdicts.get("avro"));
    }

    @Test
    void evolutionTakesTheWorstCellAndAnErrorIsNotAQualification() throws Exception {
        Results r = example();
        r.evolution = List.of(new EvolutionCell("avro", "add-field", "old-reads-new", "ok", null),
            new EvolutionCell("avro", "remove-field", "new-reads-old", "ok", null),
            new EvolutionCell("protobuf", "add-field", "old-reads-new", "ok", null),
            new EvolutionCell("protobuf", "rename-field", "old-reads-new", "lossy", null),
            new EvolutionCell("jackson-json", "add-field", "old-reads-new", "ok", null),
            new EvolutionCell("jackson-json", "remove-field", "new-reads-old", "lossy", null),
            new EvolutionCell("kryo", "add-field", "old-reads-new", "error", null),
            new EvolutionCell("fory", "add-field", "old-reads-new", "wrong", null));
        Scorecard card = Scorecard.of(r).get(0);
        Map<String, String> verdicts = new java.util.HashMap<>();
        card.rows().forEach(x -> verdicts.put(x.codec(), x.evolution().text()));
        assertEquals("every change read", verdicts.get("avro"));
        assertEquals("loses fields", verdicts.get("protobuf"));
        assertEquals("fails on a change", verdicts.get("kryo"));
        assertEquals("reads wrong values", verdicts.get("fory"));
        // the need asks for fields added and removed only: protobuf's lossy rename is its evolution column's, not the need's
        assertEquals(java.util.Set.of("avro", "protobuf"), card.rows().stream().filter(Need.SCHEMA_WILL_EVOLVE::qualifies)
            .map(Scorecard.Row::codec).collect(java.util.stream.Collectors.toSet()));
        Pick p = pick(card, Need.SCHEMA_WILL_EVOLVE);
        assertEquals(2, p.qualifying());
        assertEquals("avro", p.smallest().codec());
    }

    @Test
    void bothReportsCarryTheScorecard() throws Exception {
        Results r = example();
        String md = MarkdownReport.render(r);
        assertTrue(md.contains("\n## Scorecard\n"), md);
        assertTrue(md.indexOf("## Scorecard") < md.indexOf("## Codecs"));
        String html = HtmlReport.render(r, null);
        assertTrue(html.contains("<h2 id='scorecard'>Scorecard</h2>"));
        assertTrue(html.contains("<a href='#scorecard'>Scorecard</a>"));
    }
}
