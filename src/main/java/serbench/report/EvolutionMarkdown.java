package serbench.report;

import java.util.List;
import java.util.Map;
import serbench.evolution.Cell;
import serbench.evolution.MatrixLayout;
import serbench.evolution.Outcome;

/** The schema evolution matrix in Markdown: the grid, its legend, then every cell's note that says more than "ok". */
public final class EvolutionMarkdown {
    private EvolutionMarkdown() {}

    public static String write(List<Cell> cells) {
        MarkdownTable grid = new MarkdownTable(MatrixLayout.header().toArray(String[]::new));
        for (Map.Entry<String, List<Cell>> row : MatrixLayout.rows(cells).entrySet()) {
            Object[] line = new Object[row.getValue().size() + 1];
            line[0] = row.getKey();
            for (int i = 0; i < row.getValue().size(); i++) line[i + 1] = row.getValue().get(i).outcome().id();
            grid.add(line);
        }
        StringBuilder md = new StringBuilder(grid.toString()).append('\n');
        for (String l : MatrixLayout.legend()) md.append("- ").append(MarkdownText.plain(l)).append('\n');
        MarkdownTable notes = new MarkdownTable("codec", "change", "direction", "outcome", "note");
        cells.stream().filter(c -> c.outcome() != Outcome.OK)
            .forEach(c -> notes.add(c.codec(), c.change().id(), c.direction().id(), c.outcome().id(), MarkdownText.plain(c.note())));
        return md.append('\n').append(notes).toString();
    }
}
