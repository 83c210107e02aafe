package serbench.stats;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.DoubleFunction;
import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;
import org.apache.commons.statistics.descriptive.Quantile;

/**
 * Turns the iterations of one benchmark, measured in several independent JVMs, into a figure and an interval that a
 * rerun reproduces.
 *
 * <p><b>The figure</b> estimates what JMH's mean estimates: the steady-state cost of one op, its share of garbage
 * collection included. Each JVM's figure is the mean of its steady iterations without a collection ({@link SteadyState})
 * plus its share of collections ({@link Jvm#gc}, which the caller works out from the bytes each op allocates), and the
 * figure is the mean over the JVMs, each JVM weighing the same, as each of JMH's forks does. Until serbench 0.3.0 the figure was the fastest iteration: robust, but it
 * answered another question (a best case), and read 5 to 25% below what plain JMH measures on the same jar
 * (docs/method.md).
 *
 * <p>Each JVM runs at a level of its own, set as it starts and compiles (most likely the JIT's choices and where its
 * code lands): fory's {@code ser} of {@code dns-response@1KB} ran at 251 to 304 ns in 66 JVMs. A mean over JVMs stays
 * where the JVMs are, however many measured it, and further JVMs narrow it.
 *
 * <p><b>The garbage collection share</b> is not the mean of whichever iterations a collection happened to fall in: in
 * a JVM's 200 ms of an op, one or two or three young collections land, each costing a few milliseconds, and that count
 * moved a figure by several percent from JVM to JVM. The caller gives each JVM's expected share instead (collections
 * per op, from the bytes it allocates, times what a collection costs), which only the JVMs' resampling varies.
 *
 * <p><b>The interval</b> is a {@link #CONFIDENCE} percentile bootstrap that resamples at both levels: first the JVMs,
 * then each drawn JVM's steady iterations, each resample's figure computed as the figure is. Resampling JVMs makes the
 * interval cover the JVM-to-JVM spread, which iterations of one JVM cannot show (JMH's sample 12, Forking). The
 * resampling is seeded from the figure's name, so the same iterations always give the same interval.
 *
 * <p><b>The floor.</b> With two or three JVMs, a figure's own JVM-to-JVM spread is a one- or two-sample guess at what
 * the next JVM shows. The spread that the run's other figures show is a far steadier guess, so {@link Estimate#atLeast}
 * widens an interval to the run's {@link #typicalSpread}: the pooled variance of "moderated" statistics for quantities
 * measured in few replicates (Smyth, limma, 2004), in its simplest robust form.
 */
public final class RobustFigure {
    /** Coverage of the bootstrap interval. */
    public static final double CONFIDENCE = 0.99;
    /** An iteration this much slower than the figure counts as slowed, for the run's noise summary. */
    public static final double DISTURBED = 0.10;
    static final int RESAMPLES = 2000;

    /** Leaves its input alone: the figures are the caller's. */
    private static final Quantile QUANTILES = Quantile.withDefaults().with(Quantile.EstimationMethod.HF7).withCopy(true);
    /** Reorders its input in place: for the bootstrap's replicates. */
    private static final Quantile IN_PLACE = QUANTILES.withCopy(false);

    /**
     * A figure and what went into it.
     *
     * @param forkScores each JVM's own figure, in measuring order
     * @param gc the share of garbage collection in the figure, with its interval; null when not known (rates, no
     *     collection readings)
     */
    public record Estimate(double score, double low, double high, int forks, int samples, List<Double> forkScores,
                           Share gc, boolean widened) {
        /** The larger side of the interval, as one ± figure. */
        public double error() {
            return Math.max(score - low, high - score);
        }

        public double relativeError() {
            return score == 0 ? 0 : error() / Math.abs(score);
        }

        /** How much slower the slowest JVM's figure was than the fastest's (as a fraction); 0 for one JVM. */
        public double spread() {
            return RobustFigure.spread(forkScores);
        }

        /**
         * This estimate with its interval at least {@code relative} of the figure wide on each side (see "The floor"
         * above); {@link #widened} says whether that made the ± larger.
         */
        public Estimate atLeast(double relative) {
            double lo = Math.min(low, score * (1 - relative));
            double hi = Math.max(high, score * (1 + relative));
            if (lo == low && hi == high) return this;
            boolean larger = widened || Math.max(score - lo, hi - score) > error();
            return new Estimate(score, lo, hi, forks, samples, forkScores, gc, larger);
        }

        /**
         * This estimate with its fast side reaching what the figure would be were the code {@code relative} faster: for
         * a figure measured only while something slowed the machine by that much.
         */
        public Estimate fasterBy(double relative, boolean higherIsFaster) {
            double lo = higherIsFaster ? low : Math.min(low, score / (1 + relative));
            double hi = higherIsFaster ? Math.max(high, score * (1 + relative)) : high;
            return new Estimate(score, lo, hi, forks, samples, forkScores, gc, widened);
        }
    }

