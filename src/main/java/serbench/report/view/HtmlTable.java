package serbench.report.view;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import serbench.report.chart.SvgChart;

/**
 * An HTML table the page's script can sort (by a cell's {@code data-v}, a number where the column is one) and
 * filter by trait (a row's {@code data-traits}); without the script it is a plain, complete table.
 */
public final class HtmlTable {
    /** One cell: its HTML, and the value it sorts by (null: its text). */
    public record Cell(String html, Object sort) {}

    private final String cssClass;
    private final List<String> header = new ArrayList<>(), headerTips = new ArrayList<>();
    private final StringBuilder rows = new StringBuilder();

    public HtmlTable(String cssClass) {
        this.cssClass = cssClass;
    }

    public HtmlTable column(String name, String tip) {
        header.add(name);
        headerTips.add(tip);
        return this;
    }

    /** A row; {@code traits} are the codec's trait labels (null: the row is not filtered). */
    public HtmlTable row(boolean baseline, boolean missing, List<String> traits, List<Cell> cells) {
        rows.append("<tr").append(rowAttributes(baseline, missing, traits)).append('>');
        for (Cell c : cells) {
            rows.append("<td");
            if (c.sort() instanceof Double d) rows.append(String.format(Locale.ROOT, " data-v='%.9g'", d));
            else if (c.sort() != null) rows.append(" data-v='").append(SvgChart.esc(c.sort().toString())).append('\'');
            rows.append('>').append(c.html()).append("</td>");
        }
        rows.append("</tr>\n");
        return this;
    }

    /** A row whose figures are missing: its name, then the reason across the other columns. */
    public HtmlTable missingRow(boolean baseline, List<String> traits, String name, String reason) {
        rows.append("<tr").append(rowAttributes(baseline, true, traits)).append("><td>").append(name).append("</td><td colspan='")
            .append(header.size() - 1).append("' class='reason'>").append(SvgChart.esc(reason)).append("</td></tr>\n");
        return this;
    }

    public static String rowAttributes(boolean baseline, boolean missing, List<String> traits) {
        String cls = (baseline ? "baseline " : "") + (missing ? "missing" : "");
        return (cls.isBlank() ? "" : " class='" + cls.trim() + "'")
            + (traits == null ? "" : " data-traits='" + SvgChart.esc(String.join(" ", traits)) + "'");
    }

    @Override
    public String toString() {
        StringBuilder h = new StringBuilder("<div class='table-wrap'><table class='sortable ").append(cssClass).append("'><thead><tr>");
        for (int i = 0; i < header.size(); i++) {
            h.append("<th").append(headerTips.get(i) == null ? "" : " title='" + SvgChart.esc(headerTips.get(i)) + "'").append('>')
                .append(SvgChart.esc(header.get(i))).append("</th>");
        }
        return h.append("</tr></thead><tbody>\n").append(rows).append("</tbody></table></div>\n").toString();
    }
}
