package serbench.report.section;

import java.util.List;
import serbench.report.chart.SvgChart;
import serbench.report.view.HtmlMarkdown;
import serbench.results.FirstCallFigures.Metric;
import serbench.results.FirstCallFigures.Pair;
import serbench.results.Results;

/** The first-call section of the HTML page: per data set, charts of the first calls and of the time to warm, then the table. */
public final class FirstCallHtml {
    public static final String ID = "first-call";

    private FirstCallHtml() {}

    public static String section(Results r) {
        StringBuilder h = new StringBuilder("<h2 id='").append(ID).append("'>").append(FirstCallMarkdown.TITLE).append("</h2>\n")
            .append(HtmlMarkdown.md(FirstCallMarkdown.intro(r.firstCall)));
        FirstCallMarkdown.byDataset(r.firstCall).forEach((dataset, pairs) -> h.append("<h3>").append(SvgChart.esc(dataset))
            .append("</h3>\n<div class='charts'>").append(firstCalls(r, dataset, pairs)).append(toWarm(r, dataset, pairs)).append("</div>\n")
            .append(HtmlMarkdown.md(FirstCallMarkdown.table(r, pairs))));
        return h.append(HtmlMarkdown.md(FirstCallMarkdown.missing(r.firstCall))).toString();
    }

    /** Binding and each op's first call, ms, the medians over the JVMs. */
    static String firstCalls(Results r, String dataset, List<Pair> pairs) {
        return SvgChart.bars(dataset + ": binding and first calls, median over the JVMs, cheapest first", "ms",
            List.of("bind", "first build+ser", "first deser-read"),
            bars(r, pairs, Metric.BIND, Metric.FIRST_BUILD_SER, Metric.FIRST_DESER_READ));
    }

    /** The time each op's calls took until it ran within 2× of its warm figure, ms. */
    static String toWarm(Results r, String dataset, List<Pair> pairs) {
        return SvgChart.bars(dataset + ": time in calls until within 2× of warm, median, same order",
            "ms", List.of("build+ser", "deser-read"), bars(r, pairs, Metric.TIME_BUILD_SER, Metric.TIME_DESER_READ));
    }

    /** A row per pair, the baselines muted; nothing drawn for a zero (an op within 2× from its first call). */
    private static List<SvgChart.BarRow> bars(Results r, List<Pair> pairs, Metric... metrics) {
        return pairs.stream().map(p -> {
            double[] v = new double[metrics.length];
            for (int i = 0; i < v.length; i++) {
                double median = p.figures().get(metrics[i]).median();
                v[i] = median > 0 ? median / 1e6 : Double.NaN;
            }
            return new SvgChart.BarRow(p.codec(), r.baseline(p.codec()), v, null);
        }).toList();
    }
}
