package serbench.cli.shared;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import serbench.report.view.OutcomeGrid;
import serbench.report.view.PlainLine;

/**
 * A plain-text table with aligned columns; numeric-looking cells are right-aligned. Every cell is one line without
 * control characters ({@link PlainLine}): many are ids from a results file, which may not break or recolour the table.
 */
public final class TextTable {
    private final List<String[]> rows = new ArrayList<>();

    public TextTable(String... header) {
        row((Object[]) header);
    }

    /** An outcome matrix (safety, schema evolution) as plain text: the same header and cell texts as its Markdown. */
    public static TextTable of(OutcomeGrid grid) {
        TextTable t = new TextTable(grid.header().toArray(String[]::new));
        for (OutcomeGrid.Row row : grid.rows()) {
            List<Object> line = new ArrayList<>(List.of(row.label()));
            row.cells().forEach(c -> line.add(c.text()));
            t.row(line.toArray());
        }
        return t;
    }

    public TextTable row(Object... cells) {
        String[] r = new String[cells.length];
        for (int i = 0; i < cells.length; i++) r[i] = PlainLine.of(String.valueOf(cells[i]));
        rows.add(r);
        return this;
    }

    /** The table, its columns as wide as their cells come out on {@code out} (a POSIX console spells '±' as '+-'). */
    public void print(PrintWriter out) {
        int columns = rows.get(0).length;
        List<String[]> printed = rows.stream().map(r -> Arrays.stream(r).map(c -> ConsoleWriter.asPrinted(out, c))
            .toArray(String[]::new)).toList();
        int[] width = new int[columns];
        for (String[] r : printed) {
            for (int i = 0; i < columns; i++) width[i] = Math.max(width[i], r[i].length());
        }
        for (int n = 0; n < printed.size(); n++) {
            String[] r = printed.get(n);
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < columns; i++) {
                String cell = r[i];
                boolean right = n > 0 && cell.matches("-?\\d[\\d,]*(\\.\\d+)?");
                String pad = " ".repeat(width[i] - cell.length());
                line.append(i == 0 ? "" : "  ").append(right ? pad + cell : cell + (i == columns - 1 ? "" : pad));
            }
            out.println(line.toString().stripTrailing());
            if (n == 0) {
                StringBuilder rule = new StringBuilder();
                for (int i = 0; i < columns; i++) rule.append(i == 0 ? "" : "  ").append("-".repeat(width[i]));
                out.println(rule);
            }
        }
    }
}
