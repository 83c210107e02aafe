package serbench.results;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * A first-call measurement summed up over its JVMs: per codec, data set and metric, the median and the range. The
 * reports and results.csv are made of these.
 */
public final class FirstCallFigures {
    /** The ops whose first calls are timed: the like-for-like ones. */
    public static final List<String> OPS = List.of(Op.BUILD_SER.id(), Op.DESER_READ.id());

    /**
     * One metric of one pair over its JVMs; {@code atLeast}: some JVM's op never got within twice its warm figure,
     * so the figure is a lower bound.
     */
    public record Spread(double median, double min, double max, int jvms, boolean atLeast) {}

    /** A metric: its name in results.csv and the reports, its unit, and how it is read off a sample. */
    public enum Metric {
        BIND("bind", "ns"),
        FIRST_BUILD_SER("first build+ser", "ns"),
        FIRST_DESER_READ("first deser-read", "ns"),
        CALLS_BUILD_SER("build+ser calls to 2x warm", "calls"),
        TIME_BUILD_SER("build+ser time to 2x warm", "ns"),
        WARM_BUILD_SER("build+ser warm", "ns"),
        CALLS_DESER_READ("deser-read calls to 2x warm", "calls"),
        TIME_DESER_READ("deser-read time to 2x warm", "ns"),
        WARM_DESER_READ("deser-read warm", "ns"),
        CLASSES("classes loaded", "classes");

        public final String label;
        public final String unit;

        Metric(String label, String unit) {
            this.label = label;
            this.unit = unit;
        }
    }

    /** One pair's figures, in {@link Metric} order. */
    public record Pair(String dataset, String codec, Map<Metric, Spread> figures) {
        /** Everything the first calls cost: binding and the first call of each op. */
        public double firstTotal() {
            return figures.get(Metric.BIND).median() + figures.get(Metric.FIRST_BUILD_SER).median()
                + figures.get(Metric.FIRST_DESER_READ).median();
        }
    }

    private FirstCallFigures() {}

    /** Every pair with a sample, in the order they were measured. */
    public static List<Pair> of(FirstCall f) {
        Map<String, List<FirstCall.Sample>> byPair = new LinkedHashMap<>();
        for (FirstCall.Sample s : f.samples()) byPair.computeIfAbsent(s.dataset() + "\n" + s.codec(), k -> new ArrayList<>()).add(s);
        List<Pair> pairs = new ArrayList<>();
        for (List<FirstCall.Sample> samples : byPair.values()) {
            Map<Metric, Spread> figures = new LinkedHashMap<>();
            figures.put(Metric.BIND, spread(samples, FirstCall.Sample::bindNanos, false));
            figures.put(Metric.FIRST_BUILD_SER, spread(samples, s -> op(s, 0).firstNanos(), false));
            figures.put(Metric.FIRST_DESER_READ, spread(samples, s -> op(s, 1).firstNanos(), false));
            for (int i = 0; i < OPS.size(); i++) {
                int k = i;
                boolean censored = samples.stream().anyMatch(s -> !op(s, k).reached());
                figures.put(i == 0 ? Metric.CALLS_BUILD_SER : Metric.CALLS_DESER_READ, spread(samples, s -> op(s, k).callsToWarm(), censored));
                figures.put(i == 0 ? Metric.TIME_BUILD_SER : Metric.TIME_DESER_READ, spread(samples, s -> op(s, k).nanosToWarm(), censored));
                figures.put(i == 0 ? Metric.WARM_BUILD_SER : Metric.WARM_DESER_READ, spread(samples, s -> op(s, k).warmNanos(), false));
            }
            figures.put(Metric.CLASSES, spread(samples, FirstCall.Sample::classesLoaded, false));
            pairs.add(new Pair(samples.get(0).dataset(), samples.get(0).codec(), figures));
        }
        return pairs;
    }

    /** The sample's figures of the {@code i}th of {@link #OPS}. */
    private static FirstCall.OpStart op(FirstCall.Sample s, int i) {
        return s.ops().stream().filter(o -> o.op().equals(OPS.get(i))).findFirst()
            .orElseThrow(() -> new IllegalStateException(s.codec() + " x " + s.dataset() + ": no " + OPS.get(i) + " figures"));
    }

    /** The median (of an even count, the mean of the middle two), the least and the greatest. */
    static Spread spread(List<FirstCall.Sample> samples, ToDoubleFunction<FirstCall.Sample> value, boolean atLeast) {
        double[] v = samples.stream().mapToDouble(value).sorted().toArray();
        double median = v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
        return new Spread(median, v[0], v[v.length - 1], v.length, atLeast);
    }

    public static final String CSV_HEADER = "dataset,codec,metric,unit,median,min,max,jvms,at_least";

    /** results.csv of a first-call measurement: one line per pair and metric. */
    public static String csv(FirstCall f) {
        StringBuilder sb = new StringBuilder(CSV_HEADER).append('\n');
        for (Pair p : of(f)) {
            p.figures().forEach((m, s) -> sb.append(Csv.line(p.dataset(), p.codec(), m.label, m.unit, number(s.median()),
                number(s.min()), number(s.max()), s.jvms(), s.atLeast())).append('\n'));
        }
        return sb.toString();
    }

    private static String number(double v) {
        return String.format(Locale.ROOT, "%.6g", v);
    }
}
