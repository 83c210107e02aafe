package serbench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import serbench.results.SafetyCell;

/** The safety matrix as rows of codecs and columns of attacks, each cell the trials' outcomes, and its notes. */
public final class SafetyMarkdown {
    /** Short cell labels; capitals for what should never happen to production input. */
    private static final Map<String, String> LABELS = Map.of("rejected", "rejected", "unchanged", "unchanged",
        "wrong", "WRONG", "foreign", "FOREIGN", "oom", "OOM", "hang", "HANG", "crash", "CRASH");

    public static final String LEGEND = """
        Each cell counts what the attack's trials did: rejected (a clean exception), unchanged (decoded to the
        original value), WRONG (decoded, silently, to another value), FOREIGN (a class outside the model was in the
        result), OOM (OutOfMemoryError), HANG (still decoding after 2 s), CRASH (the JVM died, or the decoder threw
        another Error, such as StackOverflowError). n/a: the attack cannot be built for the codec (see the notes).""";

    private SafetyMarkdown() {}

    /** The attacks, in the order they were run. */
    public static List<String> attacks(List<SafetyCell> cells) {
        return cells.stream().map(SafetyCell::attack).distinct().toList();
    }

    /** Rows keyed by "codec" or "codec x data set" when several data sets were attacked. */
    public static Map<String, Map<String, SafetyCell>> rows(List<SafetyCell> cells) {
        boolean several = cells.stream().map(SafetyCell::dataset).distinct().count() > 1;
        Map<String, Map<String, SafetyCell>> rows = new LinkedHashMap<>();
        for (SafetyCell c : cells) {
            rows.computeIfAbsent(several ? c.codec() + " x " + c.dataset() : c.codec(), k -> new LinkedHashMap<>())
                .put(c.attack(), c);
        }
        return rows;
    }

    public static String cell(SafetyCell c) {
        if (c == null || c.trials() == 0) return "n/a";
        List<String> parts = new ArrayList<>();
        c.outcomes().forEach((outcome, n) -> parts.add(LABELS.getOrDefault(outcome, outcome) + " " + n));
        return String.join(", ", parts);
    }

    /** The notes: why a cell is n/a, or why an attack stopped. */
    public static List<String> notes(List<SafetyCell> cells) {
        return cells.stream().filter(c -> c.note() != null)
            .map(c -> c.codec() + " x " + c.dataset() + ", " + c.attack() + ": " + c.note()).toList();
    }

    public static String render(List<SafetyCell> cells) {
        List<String> attacks = attacks(cells);
        List<String> header = new ArrayList<>(List.of("codec"));
        header.addAll(attacks);
        MarkdownTable t = new MarkdownTable(header.toArray(String[]::new));
        rows(cells).forEach((row, byAttack) -> {
            List<Object> r = new ArrayList<>(List.of(row));
            for (String a : attacks) r.add(cell(byAttack.get(a)));
            t.add(r.toArray());
        });
        StringBuilder md = new StringBuilder(t.toString()).append('\n').append(LEGEND.replace('\n', ' ')).append("\n");
        List<String> notes = notes(cells);
        if (!notes.isEmpty()) {
            md.append('\n');
            notes.forEach(n -> md.append("- ").append(MarkdownText.plain(n)).append('\n'));
        }
        return md.toString();
    }
}