    /** The garbage collection share of a figure, in its unit, with its interval. */
    public record Share(double score, double low, double high) {}

    /**
     * The spread to expect between two JVMs of a figure on this machine now: the median, over figures measured in at
     * least two JVMs, of {@link #pairSpread}; null when no figure has two. The median, since one figure whose JVMs
     * landed on two plateaus must not widen every other figure. Per pair of JVMs, not slowest against fastest: the
     * range of six JVMs is wider than that of two, and a run of {@code --forks 6} would have widened every figure
     * more than one of two JVMs, although its figures are the closer ones (6.0% against 2.5 to 3.6% in quick runs of the
     * same hour, 2026-12-07).
     *
     * @param forkScoresPerFigure per figure, each of its JVMs' own figure ({@link Jvm#figure})
     */
    public static Double typicalSpread(List<List<Double>> forkScoresPerFigure) {
        double[] spreads = forkScoresPerFigure.stream().filter(f -> f.size() >= 2).mapToDouble(RobustFigure::pairSpread).toArray();
        return spreads.length == 0 ? null : QUANTILES.evaluate(spreads, 0.5);
    }

    /**
     * The floor of a figure measured in {@code jvms} JVMs: the {@link #typicalSpread} between two JVMs, which is the
     * floor of a figure of two as it always was, narrowing as the square root of the JVMs beyond them (a mean of
     * {@code k} JVMs varies by {@code 1/sqrt(k)} of one JVM), and wider for a figure of one.
     */
    public static double floor(double typical, int jvms) {
        return typical * Math.sqrt(2.0 / Math.max(1, jvms));
    }

    /** The median over every two of the JVMs of {@link #spread}; for two JVMs, their spread. */
    static double pairSpread(List<Double> forkScores) {
        List<Double> pairs = new java.util.ArrayList<>();
        for (int i = 0; i < forkScores.size(); i++) {
            for (int j = i + 1; j < forkScores.size(); j++) pairs.add(spread(List.of(forkScores.get(i), forkScores.get(j))));
        }
        return QUANTILES.evaluate(pairs.stream().mapToDouble(Double::doubleValue).toArray(), 0.5);
    }


    /**
     * JVMs on two levels: the JVMs' figures sorted, split at their widest gap when it is wider than {@code minGap} (a
     * fraction of the lower level) and wider than every gap within each side; {@code slow} lists the higher levels.
     */
    public record Split(List<Double> fast, List<Double> slow) {
        /** For a note: "3 JVMs at 298 to 305, 2 at 480 to 492". */
        public String describe(DoubleFunction<String> number) {
            return String.format("%d JVM%s at %s, %d at %s", fast.size(), fast.size() == 1 ? "" : "s", range(fast, number),
                slow.size(), range(slow, number));
        }

        private static String range(List<Double> levels, DoubleFunction<String> number) {
            return levels.size() == 1 ? number.apply(levels.get(0))
                : number.apply(levels.get(0)) + " to " + number.apply(levels.get(levels.size() - 1));
        }
    }

