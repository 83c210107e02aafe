package serbench.report.section;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import serbench.report.view.MarkdownTable;
import serbench.report.view.MarkdownText;
import serbench.results.FirstCall;
import serbench.results.FirstCallFigures.Metric;
import serbench.results.FirstCallFigures.Pair;
import serbench.results.FirstCallFigures.Spread;
import serbench.results.FirstCallFigures;
import serbench.results.Numbers;
import serbench.results.Results;

/**
 * The first-call section of both reports (docs/first-call.md): per data set, a table of each codec's first calls,
 * cheapest first, as median and range over its fresh JVMs, a chart of them in the HTML page, then the pairs
 * without figures and why.
 */
public final class FirstCallMarkdown {
    public static final String TITLE = "First call";

    static String intro(FirstCall f) {
        return "What a codec costs the first time, in " + f.jvms() + " fresh JVM" + (f.jvms() == 1 ? "" : "s")
            + " per codec and data set (one at a time, started like the measuring JVMs; their own start is not"
            + " charged): binding it to the data set, its first `build+ser` and first `deser-read`, and how many calls and"
            + " how much time in them until the op ran within 2× of its warm figure, measured in the same JVM afterwards."
            + " Each cell is the median over the JVMs, the range after it; codecs by binding and first calls together,"
            + " cheapest first. Class loading and code generated at run time are charged to the codec; ≥ marks a JVM"
            + " that never got within 2× in the calls recorded. See docs/first-call.md.\n\n";
    }

    private FirstCallMarkdown() {}

    /** Each data set's pairs, cheapest first calls first. */
    static Map<String, List<Pair>> byDataset(FirstCall f) {
        Map<String, List<Pair>> byDataset = new java.util.LinkedHashMap<>();
        for (Pair p : FirstCallFigures.of(f)) byDataset.computeIfAbsent(p.dataset(), k -> new ArrayList<>()).add(p);
        byDataset.values().forEach(l -> l.sort(Comparator.comparingDouble(Pair::firstTotal)));
        return byDataset;
    }

    static String tables(Results r) {
        StringBuilder md = new StringBuilder();
        byDataset(r.firstCall).forEach((dataset, pairs) -> md.append("### ").append(TITLE).append(": ").append(MarkdownText.plain(dataset))
            .append("\n\n").append(table(r, pairs)).append('\n'));
        return md.toString();
    }

    static String table(Results r, List<Pair> pairs) {
        MarkdownTable t = new MarkdownTable("codec", "bind", "first build+ser", "first deser-read", "build+ser to 2× warm",
            "deser-read to 2× warm", "warm build+ser / deser-read", "classes loaded");
        for (Pair p : pairs) {
            Map<Metric, Spread> f = p.figures();
            t.add(MarkdownText.codec(p.codec(), r.baseline(p.codec())), time(f.get(Metric.BIND)), time(f.get(Metric.FIRST_BUILD_SER)),
                time(f.get(Metric.FIRST_DESER_READ)), toWarm(f.get(Metric.CALLS_BUILD_SER), f.get(Metric.TIME_BUILD_SER)),
                toWarm(f.get(Metric.CALLS_DESER_READ), f.get(Metric.TIME_DESER_READ)),
                duration(f.get(Metric.WARM_BUILD_SER).median()) + " / " + duration(f.get(Metric.WARM_DESER_READ).median()),
                Numbers.plain(f.get(Metric.CLASSES).median()));
        }
        return t.toString();
    }

    /** The pairs without figures, and why. */
    static String missing(FirstCall f) {
        StringBuilder md = new StringBuilder();
        for (FirstCall.Failure x : f.failures()) {
            md.append("- ").append(MarkdownText.code(x.codec())).append(" × ").append(MarkdownText.code(x.dataset()))
                .append(x.jvm() > 0 ? " (JVM " + x.jvm() + ")" : "").append(": ").append(MarkdownText.plain(x.reason())).append('\n');
        }
        return md.isEmpty() ? "" : "\nNo first-call figures:\n\n" + md;
    }

    public static String markdown(Results r) {
        return intro(r.firstCall) + tables(r) + missing(r.firstCall);
    }

    /** A time and its range, in the unit that suits the median: "12.3 ms (11.0–14.2)". */
    static String time(Spread s) {
        double unit = unit(s.median());
        return (s.atLeast() ? "≥" : "") + duration(s.median()) + " (" + number(s.min() / unit) + "–" + number(s.max() / unit) + ")";
    }

    /** Calls and time until within 2× of warm: "1,234 calls, 5.6 ms (5.1–6.0)". */
    static String toWarm(Spread calls, Spread time) {
        return (calls.atLeast() ? "≥" : "") + Numbers.plain(Math.rint(calls.median())) + " calls, " + time(time).replace("≥", "");
    }

    static String duration(double nanos) {
        double unit = unit(nanos);
        return number(nanos / unit) + (unit == 1e6 ? " ms" : unit == 1e3 ? " µs" : " ns");
    }

    private static double unit(double nanos) {
        return nanos >= 1e6 ? 1e6 : nanos >= 1e3 ? 1e3 : 1;
    }

    private static String number(double v) {
        return String.format(Locale.ROOT, v >= 100 ? "%,.0f" : v >= 10 ? "%.1f" : "%.2f", v);
    }
}
