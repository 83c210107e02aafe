package serbench.interop;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import serbench.results.Csv;

/** The matrix as rows for a text or Markdown table, its notes, and CSV: every form reads the same cells. */
public final class InteropText {
    /** What each outcome means, under every table. */
    public static final List<String> LEGEND = List.of(
        "ok: the value arrived unchanged; lossy: it arrived changed (the note names the first difference);",
        "error: a library refused the bytes or the value; n/a: not possible that way (the note says why).");

    private InteropText() {}

    /** The header: codec, data set, then one column per direction ({@code java-to-python}, {@code python-to-java} ...). */
    public static List<String> header(List<Cell> cells) {
        List<String> header = new ArrayList<>(List.of("codec", "data set"));
        cells.stream().map(Cell::direction).distinct().forEach(header::add);
        return header;
    }

    /** One row per (codec, data set), each direction's outcome in its column. */
    public static List<List<String>> rows(List<Cell> cells) {
        List<String> directions = header(cells).subList(2, header(cells).size());
        Map<String, List<String>> rows = new LinkedHashMap<>();
        for (Cell c : cells) {
            List<String> row = rows.computeIfAbsent(c.codec() + "\n" + c.dataset(), k -> {
                List<String> r = new ArrayList<>(List.of(c.codec(), c.dataset()));
                directions.forEach(d -> r.add(""));
                return r;
            });
            row.set(2 + directions.indexOf(c.direction()), c.outcome());
        }
        return List.copyOf(rows.values());
    }

    /** Every cell that is not ok, in one line each; a codec no other language reads, once. */
    public static List<String> notes(List<Cell> cells) {
        Set<String> notes = new LinkedHashSet<>();
        for (Cell c : cells) {
            if (c.outcome().equals(Outcome.OK.id())) continue;
            notes.add(c.outcome().equals(Outcome.NOT_APPLICABLE.id()) ? "n/a " + c.codec() + ": " + c.note()
                : c.outcome() + " " + c.codec() + ", " + c.dataset() + ", " + c.direction() + ": " + c.note());
        }
        return List.copyOf(notes);
    }

    /** {@code codec,dataset,language,direction,outcome,note}, one line per cell. */
    public static String csv(List<Cell> cells) {
        StringBuilder sb = new StringBuilder("codec,dataset,language,direction,outcome,note\n");
        for (Cell c : cells) {
            sb.append(Csv.line(c.codec(), c.dataset(), c.language(), c.direction(), c.outcome(), c.note())).append('\n');
        }
        return sb.toString();
    }
}