    /** See {@link Split}; empty when the JVMs sit on one level. */
    public static Optional<Split> split(List<Double> forkScores, double minGap) {
        double[] x = forkScores.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        if (x.length < 2 || x[0] <= 0) return Optional.empty();
        int at = -1;
        double widest = 0;
        for (int i = 1; i < x.length; i++) {
            double gap = x[i] / x[i - 1] - 1;
            if (gap > widest) {
                widest = gap;
                at = i;
            }
        }
        if (widest <= minGap) return Optional.empty();
        double[] lows = Arrays.copyOfRange(x, 0, at), highs = Arrays.copyOfRange(x, at, x.length);
        // a level is its JVMs close together: the gap between the levels must be wider than either level's own spread
        double within = Math.max(lows[lows.length - 1] / lows[0] - 1, highs[highs.length - 1] / highs[0] - 1);
        if (widest <= within) return Optional.empty();
        return Optional.of(new Split(Arrays.stream(lows).boxed().toList(), Arrays.stream(highs).boxed().toList()));
    }

    /** How much slower the slowest JVM's figure is than the fastest's, as a fraction of it; 0 for one JVM. */
    static double spread(List<Double> forkScores) {
        double min = forkScores.stream().mapToDouble(Double::doubleValue).min().orElse(0);
        double max = forkScores.stream().mapToDouble(Double::doubleValue).max().orElse(0);
        return min <= 0 ? 0 : max / min - 1;
    }

    private RobustFigure() {}

    /**
     * One JVM's part in a figure: its steady iterations without a collection ({@code scores}), and the share of
     * collections in each op's cost ({@code gc}, in the same unit; NaN when not known, and then {@code scores} are all
     * its steady iterations, collections and all).
     */
    public record Jvm(double[] scores, double gc) {
        /** This JVM's own figure. */
        public double figure() {
            return mean(scores) + (Double.isNaN(gc) ? 0 : gc);
        }
    }

    /**
     * @param forks each JVM's part (at least one JVM with at least one iteration)
     * @param name the figure's name, seeding the resampling
     */
    public static Estimate estimate(List<Jvm> forks, String name) {
        List<Jvm> used = forks.stream().filter(f -> f.scores().length > 0).toList();
        if (used.isEmpty()) throw new IllegalArgumentException("no iterations for " + name);
        double[] own = used.stream().mapToDouble(Jvm::figure).toArray();
        double score = mean(own);
        UniformRandomProvider rng = RandomSource.XO_RO_SHI_RO_128_PP.create((long) name.hashCode());
        double[][] replicates = bootstrap(used, rng);
        double tail = (1 - CONFIDENCE) / 2;
        double low = Math.min(score, IN_PLACE.evaluate(replicates[0], tail));
        double high = Math.max(score, IN_PLACE.evaluate(replicates[0], 1 - tail));
        Share gc = null;
        if (used.stream().noneMatch(f -> Double.isNaN(f.gc()))) {
            double g = used.stream().mapToDouble(Jvm::gc).average().orElseThrow();
            gc = new Share(g, Math.min(g, IN_PLACE.evaluate(replicates[1], tail)), Math.max(g, IN_PLACE.evaluate(replicates[1], 1 - tail)));
        }
        int samples = used.stream().mapToInt(f -> f.scores().length).sum();
        return new Estimate(score, low, high, used.size(), samples, Arrays.stream(own).boxed().toList(), gc, false);
    }

    /** Replicates of the figure ([0]) and of its collection share ([1]): the JVMs drawn, then their iterations. */
    private static double[][] bootstrap(List<Jvm> forks, UniformRandomProvider rng) {
        double[][] replicates = new double[2][RESAMPLES];
        for (int b = 0; b < RESAMPLES; b++) {
            double figure = 0, gc = 0;
            for (int k = 0; k < forks.size(); k++) {
                Jvm fork = forks.get(rng.nextInt(forks.size()));
                // each drawn JVM contributes as many iterations as it has
                int size = fork.scores().length;
                double sum = 0;
                for (int i = 0; i < size; i++) sum += fork.scores()[rng.nextInt(size)];
                double share = Double.isNaN(fork.gc()) ? 0 : fork.gc();
                figure += sum / size + share;
                gc += share;
            }
            replicates[0][b] = figure / forks.size();
            replicates[1][b] = gc / forks.size();
        }
        return replicates;
    }

    public static double mean(double[] x) {
        double sum = 0;
        for (double v : x) sum += v;
        return sum / x.length;
    }
}
