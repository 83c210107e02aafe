package serbench.report.section;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import serbench.report.view.MarkdownText;
import serbench.report.view.OutcomeGrid;
import serbench.results.SafetyCell;

/** The safety matrix as rows of codecs and columns of attacks, each cell the trials' outcomes, and its notes. */
public final class SafetyMarkdown {
    /** Short cell labels; capitals for what should never happen to production input. */
    private static final Map<String, String> LABELS = Map.of("rejected", "rejected", "unchanged", "unchanged",
        "wrong", "WRONG", "foreign", "FOREIGN", "oom", "OOM", "hang", "HANG", "crash", "CRASH");
    private static final Set<String> HARMFUL = Set.of("oom", "hang", "crash", "foreign");
    private static final Set<String> HARMLESS = Set.of("rejected", "unchanged");

    public static final String LEGEND = """
        Each cell counts what the attack's trials did: rejected (a clean exception), unchanged (decoded to the
        original value), WRONG (decoded, silently, to another value), FOREIGN (a class outside the model was in the
        result), OOM (OutOfMemoryError), HANG (still decoding after 2 s), CRASH (the JVM died, or the decoder threw
        another Error, such as StackOverflowError). n/a: the attack cannot be built for the codec (see the notes).""";

    private SafetyMarkdown() {}

    /** The attacks, in the order they were run. */
    static List<String> attacks(List<SafetyCell> cells) {
        return cells.stream().map(SafetyCell::attack).distinct().toList();
    }

    /** Rows keyed by "codec" or "codec x data set" when several data sets were attacked. */
    static Map<String, Map<String, SafetyCell>> rows(List<SafetyCell> cells) {
        boolean several = cells.stream().map(SafetyCell::dataset).distinct().count() > 1;
        Map<String, Map<String, SafetyCell>> rows = new LinkedHashMap<>();
        for (SafetyCell c : cells) {
            rows.computeIfAbsent(several ? c.codec() + " x " + c.dataset() : c.codec(), k -> new LinkedHashMap<>())
                .put(c.attack(), c);
        }
        return rows;
    }

    static String cell(SafetyCell c) {
        if (c == null || c.trials() == 0 || c.outcomes() == null) return "n/a";
        List<String> parts = new ArrayList<>();
        c.outcomes().forEach((outcome, n) -> parts.add(LABELS.getOrDefault(outcome, outcome) + " " + n));
        return String.join(", ", parts);
    }

    /**
     * Red when any trial hurt the service (oom, hang, crash, foreign), amber when one decoded silently to another
     * value, green when every trial was rejected or changed nothing; n/a and unknown outcomes are neutral.
     */
    static OutcomeGrid.Tone tone(SafetyCell c) {
        if (c == null || c.trials() == 0 || c.outcomes() == null) return OutcomeGrid.Tone.NEUTRAL;
        Map<String, Integer> o = c.outcomes();
        if (HARMFUL.stream().anyMatch(k -> o.getOrDefault(k, 0) > 0)) return OutcomeGrid.Tone.BAD;
        if (o.getOrDefault("wrong", 0) > 0) return OutcomeGrid.Tone.WARN;
        return HARMLESS.containsAll(o.keySet()) ? OutcomeGrid.Tone.GOOD : OutcomeGrid.Tone.NEUTRAL;
    }

    /** Codecs as rows, attacks as columns, each cell the trials' outcomes. */
    public static OutcomeGrid grid(List<SafetyCell> cells) {
        List<String> attacks = attacks(cells);
        List<String> header = new ArrayList<>(List.of("codec"));
        header.addAll(attacks);
        OutcomeGrid grid = new OutcomeGrid(header);
        rows(cells).forEach((row, byAttack) -> grid.add(row,
            attacks.stream().map(a -> new OutcomeGrid.Cell(cell(byAttack.get(a)), tone(byAttack.get(a)))).toList()));
        return grid;
    }

    /** What the cells mean, then the notes. */
    public static String explanation(List<SafetyCell> cells) {
        StringBuilder md = new StringBuilder(LEGEND.replace('\n', ' ')).append("\n");
        List<String> notes = notes(cells);
        if (!notes.isEmpty()) {
            md.append('\n');
            notes.forEach(n -> md.append("- ").append(MarkdownText.plain(n)).append('\n'));
        }
        return md.toString();
    }

    /** The notes: why a cell is n/a, or why an attack stopped. */
    public static List<String> notes(List<SafetyCell> cells) {
        return cells.stream().filter(c -> c.note() != null)
            .map(c -> c.codec() + " x " + c.dataset() + ", " + c.attack() + ": " + c.note()).toList();
    }

    public static String render(List<SafetyCell> cells) {
        return grid(cells).markdown() + "\n" + explanation(cells);
    }
}
