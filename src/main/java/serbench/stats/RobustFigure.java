package serbench.stats;

import java.util.Arrays;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;
import org.apache.commons.statistics.descriptive.Quantile;

/**
 * Turns the iteration scores of one benchmark, measured in several independent JVMs, into a figure and
 * an interval that a rerun reproduces.
 *
 * <p><b>The figure</b> is the fastest of two JVMs: each JVM's fastest iteration (the least time per op, the highest
 * rate), and of two JVMs the faster, averaged over every pair of the JVMs that measured it ({@link #pairFastest}).
 * Iterations are short (2 to 5 ms) and many. Interference only ever slows code down: a
 * neighbour on a shared machine, a GC pause, the OS. On this project's 2-core machine a neighbour on the
 * host makes code run 1.5 to 2 times slower for anything from a few milliseconds to minutes, and the share
 * of slowed time changes from minute to minute; the mean, the median and even the 10th percentile move
 * with that share. Short iterations let nearly every JVM catch moments when nothing interferes, and the
 * fastest of them is the code's own speed. Measured on that machine with two runs of 18 pairs x 4 ops:
 * the fastest iteration reproduced within 2.4% (median) and 7.2% (90th percentile), the 10th percentile
 * within 9.1% and 28.6%, the median within 6.4% and 19.9%. (Chen and Revels, "Robust benchmarking in
 * noisy environments", 2016, make the same case for the minimum.) A time per op cannot be measured too
 * low: an iteration counts the ops it completed and a 2 ms iteration is far above the timer's
 * resolution. The price: the figure drifts slightly lower as more iterations are taken, so every pair
 * gets the same iterations per JVM; and the rare iteration that holds a young-GC pause is discounted
 * (the bytes allocated and the GC time per op are reported beside it).
 *
 * <p>Of two JVMs and not of all: each JVM runs at a level of its own, most likely as its JIT compiled
 * (fory's {@code ser} of {@code dns-response@1KB}: 251 to 304 ns in 66 JVMs), and the fastest of all a pair's JVMs
 * fell with their number (a median 266 ns from two, 252 from twenty) while its interval hardly narrowed. The fastest
 * of two, averaged over every pair, stays where two JVMs put it, and further JVMs narrow it (docs/method.md).
 *
 * <p><b>The interval</b> is a {@link #CONFIDENCE} percentile bootstrap that resamples at both levels:
 * first the JVMs, then each drawn JVM's iterations, each resample's figure computed as the figure is. Resampling
 * JVMs makes the interval cover the JVM-to-JVM spread (a JVM whose JIT or memory layout landed on another plateau,
 * or that never ran undisturbed), which iterations of one JVM cannot show (JMH's sample 12, Forking). The resampling is
 * seeded from the figure's name, so the same samples always give the same interval.
 *
 * <p><b>The floor.</b> With two or three JVMs, a figure's own JVM-to-JVM spread is a one- or two-sample
 * guess at what the next JVM shows: two JVMs that happen to agree within 0.3% say little (a third lands
 * outside the range of two others two times in three, even when nothing is wrong). The spread that the run's other
 * figures show is a far steadier guess, so {@link Estimate#atLeast} widens an interval to the run's
 * {@link #typicalSpread}: the pooled variance of "moderated" statistics for quantities measured in few
 * replicates (Smyth, limma, 2004), in its simplest robust form.
 */
public final class RobustFigure {
    /** Coverage of the bootstrap interval. */
    public static final double CONFIDENCE = 0.99;
    /** An iteration this much slower than the figure counts as disturbed (reported, discounted by the figure). */
    public static final double DISTURBED = 0.10;
    static final int RESAMPLES = 2000;

    /** Leaves its input alone: the figures are the caller's. */
    private static final Quantile QUANTILES = Quantile.withDefaults().with(Quantile.EstimationMethod.HF7).withCopy(true);
    /** Reorders its input in place: for the bootstrap's replicates. */
    private static final Quantile IN_PLACE = QUANTILES.withCopy(false);

    /**
     * A figure and what went into it.
     *
     * @param forkScores the same quantile in each JVM alone, in measuring order
     * @param disturbed iterations more than {@link #DISTURBED} slower than the figure
     * @param worstDisturbance how much slower the worst iteration was, as a fraction of the figure
     */
    public record Estimate(double score, double low, double high, int forks, int samples, List<Double> forkScores,
                           int disturbed, double worstDisturbance, boolean widened) {
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
         * This estimate with its interval at least {@code relative} of the figure wide on each side (see
         * "The floor" above); {@link #widened} says whether that made the ± larger. (The fast side of a
         * fastest-iteration figure is usually the figure itself, so the floor nearly always moves that side.)
         */
        public Estimate atLeast(double relative) {
            double lo = Math.min(low, score * (1 - relative));
            double hi = Math.max(high, score * (1 + relative));
            if (lo == low && hi == high) return this;
            boolean larger = widened || Math.max(score - lo, hi - score) > error();
            return new Estimate(score, lo, hi, forks, samples, forkScores, disturbed, worstDisturbance, larger);
        }

        /**
         * This estimate with its fast side reaching what the figure would be were the code {@code relative}
         * faster: for a figure measured only while something slowed the machine by that much.
         */
        public Estimate fasterBy(double relative, boolean higherIsFaster) {
            double lo = higherIsFaster ? low : Math.min(low, score / (1 + relative));
            double hi = higherIsFaster ? Math.max(high, score * (1 + relative)) : high;
            return new Estimate(score, lo, hi, forks, samples, forkScores, disturbed, worstDisturbance, widened);
        }
    }

