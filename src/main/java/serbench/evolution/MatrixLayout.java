package serbench.evolution;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The matrix as every text form shows it: codecs as rows, change x direction as columns, and a legend. */
public final class MatrixLayout {
    private MatrixLayout() {}

    /** {@code codec}, then one column per change and direction: {@code add-field old} is old-reads-new. */
    public static List<String> header() {
        List<String> header = new ArrayList<>(List.of("codec"));
        for (Change c : Change.values()) {
            for (Direction d : Direction.values()) header.add(c.id() + " " + (d == Direction.OLD_READS_NEW ? "old" : "new"));
        }
        return header;
    }

    /** Each codec's cells in the header's column order. */
    public static Map<String, List<Cell>> rows(List<Cell> cells) {
        Map<String, List<Cell>> rows = new LinkedHashMap<>();
        for (Cell cell : cells) rows.computeIfAbsent(cell.codec(), c -> new ArrayList<>()).add(cell);
        for (List<Cell> row : rows.values()) {
            row.sort((a, b) -> a.change() != b.change() ? a.change().compareTo(b.change()) : a.direction().compareTo(b.direction()));
        }
        return rows;
    }

    public static List<String> legend() {
        List<String> legend = new ArrayList<>();
        legend.add("a change's 'old' column is old-reads-new (bytes written by v2, read by v1), its 'new' column new-reads-old");
        for (Outcome o : Outcome.values()) legend.add(o.id() + ": " + o.meaning());
        for (Change c : Change.values()) legend.add(c.id() + ": " + c.description());
        return legend;
    }
}
