package serbench.report.section;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import serbench.report.view.OutcomeGrid;
import serbench.results.InteropCell;

/**
 * The cross-language matrix as the reports show it: one row per (codec, data set), one column per direction, its
 * legend, then every cell that is not ok with its note. It reads the cells as results.json keeps them.
 */
public final class InteropMarkdown {
    private static final List<String> LEGEND = List.of(
        "java-to-X: the other language's library read the Java codec's bytes; X-to-java: the codec read what it wrote",
        "ok: the value arrived unchanged",
        "lossy: it arrived changed (the note names the first difference)",
        "error: a library refused the bytes or the value",
        "n/a: not possible that way (the note says why)");

    private InteropMarkdown() {}

    static List<String> header(List<InteropCell> cells) {
        List<String> header = new ArrayList<>(List.of("codec x data set"));
        cells.stream().map(InteropCell::direction).distinct().forEach(header::add);
        return header;
    }

    /** ok green; lossy amber; error grey; n/a neutral. */
    static OutcomeGrid.Tone tone(String outcome) {
        return switch (outcome) {
            case "ok" -> OutcomeGrid.Tone.GOOD;
            case "lossy" -> OutcomeGrid.Tone.WARN;
            case "error" -> OutcomeGrid.Tone.ERROR;
            default -> OutcomeGrid.Tone.NEUTRAL;
        };
    }

    public static OutcomeGrid grid(List<InteropCell> cells) {
        List<String> header = header(cells);
        Map<String, Map<String, String>> rows = new LinkedHashMap<>();
        for (InteropCell c : cells) {
            rows.computeIfAbsent(c.codec() + " x " + c.dataset(), k -> new LinkedHashMap<>()).put(c.direction(), c.outcome());
        }
        OutcomeGrid grid = new OutcomeGrid(header);
        rows.forEach((row, byDirection) -> grid.add(row, header.subList(1, header.size()).stream()
            .map(d -> byDirection.getOrDefault(d, "—")).map(o -> new OutcomeGrid.Cell(o, tone(o))).toList()));
        return grid;
    }

    /** The legend, then a table of every cell that is not ok, with its note. */
    public static String explanation(List<InteropCell> cells) {
        return OutcomeGrid.legendAndNotes(LEGEND, List.of("codec", "data set", "direction", "outcome", "note"),
            cells.stream().filter(c -> !"ok".equals(c.outcome()))
                .map(c -> Arrays.asList(c.codec(), c.dataset(), c.direction(), c.outcome(), c.note())));
    }

    public static String write(List<InteropCell> cells) {
        return grid(cells).markdown() + "\n" + explanation(cells);
    }
}
