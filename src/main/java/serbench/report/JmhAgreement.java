package serbench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.apache.commons.statistics.descriptive.Median;
import org.apache.commons.statistics.descriptive.Quantile;
import serbench.report.view.MarkdownTable;
import serbench.results.JmhCheck;
import serbench.results.Measurement;
import serbench.results.Numbers;
import serbench.results.Results;

/**
 * How far serbench's figures are from plain JMH's means on the same jar ({@code serbench jmh-check}): per figure the
 * ratio, to JMH's mean and to its calm level, and every ordering of two codecs that JMH separates (their intervals apart
 * and more than {@link #APART} apart) which serbench keeps or swaps; and whether JMH's own figures were precise enough
 * to judge by.
 */
public record JmhAgreement(List<Row> rows, List<Swap> swapped, int separated) {
    /** Two figures JMH separates: their intervals do not meet and they are more than this far apart. */
    static final double APART = 0.05;
    /** How far off JMH serbench may be at the median, and how wide JMH's own error may be for the check to judge. */
    public static final double BOUND = 0.03;
    /** JMH's calm level: this quantile of its measured iterations, the fastest tenth's edge. */
    static final double CALM = 0.1;
    private static final Quantile QUANTILE = Quantile.withDefaults().with(Quantile.EstimationMethod.HF7);

    /** One figure: serbench's, JMH's, and serbench's over JMH's. */
    public record Row(String dataset, String codec, String op, Measurement serbench, JmhCheck.JmhFigure jmh) {
        public double ratio() {
            return serbench.score() / jmh.mean();
        }

        /**
         * JMH's calm level: the tenth percentile of its one-second iterations, what it measured when the host left it
         * alone; NaN in a check that kept no iterations. On a noisy hour JMH's mean takes in the slow stretches its
         * iterations happened to meet (java-builtin's deser-read: 26.2, 27.1, 19.5, 19.0, 28.5, 28.6, 19.9, 19.3 µs).
         */
        public double calm() {
            List<Double> it = jmh.iterations();
            return it == null || it.isEmpty() ? Double.NaN
                : QUANTILE.evaluate(it.stream().mapToDouble(Double::doubleValue).toArray(), CALM);
        }

        /** serbench's figure over JMH's calm level; NaN without one. */
        public double calmRatio() {
            return serbench.score() / calm();
        }

        /** JMH's 99.9% error over its mean; NaN where it has none. */
        public double jmhRelativeError() {
            return jmh.error() / jmh.mean();
        }
    }

    /** An ordering JMH separates that serbench turned round: {@code faster} is faster in JMH. */
    public record Swap(String dataset, String op, String faster, String slower) {}

    /** The figures of {@code check} that the run has, of its JVM {@code jvm}. */
    public static JmhAgreement of(Results run, JmhCheck check, String jvm) {
        Map<String, Measurement> figures = run.results.stream().filter(m -> m.jvm().equals(jvm) && m.threads() == 1
                && m.mode().equals("avgt"))
            .collect(Collectors.toMap(m -> key(m.dataset(), m.codec(), m.op()), Function.identity(), (a, b) -> a));
        List<Row> rows = new ArrayList<>();
        for (JmhCheck.JmhFigure f : check.figures()) {
            Measurement m = figures.get(key(f.dataset(), f.codec(), f.op()));
            if (m != null) rows.add(new Row(f.dataset(), f.codec(), f.op(), m, f));
        }
        rows.sort(Comparator.comparing(Row::dataset).thenComparing(Row::op).thenComparing(r -> r.jmh().mean()));
        List<Swap> swapped = new ArrayList<>();
        int separated = 0;
        for (Row a : rows) {
            for (Row b : rows) {
                if (!a.dataset().equals(b.dataset()) || !a.op().equals(b.op()) || a.jmh().mean() >= b.jmh().mean()) continue;
                boolean apart = a.jmh().mean() + err(a.jmh()) < b.jmh().mean() - err(b.jmh())
                    && b.jmh().mean() > a.jmh().mean() * (1 + APART);
                if (!apart) continue;
                separated++;
                if (a.serbench().score() >= b.serbench().score()) swapped.add(new Swap(a.dataset(), a.op(), a.codec(), b.codec()));
            }
        }
        return new JmhAgreement(rows, swapped, separated);
    }

    /**
     * Why plain JMH on this jar ({@code serbench}, its version) would not check {@code run}'s figures (named {@code name}
     * in the line): figures not for comparison at all ({@link RunComparison#notForComparison}), or computed by another
     * method than this jar's; null when it would.
     */
    public static String unfit(String name, Results run, String serbench) {
        String problem = RunComparison.notForComparison(name, run);
        if (problem != null || RunComparison.sameMethod(run.environment.serbenchVersion, serbench)) return problem;
        return name + " was made by serbench " + run.environment.serbenchVersion + " and this is serbench " + serbench + ", "
            + RunComparison.OTHER_METHOD + ": check it with the serbench that made it";
    }

