package serbench.report.section;

import serbench.report.view.MarkdownTable;
import serbench.report.view.MarkdownText;
import serbench.report.chart.LogLogChart;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import serbench.report.chart.SvgChart;
import serbench.report.view.HtmlMarkdown;
import serbench.results.Measurement;
import serbench.results.Numbers;
import serbench.results.Op;
import serbench.results.Results;
import serbench.results.Scaling;

/**
 * The size axis's section of both reports ({@code run --sizes}): per base data set, each op's ns/op and MB/s against
 * the payload size, log-log, one line per codec; then every pool and each of its values' exact size per codec.
 * Figures are those of the run's first JVM at its fewest threads in avgt (MB/s needs a time per op).
 */
public final class ScalingReport {
    public static final String TITLE = "Size axis";

    private ScalingReport() {}

    public static String markdown(Results r) {
        if (r.scaling == null) return "";
        StringBuilder md = new StringBuilder("\n## " + TITLE + "\n\n").append(intro(r));
        bases(r).forEach((base, variants) -> md.append("\n### ").append(MarkdownText.plain(base)).append(" against size\n\n").append(figures(r, variants)));
        return md.append("\n### Pools and value sizes\n\n").append(pools(r)).append('\n').append(valueSizes(r)).toString();
    }

    public static String html(Results r) {
        if (r.scaling == null) return "";
        StringBuilder h = new StringBuilder("<h2 id='scaling'>" + TITLE + "</h2>\n").append(HtmlMarkdown.md(intro(r)));
        bases(r).forEach((base, variants) -> {
            h.append("<h3>").append(SvgChart.esc(base)).append(" against size</h3>\n<div class='charts'>");
            for (String op : ops(r, variants)) {
                h.append(chart(r, base, variants, op, false)).append(chart(r, base, variants, op, true));
            }
            h.append("</div>\n<div class='figures'>").append(HtmlMarkdown.md(figures(r, variants))).append("</div>\n");
        });
        return h.append("<h3>Pools and value sizes</h3>\n<div class='figures'>").append(HtmlMarkdown.md(pools(r)))
            .append(HtmlMarkdown.md(valueSizes(r))).append("</div>\n").toString();
    }

    private static String intro(Results r) {
        return String.format(Locale.ROOT, """
            Each data set below was measured at nominal sizes (`run --sizes`): at each, a pool of %d values generated from \
            seed %d (`--seed`), each sized to land near the size in %s's encoding (the label is nominal: other codecs' \
            encodings are larger or smaller). Every timed invocation runs the op on each value of the pool and counts as \
            %1$d ops, so a figure is the average over the pool. The charts (in report.html) put each codec at its own mean encoded size; \
            MB/s is that size over the time per op (1 MB = 10^6 bytes). A line at 45° is a cost in proportion to the size; a flat start is a fixed cost per op. \
            Each point's vertical bar is its interval (the ±): on these axes the same relative error draws the same length, \
            and points whose bars overlap are a tie. From about 100KB an op outgrows the CPU's own cache and shares the \
            rest with whatever else runs on the host, which the run's JVMs share alike: such a figure can move between runs \
            at different hours by more than its ±, so compare large sizes within one run.
            """, r.scaling.variants().isEmpty() ? 0 : r.scaling.variants().get(0).entries().size(), r.scaling.seed(), MarkdownText.plain(r.scaling.reference()));
    }

    /** The variants of each base data set, smallest first, bases in the run's order. */
    private static Map<String, List<Scaling.Variant>> bases(Results r) {
        Map<String, List<Scaling.Variant>> bases = new LinkedHashMap<>();
        r.scaling.variants().forEach(v -> bases.computeIfAbsent(v.base(), b -> new ArrayList<>()).add(v));
        bases.values().forEach(l -> l.sort(Comparator.comparingInt(Scaling.Variant::nominalBytes)));
        return bases;
    }

    private static List<String> ops(Results r, List<Scaling.Variant> variants) {
        return java.util.Arrays.stream(Op.values()).map(Op::id)
            .filter(op -> r.results.stream().anyMatch(m -> m.op().equals(op) && variants.stream().anyMatch(v -> v.dataset().equals(m.dataset()))))
            .toList();
    }

    /** The codecs with a figure on any of the variants, in the run's order. */
    private static List<String> codecs(Results r, List<Scaling.Variant> variants) {
        return r.codecs.keySet().stream().filter(c -> variants.stream().anyMatch(v -> r.results.stream()
            .anyMatch(m -> m.codec().equals(c) && m.dataset().equals(v.dataset())))).toList();
    }

