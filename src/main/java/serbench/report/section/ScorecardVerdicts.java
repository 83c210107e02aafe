package serbench.report.section;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import serbench.report.section.Scorecard.Verdict;
import serbench.report.view.OutcomeGrid.Tone;
import serbench.results.PlatformCell;
import serbench.results.Results;

/** Each matrix's word on one codec for the scorecard: the worst of its cells, or why the matrix has none. */
final class ScorecardVerdicts {
    private ScorecardVerdicts() {}

    static Verdict safety(Results r, String codec, String dataset) {
        if (r.safety == null) return Verdict.NOT_MEASURED;
        // attacked on this data set where it was, else on the one the matrix used (media by default)
        var own = r.safety.stream().filter(c -> c.codec().equals(codec) && c.dataset().equals(dataset)).toList();
        var cells = own.isEmpty() ? r.safety.stream().filter(c -> c.codec().equals(codec)).toList() : own;
        return worst(cells.stream().map(SafetyMarkdown::tone).toList(), Map.of(Tone.GOOD, "refuses cleanly",
            Tone.WARN, "decodes some corrupt bytes silently", Tone.BAD, "harmed: out of memory, hang, crash or foreign class"));
    }

    /** The evolution matrix's changes (their ids in results.json) that a schema's life is made of. */
    static final List<String> FIELD_CHANGES = List.of("add-field", "remove-field");

    /** The worst of the codec's evolution cells, of {@code changes} only (null: every change). */
    static Verdict evolution(Results r, String codec, List<String> changes) {
        if (r.evolution == null) return Verdict.NOT_MEASURED;
        return worst(r.evolution.stream().filter(c -> c.codec().equals(codec) && (changes == null || changes.contains(c.change())))
            .map(c -> EvolutionMarkdown.tone(c.outcome())).toList(),
            Map.of(Tone.GOOD, "every change read", Tone.WARN, "loses fields", Tone.BAD, "reads wrong values", Tone.ERROR, "fails on a change"));
    }

    static Verdict interop(Results r, String codec, String dataset) {
        if (r.interop == null) return Verdict.NOT_MEASURED;
        if (r.interop.stream().noneMatch(c -> c.dataset().equals(dataset))) return Verdict.NOT_APPLICABLE;
        return worst(r.interop.stream().filter(c -> c.codec().equals(codec) && c.dataset().equals(dataset))
            .map(c -> InteropMarkdown.tone(c.outcome())).toList(),
            Map.of(Tone.GOOD, "read and written by Python", Tone.WARN, "lossy across languages", Tone.ERROR, "not across languages"));
    }

    /**
     * Whether the codec round-trips with each door the JDK is closing shut (Unsafe's memory access, native access) on the
     * newest JDK of the platform matrix: on this data set where the matrix ran it, else on the data sets it ran.
     */
    static Verdict platform(Results r, String codec, String dataset) {
        if (r.platform == null) return Verdict.NOT_MEASURED;
        int newest = r.platform.stream().mapToInt(PlatformCell::major).max().orElse(0);
        List<PlatformCell> denied = r.platform.stream().filter(c -> c.major() == newest
            && (c.mode().equals(PlatformCell.UNSAFE_DENIED) || c.mode().equals(PlatformCell.NATIVE_DENIED))).toList();
        if (denied.stream().allMatch(c -> c.outcome().equals(PlatformCell.NOT_APPLICABLE))) {
            return new Verdict(Tone.NEUTRAL, "no JDK of the run can deny them (JDK 24 and later)", false);
        }
        List<PlatformCell> mine = denied.stream().filter(c -> c.codec().equals(codec)).toList();
        List<PlatformCell> own = mine.stream().filter(c -> c.dataset().equals(dataset)).toList();
        // the library's own way out, where the matrix saw it work: the application's choice, not this configuration's
        String wayOut = r.platform.stream().filter(c -> c.codec().equals(codec) && c.major() == newest
                && c.mode().equals(PlatformCell.UNSAFE_DENIED_WAY_OUT) && PlatformMarkdown.tone(c.outcome()) != Tone.BAD
                && PlatformMarkdown.tone(c.outcome()) != Tone.NEUTRAL)
            .map(c -> "; passes " + c.message()).findFirst().orElse("");
        return worst((own.isEmpty() ? mine : own).stream().map(c -> PlatformMarkdown.tone(c.outcome())).toList(),
            Map.of(Tone.GOOD, "runs with both denied", Tone.WARN, "runs with both denied, with warnings", Tone.BAD, "fails with one denied" + wayOut));
    }

    /**
     * The worst of a codec's cells: BAD, then ERROR, then WARN, then GOOD; n/a cells say nothing, and a codec with no
     * cell that says something is "no verdict" (the matrix could not test it).
     */
    private static Verdict worst(List<Tone> tones, Map<Tone, String> words) {
        for (Tone t : List.of(Tone.BAD, Tone.ERROR, Tone.WARN, Tone.GOOD)) {
            if (tones.contains(t)) return new Verdict(t, words.getOrDefault(t, t.name().toLowerCase(Locale.ROOT)), true);
        }
        return new Verdict(Tone.NEUTRAL, "no verdict", true);
    }
}
