package serbench.report.section;

import serbench.report.view.Standings;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import serbench.report.chart.SvgChart;
import serbench.report.view.HtmlTable;
import serbench.report.view.MarkdownTable;
import serbench.report.view.MarkdownText;
import serbench.report.view.ReportTables.Table;
import serbench.report.view.Standings.Standing;
import serbench.results.Numbers;

/**
 * Codec × data set: each codec's like-for-like time (or size) on each data set as a multiple of the best real
 * codec's there, so one grid shows how each codec does across shapes of data. Codecs are sorted by the
 * geometric mean of their multiples; the baselines come last, with their multiples too (below 1 where they
 * beat every codec).
 */
public final class Heatmap {
    /** One row: a codec's multiples per data set (null where it has no figure, with {@code why}). */
    record Line(String codec, boolean baseline, Double[] ratios, String[] tips) {}

    private final String title;
    private final List<String> datasets;
    private final List<Line> lines;

    private Heatmap(String title, List<String> datasets, List<Line> lines) {
        this.title = title;
        this.datasets = datasets;
        this.lines = lines;
    }

    /**
     * A section's grids: time, where its run timed an encode or a decode op (a run of access or update alone has no
     * time to rank by), and size.
     */
    public static List<Heatmap> of(List<Table> tables) {
        return Standings.of(tables.get(0)).timed() ? List.of(time(tables), size(tables)) : List.of(size(tables));
    }

    /** The round trip (or the one like-for-like op measured) relative to the fastest real codec per data set. */
    static Heatmap time(List<Table> tables) {
        return of(tables, s -> s.time() == null ? null : s.time().ns(), "ns", "time");
    }

    /** The encoded size relative to the smallest real codec's per data set. */
    static Heatmap size(List<Table> tables) {
        return of(tables, s -> s.size() == null ? null : s.size().doubleValue(), "bytes", "size");
    }

    private static Heatmap of(List<Table> tables, Function<Standing, Double> value, String unit, String what) {
        List<String> datasets = tables.stream().map(Table::dataset).toList();
        Map<String, Line> byCodec = new LinkedHashMap<>();
        String name = what.equals("time") ? Standings.of(tables.get(0)).timeName() + " time" : "encoded size";
        for (int d = 0; d < tables.size(); d++) {
            Standings s = Standings.of(tables.get(d));
            Double best = s.all().stream().filter(x -> !x.baseline() && value.apply(x) != null).map(value)
                .min(Double::compare).orElse(null);
            for (Standing x : s.all()) {
                Line line = byCodec.computeIfAbsent(x.codec(), c -> new Line(c, x.baseline(), new Double[tables.size()], new String[tables.size()]));
                Double v = value.apply(x);
                if (v == null || best == null) {
                    line.tips()[d] = x.codec() + " on " + datasets.get(d) + ": " + (x.row().missing() != null ? x.row().missing() : "not measured");
                } else {
                    line.ratios()[d] = v / best;
                    line.tips()[d] = x.codec() + " on " + datasets.get(d) + ": " + Numbers.plain(v) + " " + unit + ", "
                        + Numbers.times(v / best) + " the best";
                }
            }
        }
        List<Line> lines = new ArrayList<>(byCodec.values());
        lines.sort(Comparator.comparing(Line::baseline).thenComparingDouble(Heatmap::geometricMean));
        return new Heatmap(name + " relative to the best real codec per data set (1× = best)", datasets, lines);
    }

    private static double geometricMean(Line l) {
        double sum = 0;
        int n = 0;
        for (Double r : l.ratios()) {
            if (r != null) {
                sum += Math.log(r);
                n++;
            }
        }
        return n == 0 ? Double.MAX_VALUE : Math.exp(sum / n);
    }

    public String title() {
        return title;
    }

    public String markdown() {
        List<String> header = new ArrayList<>(List.of("codec"));
        datasets.forEach(d -> header.add(MarkdownText.plain(d)));
        MarkdownTable t = new MarkdownTable(header.toArray(String[]::new));
        for (Line l : lines) {
            List<String> cells = new ArrayList<>(List.of(MarkdownText.codec(l.codec(), l.baseline())));
            for (Double r : l.ratios()) cells.add(r == null ? "—" : r == 1.0 && !l.baseline() ? "**" + Numbers.times(r) + "**" : Numbers.times(r));
            t.add(cells.toArray());
        }
        return t.toString();
    }

    /** The grid with each cell coloured from green (the best) to red (32 times the best or worse), on a log scale. */
    public String html(Map<String, List<String>> traits) {
        StringBuilder h = new StringBuilder("<table class='heat sortable'><thead><tr><th>codec</th>");
        for (String d : datasets) h.append("<th>").append(SvgChart.esc(d)).append("</th>");
        h.append("</tr></thead><tbody>");
        for (Line l : lines) {
            h.append("<tr").append(HtmlTable.rowAttributes(l.baseline(), false, traits.get(l.codec()))).append("><td data-v='")
                .append(SvgChart.esc(l.codec())).append("'>").append(SvgChart.esc(l.codec())).append("</td>");
            for (int d = 0; d < datasets.size(); d++) {
                Double r = l.ratios()[d];
                if (r == null) {
                    h.append("<td class='none' data-v='Infinity' title='").append(SvgChart.esc(l.tips()[d])).append("'>—</td>");
                } else {
                    h.append(String.format(Locale.ROOT, "<td data-v='%.6g' style='background:%s' title='%s'>%s</td>", r, colour(r),
                        SvgChart.esc(l.tips()[d]), Numbers.times(r)));
                }
            }
            h.append("</tr>");
        }
        return h.append("</tbody></table>").toString();
    }

    /** Green at 1×, through yellow, to red at 32× and beyond; blue-grey below 1× (a baseline beating every codec). */
    static String colour(double r) {
        if (r < 1) return "hsl(210,30%,88%)";
        double t = Math.min(1, Math.log(r) / Math.log(32));
        return String.format(Locale.ROOT, "hsl(%.0f,65%%,%.0f%%)", 120 * (1 - t), 82 - 6 * t);
    }
}