    /** The figure of the first JVM at its fewest threads, in avgt; null when there is none. */
    private static Measurement figure(Results r, String dataset, String codec, String op) {
        String jvm = r.environment.jvms.isEmpty() ? null : r.environment.jvms.get(0).id();
        return r.results.stream().filter(m -> m.dataset().equals(dataset) && m.codec().equals(codec) && m.op().equals(op)
                && m.mode().equals("avgt") && (jvm == null || jvm.equals(m.jvm())))
            .min(Comparator.comparingInt(Measurement::threads)).orElse(null);
    }

    private static double meanSize(Results r, String dataset, String codec) {
        return r.scaling.sizes(dataset, codec).map(Scaling.Sizes::mean).orElse(Double.NaN);
    }

    /** MB/s (10^6 bytes per second) of the mean size in the given ns per op. */
    static double megabytesPerSecond(double bytes, double ns) {
        return bytes / ns * 1000;
    }

    private static String chart(Results r, String base, List<Scaling.Variant> variants, String op, boolean throughput) {
        List<LogLogChart.Line> lines = new ArrayList<>();
        for (String codec : codecs(r, variants)) {
            double[] x = new double[variants.size()], y = new double[variants.size()];
            double[] low = new double[x.length], high = new double[x.length];
            List<String> tips = new ArrayList<>();
            for (int i = 0; i < x.length; i++) {
                Measurement m = figure(r, variants.get(i).dataset(), codec, op);
                x[i] = meanSize(r, variants.get(i).dataset(), codec);
                y[i] = m == null ? Double.NaN : throughput ? megabytesPerSecond(x[i], m.score()) : m.score();
                double fast = bound(m, -1), slow = bound(m, 1);
                // a rate's interval is the time's turned over: the slowest time is the lowest rate
                low[i] = throughput ? megabytesPerSecond(x[i], slow) : fast;
                high[i] = throughput ? megabytesPerSecond(x[i], fast) : slow;
                tips.add(codec + " at " + variants.get(i).size() + " (" + Numbers.plain(x[i]) + " bytes): "
                    + (m == null ? "no figure" : Numbers.withError(m.score(), m.error()) + " ns/op, "
                    + Numbers.plain(megabytesPerSecond(x[i], m.score())) + " MB/s"));
            }
            lines.add(new LogLogChart.Line(codec, x, y, low, high, tips));
        }
        return LogLogChart.of(base + ": " + op + (throughput ? " MB/s (higher is better)" : " ns/op (lower is better)") + " against size",
            "mean encoded size, bytes", throughput ? "MB/s" : "ns/op", lines);
    }

    /**
     * The fast ({@code side} -1) or slow (+1) end of a time's interval: its bound, or the score ∓ its ± (older results),
     * NaN without either or without a figure.
     */
    private static double bound(Measurement m, int side) {
        if (m == null) return Double.NaN;
        Double bound = side < 0 ? m.low() : m.high();
        if (bound != null) return bound;
        return m.error() == null ? Double.NaN : m.score() + side * m.error();
    }

    /** One row per codec and op: ns/op and MB/s at each size. */
    private static String figures(Results r, List<Scaling.Variant> variants) {
        List<String> header = new ArrayList<>(List.of("codec", "op"));
        variants.forEach(v -> header.add(MarkdownText.plain(v.size())));
        MarkdownTable t = new MarkdownTable(header.toArray(String[]::new));
        for (String codec : codecs(r, variants)) {
            for (String op : ops(r, variants)) {
                List<String> cells = new ArrayList<>(List.of(MarkdownText.plain(codec), op));
                for (Scaling.Variant v : variants) {
                    Measurement m = figure(r, v.dataset(), codec, op);
                    cells.add(m == null ? "—" : Numbers.figure(m.score(), m.error(), r.comparable()) + " ns, "
                        + Numbers.plain(megabytesPerSecond(meanSize(r, v.dataset(), codec), m.score())) + " MB/s");
                }
                t.add(cells.toArray());
            }
        }
        return t.toString();
    }

    /** Each pool: its data set, nominal size and the list entries of each value. */
    private static String pools(Results r) {
        MarkdownTable t = new MarkdownTable("data set", "nominal bytes", "list entries of each value");
        r.scaling.variants().forEach(v -> t.add(MarkdownText.plain(v.dataset()), Numbers.plain(v.nominalBytes()), join(v.entries())));
        return t.toString();
    }

    /** Every value's exact encoded size per codec, in pool order, and their mean. */
    private static String valueSizes(Results r) {
        MarkdownTable t = new MarkdownTable("data set", "codec", "mean bytes", "bytes of each value");
        r.scaling.sizes().forEach(s -> t.add(MarkdownText.plain(s.dataset()), MarkdownText.plain(s.codec()), Numbers.plain(Math.round(s.mean())), join(s.bytes())));
        return t.toString();
    }

    /** Numbers with their thousands separators, apart by a dot that no number holds. */
    private static String join(List<Integer> values) {
        return String.join(" · ", values.stream().map(v -> Numbers.plain(v)).toList());
    }
}
