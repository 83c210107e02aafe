package serbench.stats;

import java.util.Arrays;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;
import org.apache.commons.statistics.descriptive.Quantile;

/**
 * Turns the iterations of one benchmark, measured in several independent JVMs, into a figure and an interval that a
 * rerun reproduces.
 *
 * <p><b>The figure</b> estimates what JMH's mean estimates: the steady-state cost of one op, its share of garbage
 * collection included. Each JVM's figure is the mean of its steady iterations ({@link SteadyState}: those during which
 * the JIT compiled, those right after a restless canary, and those far slower than the JVM's others without a
 * collection are left out; those with a collection stay), and the figure is the mean over the JVMs, each JVM weighing
 * the same, as each of JMH's forks does. Until serbench 0.3.0 the figure was the fastest iteration: robust, but it
 * answered another question (a best case), and read 5 to 25% below what plain JMH measures on the same jar
 * (docs/method.md).
 *
 * <p>Each JVM runs at a level of its own, set as it starts and compiles (most likely the JIT's choices and where its
 * code lands): fory's {@code ser} of {@code dns-response@1KB} ran at 251 to 304 ns in 66 JVMs. A mean over JVMs stays
 * where the JVMs are, however many measured it, and further JVMs narrow it.
 *
 * <p><b>The garbage collection share</b> is the JVMs' mean less the mean of their iterations without a collection:
 * the pauses spread over every op, at the timer's resolution (JMX counts collection time in whole milliseconds).
 *
 * <p><b>The interval</b> is a {@link #CONFIDENCE} percentile bootstrap that resamples at both levels: first the JVMs,
 * then each drawn JVM's steady iterations, each resample's figure computed as the figure is. Resampling JVMs makes the
 * interval cover the JVM-to-JVM spread, which iterations of one JVM cannot show (JMH's sample 12, Forking); resampling
 * iterations covers the collections a JVM happened to have or not. The resampling is seeded from the figure's name, so
 * the same iterations always give the same interval.
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

    /**
     * The garbage collection share of a figure, in its unit, with its interval; {@code collections}: how many of the
     * figure's steady iterations had one. With none, the share is 0 and only bounded by the measurement's reach.
     */
    public record Share(double score, double low, double high, int collections) {}

    /**
     * The spread to expect between the JVMs of a figure on this machine now: the median, over figures measured in at
     * least two JVMs, of their {@link #spread}; null when no figure has two. The median, since one figure whose JVMs
     * landed on two plateaus must not widen every other figure.
     *
     * @param forkScoresPerFigure per figure, each of its JVMs' own figure ({@link #forkScore})
     */
    public static Double typicalSpread(List<List<Double>> forkScoresPerFigure) {
        double[] spreads = forkScoresPerFigure.stream().filter(f -> f.size() >= 2).mapToDouble(RobustFigure::spread).toArray();
        return spreads.length == 0 ? null : QUANTILES.evaluate(spreads, 0.5);
    }

    /** One JVM's own figure: the mean of its steady iterations. */
    public static double forkScore(double[] steady) {
        return mean(steady);
    }

    /** How much slower the slowest JVM's figure is than the fastest's, as a fraction of it; 0 for one JVM. */
    static double spread(List<Double> forkScores) {
        double min = forkScores.stream().mapToDouble(Double::doubleValue).min().orElse(0);
        double max = forkScores.stream().mapToDouble(Double::doubleValue).max().orElse(0);
        return min <= 0 ? 0 : max / min - 1;
    }

    private RobustFigure() {}

    /**
     * @param forks each JVM's steady iterations (at least one JVM with at least one iteration)
     * @param timeLike true for times (ns/op), whose collection share is estimated; false for rates
     * @param name the figure's name, seeding the resampling
     */
    public static Estimate estimate(List<SteadyState.Kept> forks, boolean timeLike, String name) {
        List<SteadyState.Kept> used = forks.stream().filter(f -> f.scores().length > 0).toList();
        if (used.isEmpty()) throw new IllegalArgumentException("no iterations for " + name);
        double[] own = used.stream().mapToDouble(f -> forkScore(f.scores())).toArray();
        double score = mean(own);
        Share gc = timeLike && used.stream().allMatch(f -> f.collected() != null) ? gcShare(used) : null;
        UniformRandomProvider rng = RandomSource.XO_RO_SHI_RO_128_PP.create((long) name.hashCode());
        double[][] replicates = bootstrap(used, rng);
        double tail = (1 - CONFIDENCE) / 2;
        double low = Math.min(score, IN_PLACE.evaluate(replicates[0], tail));
        double high = Math.max(score, IN_PLACE.evaluate(replicates[0], 1 - tail));
        if (gc != null) {
            gc = new Share(gc.score(), Math.min(gc.score(), IN_PLACE.evaluate(replicates[1], tail)),
                Math.max(gc.score(), IN_PLACE.evaluate(replicates[1], 1 - tail)), gc.collections());
        }
        int samples = used.stream().mapToInt(f -> f.scores().length).sum();
        return new Estimate(score, low, high, used.size(), samples, Arrays.stream(own).boxed().toList(), gc, false);
    }

    /** The share of collections: each JVM's mean less its mean without a collection, averaged over the JVMs. */
    private static Share gcShare(List<SteadyState.Kept> forks) {
        int collections = 0;
        double sum = 0;
        for (SteadyState.Kept f : forks) {
            sum += gcShare(f.scores(), f.collected(), f.scores().length, i -> i);
            for (boolean c : f.collected()) if (c) collections++;
        }
        return new Share(sum / forks.size(), 0, 0, collections);
    }

    /** One JVM's share of collections over {@code n} of its iterations, the {@code i}th being {@code pick(i)}. */
    private static double gcShare(double[] scores, boolean[] collected, int n, java.util.function.IntUnaryOperator pick) {
        double all = 0, quiet = 0;
        int quietCount = 0;
        for (int i = 0; i < n; i++) {
            int k = pick.applyAsInt(i);
            all += scores[k];
            if (!collected[k]) {
                quiet += scores[k];
                quietCount++;
            }
        }
        return quietCount == 0 || quietCount == n ? 0 : all / n - quiet / quietCount;
    }

    /** Replicates of the figure ([0]) and of its collection share ([1]). */
    private static double[][] bootstrap(List<SteadyState.Kept> forks, UniformRandomProvider rng) {
        double[][] replicates = new double[2][RESAMPLES];
        int[] drawn = new int[forks.stream().mapToInt(f -> f.scores().length).max().orElse(0)];
        for (int b = 0; b < RESAMPLES; b++) {
            double figure = 0, gc = 0;
            for (int k = 0; k < forks.size(); k++) {
                SteadyState.Kept fork = forks.get(rng.nextInt(forks.size()));
                // each drawn JVM contributes as many iterations as it has
                int size = fork.scores().length;
                double sum = 0;
                for (int i = 0; i < size; i++) {
                    drawn[i] = rng.nextInt(size);
                    sum += fork.scores()[drawn[i]];
                }
                figure += sum / size;
                if (fork.collected() != null) gc += gcShare(fork.scores(), fork.collected(), size, i -> drawn[i]);
            }
            replicates[0][b] = figure / forks.size();
            replicates[1][b] = gc / forks.size();
        }
        return replicates;
    }

    private static double mean(double[] x) {
        double sum = 0;
        for (double v : x) sum += v;
        return sum / x.length;
    }
}
