package serbench.report.view;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import serbench.report.chart.SvgChart;

/**
 * A matrix of outcomes (safety, schema evolution): a header and rows of cells, each cell a text and a tone.
 * Markdown shows the text; the HTML page also colours the cell by its tone. Every text may come from a results
 * file, so both forms escape it.
 */
public final class OutcomeGrid {
    /** How a cell reads at a glance; the HTML page's CSS class of the cell. */
    public enum Tone {
        GOOD, WARN, BAD, ERROR, NEUTRAL;

        String css() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public record Cell(String text, Tone tone) {}

    public record Row(String label, List<Cell> cells) {}

    private final List<String> header;
    private final List<Row> rows = new ArrayList<>();

    public OutcomeGrid(List<String> header) {
        this.header = List.copyOf(header);
    }

    public OutcomeGrid add(String label, List<Cell> cells) {
        rows.add(new Row(label, List.copyOf(cells)));
        return this;
    }

    public List<String> header() {
        return header;
    }

    public List<Row> rows() {
        return List.copyOf(rows);
    }

    public String markdown() {
        MarkdownTable t = new MarkdownTable(header.stream().map(MarkdownText::plain).toArray(String[]::new));
        for (Row row : rows) {
            List<String> line = new ArrayList<>(List.of(MarkdownText.plain(row.label())));
            row.cells().forEach(c -> line.add(MarkdownText.plain(c.text())));
            t.add(line.toArray());
        }
        return t.toString();
    }

    public String html() {
        StringBuilder html = new StringBuilder("<table class='matrix'><thead><tr>");
        header.forEach(h -> html.append("<th>").append(SvgChart.esc(h)).append("</th>"));
        html.append("</tr></thead><tbody>\n");
        for (Row row : rows) {
            html.append("<tr><th>").append(SvgChart.esc(row.label())).append("</th>");
            row.cells().forEach(c -> html.append("<td class='").append(c.tone().css()).append("'>").append(SvgChart.esc(c.text()))
                .append("</td>"));
            html.append("</tr>\n");
        }
        return html.append("</tbody></table>\n").toString();
    }

    /** A matrix's legend, then a table of its cells that are not ok (each row's cells, the note last). */
    public static String legendAndNotes(List<String> legend, List<String> columns, Stream<List<String>> notOk) {
        StringBuilder md = new StringBuilder();
        for (String l : legend) md.append("- ").append(MarkdownText.plain(l)).append('\n');
        MarkdownTable notes = new MarkdownTable(columns.toArray(String[]::new));
        notOk.forEach(row -> notes.add(row.stream().map(MarkdownText::plain).toArray()));
        return md.append('\n').append(notes).toString();
    }
}
