package serbench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.apache.commons.statistics.descriptive.Median;
import serbench.report.view.MarkdownTable;
import serbench.results.JmhCheck;
import serbench.results.Measurement;
import serbench.results.Numbers;
import serbench.results.Results;

/**
 * How far serbench's figures are from plain JMH's means on the same jar ({@code serbench jmh-check}): per figure the
 * ratio, and every ordering of two codecs that JMH separates (their intervals apart and more than {@link #APART} apart)
 * which serbench keeps or swaps.
 */
public record JmhAgreement(List<Row> rows, List<Swap> swapped, int separated) {
    /** Two figures JMH separates: their intervals do not meet and they are more than this far apart. */
    static final double APART = 0.05;

    /** One figure: serbench's, JMH's, and serbench's over JMH's. */
    public record Row(String dataset, String codec, String op, Measurement serbench, JmhCheck.JmhFigure jmh) {
        public double ratio() {
            return serbench.score() / jmh.mean();
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
        double[] r = rows.stream().mapToDouble(Row::ratio).toArray();
        return r.length == 0 ? Double.NaN : Median.withDefaults().evaluate(r);
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
            "serbench / JMH");
        for (Row r : rows) {
            String forks = r.jmh().forkMeans().stream().map(Numbers::plain).collect(Collectors.joining(", "));
            String ratio = String.format(Locale.ROOT, "%.3f", r.ratio()) + (Math.abs(r.ratio() - 1) > 0.10 ? " **beyond ±10%**" : "");
            table.add(r.dataset(), r.codec(), r.op(), Numbers.withError(r.serbench().score(), r.serbench().error()),
                Numbers.withError(r.jmh().mean(), Double.isNaN(r.jmh().error()) ? null : r.jmh().error()), forks, ratio);
        }
        md.append(table).append('\n').append(summary()).append('\n');
        return md.toString();
    }

    /** The summary lines: the median ratio, how many figures within ±3% and ±10%, the orderings kept. */
    public String summary() {
        StringBuilder s = new StringBuilder(String.format(Locale.ROOT,
            "serbench / JMH: median %.3f over %d figures; %d within ±3%%, %d within ±10%%.%n", medianRatio(), rows.size(),
            within(0.03), within(0.10)));
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