    /**
     * The spread to expect between the JVMs of a figure on this machine now: the median, over figures measured in
     * at least two JVMs, of their {@link #spread}; null when no figure has two JVMs. The median, since one figure
     * whose JVMs landed on two plateaus must not widen every other figure.
     *
     * @param forkScoresPerFigure per figure, each of its JVMs' own figure ({@link #forkScore})
     */
    public static Double typicalSpread(List<List<Double>> forkScoresPerFigure) {
        double[] spreads = forkScoresPerFigure.stream().filter(f -> f.size() >= 2).mapToDouble(RobustFigure::spread).toArray();
        return spreads.length == 0 ? null : QUANTILES.evaluate(spreads, 0.5);
    }

    /** One JVM's own figure: its fastest iteration. */
    public static double forkScore(double[] iterations, boolean higherIsFaster) {
        double best = iterations[0];
        for (double x : iterations) best = faster(best, x, higherIsFaster);
        return best;
    }

    private static double faster(double a, double b, boolean higherIsFaster) {
        return higherIsFaster ? Math.max(a, b) : Math.min(a, b);
    }

    /**
     * The faster of two JVMs' figures averaged over every pair of them, from each JVM's own figure (the one figure
     * itself for one JVM): what a run of two JVMs gives, expected over the JVMs measured. The k-th fastest of n is the
     * faster one of n - k pairs, so it is an ordered sum rather than a loop over pairs.
     */
    static double pairFastest(double[] forkScores, boolean higherIsFaster) {
        int n = forkScores.length;
        if (n == 1) return forkScores[0];
        double[] sorted = forkScores.clone();
        Arrays.sort(sorted);
        double sum = 0;
        for (int k = 0; k < n; k++) {
            double x = higherIsFaster ? sorted[n - 1 - k] : sorted[k];
            sum += x * (n - 1 - k);
        }
        return sum / (n * (n - 1) / 2.0);
    }

    /** How much the slowest JVM's figure is off the fastest's, as a fraction of it; 0 for one JVM. */
    static double spread(List<Double> forkScores) {
        double min = forkScores.stream().mapToDouble(Double::doubleValue).min().orElse(0);
        double max = forkScores.stream().mapToDouble(Double::doubleValue).max().orElse(0);
        return min <= 0 ? 0 : max / min - 1;
    }

    private RobustFigure() {}

    /**
     * @param forks each JVM's iteration scores (at least one JVM with at least one iteration)
     * @param higherIsFaster true for throughput-like scores (ops/s), false for times
     * @param name the figure's name, seeding the resampling
     */
    public static Estimate estimate(List<double[]> forks, boolean higherIsFaster, String name) {
        List<double[]> used = forks.stream().filter(f -> f.length > 0).toList();
        if (used.isEmpty()) throw new IllegalArgumentException("no iterations for " + name);
        double[] own = used.stream().mapToDouble(f -> forkScore(f, higherIsFaster)).toArray();
        double score = pairFastest(own, higherIsFaster);
        double[] replicates = bootstrap(used, higherIsFaster, RandomSource.XO_RO_SHI_RO_128_PP.create((long) name.hashCode()));
        double tail = (1 - CONFIDENCE) / 2;
        double low = Math.min(score, IN_PLACE.evaluate(replicates, tail));
        double high = Math.max(score, IN_PLACE.evaluate(replicates, 1 - tail));
        List<Double> forkScores = Arrays.stream(own).boxed().toList();
        double[] pooled = pool(used);
        int disturbed = 0;
        double worst = 0;
        for (double x : pooled) {
            double slower = higherIsFaster ? score / x - 1 : x / score - 1;
            if (slower > DISTURBED) disturbed++;
            worst = Math.max(worst, slower);
        }
        return new Estimate(score, low, high, used.size(), pooled.length, forkScores, disturbed, worst, false);
    }

    private static double[] bootstrap(List<double[]> forks, boolean higherIsFaster, UniformRandomProvider rng) {
        double[] replicates = new double[RESAMPLES];
        double[] drawn = new double[forks.size()];
        for (int b = 0; b < RESAMPLES; b++) {
            for (int k = 0; k < forks.size(); k++) {
                double[] fork = forks.get(rng.nextInt(forks.size()));
                // each drawn JVM contributes as many iterations as the JVM it replaces had
                int size = forks.get(k).length;
                double best = fork[rng.nextInt(fork.length)];
                for (int i = 1; i < size; i++) best = faster(best, fork[rng.nextInt(fork.length)], higherIsFaster);
                drawn[k] = best;
            }
            replicates[b] = pairFastest(drawn, higherIsFaster);
        }
        return replicates;
    }

    private static double[] pool(List<double[]> forks) {
        return forks.stream().flatMapToDouble(Arrays::stream).toArray();
    }
}
