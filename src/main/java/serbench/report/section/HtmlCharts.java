package serbench.report.section;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import serbench.report.chart.SvgChart;
import serbench.report.view.ReportTables.Row;
import serbench.report.view.ReportTables.Section;
import serbench.report.view.ReportTables.Table;
import serbench.report.view.Standings;
import serbench.results.Measurement;
import serbench.results.Numbers;

/** The page's charts of a data set (size against time, time and size bars) and of a section's tree-N sets. */
public final class HtmlCharts {
    private static final Pattern TREE = Pattern.compile("tree-(\\d+)");

    private HtmlCharts() {}

    /** Size against like-for-like time, one labelled point per codec, the Pareto front joined. */
    public static String scatter(Table t, Standings s) {
        List<Standings.Standing> front = s.paretoFront();
        List<SvgChart.Point> points = new ArrayList<>();
        for (Standings.Standing x : s.all()) {
            if (x.time() == null || x.size() == null) continue;
            SvgChart.Mark mark = x.baseline() ? SvgChart.Mark.BASELINE : front.contains(x) ? SvgChart.Mark.FRONT : SvgChart.Mark.OTHER;
            String tip = x.codec() + ": " + s.timeName() + " " + Numbers.withError(x.time().ns(), x.time().error()) + " ns/op, "
                + Numbers.plain(x.size()) + " bytes";
            points.add(new SvgChart.Point(x.codec(), x.time().ns(), x.size(), mark, tip));
        }
        // the front's staircase is drawn in the order of the points: fastest first
        points.sort(java.util.Comparator.comparingDouble(SvgChart.Point::x));
        if (points.size() < 2) return "";
        return SvgChart.scatter(t.dataset() + ": encoded size against " + s.timeName() + " time (lower left is better)",
            s.timeName() + " time, ns/op" + (s.likeForLike() ? " (build+ser + deser-read)" : " (" + s.timeDefinition() + ")"),
            "encoded size, bytes", points);
    }

    /** The like-for-like ops as bars, codecs in the order of their like-for-like time. */
    public static String timeChart(Table t, Standings s) {
        List<String> ops = comparedOps(s);
        List<SvgChart.BarRow> bars = bars(s, ops, Measurement::score, Measurement::error);
        if (bars.isEmpty() || ops.isEmpty()) return "";
        String better = t.section().mode().lowerIsBetter() ? "shorter is better" : "longer is better";
        return SvgChart.bars(t.dataset() + ": " + String.join(" and ", ops) + ", fastest " + s.timeName() + " first (" + better + ")",
            t.section().mode().unit(), ops, bars);
    }

    /** Bytes allocated per op, codecs in the order of the time chart; empty when the run measured none. */
    public static String allocChart(Table t, Standings s) {
        List<String> ops = comparedOps(s);
        if (!t.hasAlloc() || ops.isEmpty()) return "";
        List<SvgChart.BarRow> bars = bars(s, ops, Measurement::allocBytesPerOp, m -> null);
        if (bars.isEmpty()) return "";
        return SvgChart.bars(t.dataset() + ": bytes allocated per op (" + String.join(" / ", ops) + "), codecs in the time"
            + " chart's order (shorter is better)", "B/op", ops, bars);
    }

    /** The like-for-like ops a table compares. */
    private static List<String> comparedOps(Standings s) {
        List<String> ops = new ArrayList<>();
        if (s.encodeOp() != null) ops.add(s.encodeOp());
        if (s.decodeOp() != null) ops.add(s.decodeOp());
        return ops;
    }

    /** A bar per op and codec with a figure, fastest first; NaN where the op has no such figure. */
    private static List<SvgChart.BarRow> bars(Standings s, List<String> ops, Function<Measurement, Double> value,
                                              Function<Measurement, Double> error) {
        List<SvgChart.BarRow> bars = new ArrayList<>();
        for (Standings.Standing x : s.all()) {
            if (x.row().missing() != null) continue;
            double[] v = new double[ops.size()], e = new double[ops.size()];
            for (int i = 0; i < v.length; i++) {
                Measurement m = x.row().byOp().get(ops.get(i));
                v[i] = m == null || value.apply(m) == null ? Double.NaN : value.apply(m);
                e[i] = m == null || error.apply(m) == null ? Double.NaN : error.apply(m);
            }
            bars.add(new SvgChart.BarRow(x.codec(), x.baseline(), v, e));
        }
        return bars;
    }

    public static String sizeChart(Table t) {
        List<Row> rows = new ArrayList<>(t.rows().stream().filter(r -> r.size() != null).toList());
        if (rows.isEmpty()) return "";
        rows.sort(Comparator.comparingInt(r -> r.size().size()));
        List<SvgChart.BarRow> bars = rows.stream().map(r -> new SvgChart.BarRow(r.codec(), r.baseline(),
            new double[] {r.size().size(), r.size().zstd()}, null)).toList();
        return SvgChart.bars(t.dataset() + ": encoded size, smallest first (shorter is better)", "bytes", List.of("raw", "zstd"), bars);
    }

    /** Cost against the number of children, one chart per op, when a section holds two or more tree-N sets. */
    public static String treeCharts(Section s, List<Table> tables) {
        List<Table> trees = tables.stream().filter(t -> TREE.matcher(t.dataset()).matches())
            .sorted(Comparator.comparingInt(t -> children(t.dataset()))).toList();
        if (trees.size() < 2) return "";
        List<String> codecs = trees.get(0).rows().stream().map(Row::codec).toList();
        List<String> x = trees.stream().map(t -> String.valueOf(children(t.dataset()))).toList();
        StringBuilder html = new StringBuilder("<h3>Cost against object size (tree-N)</h3>\n<div class='charts'>");
        for (String op : trees.get(0).ops()) {
            List<double[]> values = new ArrayList<>();
            for (String codec : codecs) {
                double[] v = new double[trees.size()];
                for (int i = 0; i < v.length; i++) {
                    v[i] = trees.get(i).rows().stream().filter(r -> r.codec().equals(codec) && r.byOp().containsKey(op))
                        .mapToDouble(r -> r.byOp().get(op).score()).findFirst().orElse(Double.NaN);
                }
                values.add(v);
            }
            html.append(SvgChart.lines(op + " against children", "children (not to scale)", s.mode().unit(), x, codecs, values));
        }
        return html.append("</div>\n").toString();
    }

    private static int children(String dataset) {
        Matcher m = TREE.matcher(dataset);
        return m.matches() ? Integer.parseInt(m.group(1)) : -1;
    }
}
