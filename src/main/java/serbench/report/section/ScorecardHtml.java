package serbench.report.section;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import serbench.report.chart.SvgChart;
import serbench.report.view.HtmlMarkdown;
import serbench.report.view.HtmlTable;
import serbench.report.view.Standings;
import serbench.results.Results;

/**
 * The scorecard on the page: the intro and each data set's needs as in Markdown, and its rows as a table the page
 * sorts and filters like the figures (a row carries the codec's traits and the needs it qualifies for).
 */
public final class ScorecardHtml {
    static final String ID = "scorecard";

    private ScorecardHtml() {}

    /** The section, or empty when the run has no one-thread figures. */
    public static String section(Results r) {
        List<Scorecard> cards = Scorecard.of(r);
        if (cards.isEmpty()) return "";
        Map<String, List<String>> tokens = NeedFilter.rowTokens(r);
        StringBuilder h = new StringBuilder("<h2 id='" + ID + "'>" + Scorecard.TITLE + "</h2>\n<div class='scorecard'>")
            .append(HtmlMarkdown.md(Scorecard.INTRO));
        for (Scorecard card : cards) {
            h.append("<h3>").append(SvgChart.esc(card.heading())).append("</h3>\n").append(HtmlMarkdown.md(card.needsMarkdown()));
            HtmlTable table = new HtmlTable("scorecard-rows");
            Scorecard.COLUMNS.forEach(c -> table.column(c, null));
            for (Scorecard.Row row : card.rows()) {
                List<String> cells = Scorecard.cells(row);
                List<Object> sort = sortValues(row);
                List<HtmlTable.Cell> html = new ArrayList<>();
                for (int i = 0; i < cells.size(); i++) html.add(new HtmlTable.Cell(SvgChart.esc(cells.get(i)), sort.get(i)));
                table.row(false, false, tokens.get(row.codec()), html);
            }
            h.append(table);
        }
        return h.append("</div>\n").toString();
    }

    /** What a row's numeric cells sort by on the page (null: their text). */
    private static List<Object> sortValues(Scorecard.Row r) {
        Standings.Standing x = r.standing();
        List<Object> v = new ArrayList<>(java.util.Collections.nCopies(Scorecard.COLUMNS.size(), null));
        v.set(1, x.time() == null ? null : x.time().ns());
        v.set(2, x.size() == null ? null : x.size().doubleValue());
        v.set(3, x.zstd() == null ? null : x.zstd().doubleValue());
        v.set(4, r.allocBytes());
        v.set(5, r.firstCallMillis());
        return v;
    }
}