    /** JMH's error, 0 where it could not compute one (a single iteration). */
    private static double err(JmhCheck.JmhFigure f) {
        return Double.isNaN(f.error()) ? 0 : f.error();
    }

    private static String key(String dataset, String codec, String op) {
        return dataset + "/" + codec + "/" + op;
    }

    /** The median of serbench / JMH over the figures; NaN without any. */
    public double medianRatio() {
        return median(rows.stream().mapToDouble(Row::ratio).toArray());
    }

    /** The median of serbench over JMH's calm level; NaN where the check kept no iterations. */
    public double medianCalmRatio() {
        return median(rows.stream().mapToDouble(Row::calmRatio).filter(x -> !Double.isNaN(x)).toArray());
    }

    /** JMH's own 99.9% error relative to its mean, at the median figure; NaN where none has one. */
    public double medianJmhError() {
        return median(rows.stream().mapToDouble(Row::jmhRelativeError).filter(x -> !Double.isNaN(x)).toArray());
    }

    /**
     * Whether JMH's own figures were too imprecise to judge serbench's by: its error at the median figure wider than
     * the {@link #BOUND} the check holds serbench to.
     */
    public boolean jmhTooImprecise() {
        return medianJmhError() > BOUND;
    }

    private static double median(double[] x) {
        return x.length == 0 ? Double.NaN : Median.withDefaults().evaluate(x);
    }

    /** How many figures are within {@code share} of JMH's mean. */
    public long within(double share) {
        return rows.stream().filter(r -> Math.abs(r.ratio() - 1) <= share).count();
    }

    /** The whole check as Markdown: how it was made, one row per figure, the summary and the swapped orderings. */
    public String markdown(JmhCheck check) {
        StringBuilder md = new StringBuilder("## serbench against plain JMH\n\n");
        md.append(String.format(Locale.ROOT, "Figures of %s against plain JMH on the same jar: %d forks of %d × 1 s warm-up"
                + " and %d × 1 s measured iterations each, JMH's defaults otherwise (background compilation, no helper threads),"
                + " the measuring JVMs' heap; %s, %s to %s. The machine check read %s before and %s after.%n%n", check.run(),
            check.forks(), check.warmups(), check.iterations(), check.jvm(), check.start(), check.end(),
            percent(check.machineBefore()), percent(check.machineAfter())));
        MarkdownTable table = new MarkdownTable("data set", "codec", "op", "serbench", "JMH mean ± 99.9%", "JMH forks",
            "serbench / JMH", "JMH calm (p10)", "serbench / calm");
        for (Row r : rows) {
            String forks = r.jmh().forkMeans().stream().map(Numbers::plain).collect(Collectors.joining(", "));
            String ratio = String.format(Locale.ROOT, "%.3f", r.ratio()) + (Math.abs(r.ratio() - 1) > 0.10 ? " **beyond ±10%**" : "");
            boolean calm = !Double.isNaN(r.calm());
            table.add(r.dataset(), r.codec(), r.op(), Numbers.withError(r.serbench().score(), r.serbench().error()),
                Numbers.withError(r.jmh().mean(), Double.isNaN(r.jmh().error()) ? null : r.jmh().error()), forks, ratio,
                calm ? Numbers.plain(r.calm()) : "—", calm ? String.format(Locale.ROOT, "%.3f", r.calmRatio()) : "—");
        }
        md.append(table).append('\n').append(summary()).append('\n');
        return md.toString();
    }

    /** The summary lines: the median ratio, how many figures within ±3% and ±10%, the orderings kept. */
    public String summary() {
        StringBuilder s = new StringBuilder(String.format(Locale.ROOT,
            "serbench / JMH: median %.3f over %d figures; %d within ±3%%, %d within ±10%%.%n", medianRatio(), rows.size(),
            within(0.03), within(0.10)));
        if (!Double.isNaN(medianCalmRatio())) {
            s.append(String.format(Locale.ROOT, "serbench / JMH's calm level (the tenth percentile of its iterations):"
                + " median %.3f.%n", medianCalmRatio()));
        }
        if (!Double.isNaN(medianJmhError())) {
            s.append(String.format(Locale.ROOT, "JMH's own 99.9%% error: ±%.1f%% at the median figure", 100 * medianJmhError()));
            s.append(jmhTooImprecise() ? String.format(Locale.ROOT, ", wider than the ±%.0f%% this check holds serbench to:"
                + " on this hour plain JMH cannot tell whether serbench is right; check again on a calmer one.%n", 100 * BOUND)
                : String.format(".%n"));
        }
        s.append(String.format(Locale.ROOT, "Orderings JMH separates (intervals apart and more than %.0f%% apart): %d of %d"
            + " kept.%n", 100 * APART, separated - swapped.size(), separated));
        for (Swap w : swapped) {
            s.append(String.format(Locale.ROOT, "- swapped: %s is faster than %s in JMH (%s, %s), not in serbench%n",
                w.faster(), w.slower(), w.dataset(), w.op()));
        }
        return s.toString();
    }

    private static String percent(Double p) {
        return p == null ? "nothing" : String.format(Locale.ROOT, "%.1f%%", p);
    }
}
