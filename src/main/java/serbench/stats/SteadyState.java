package serbench.stats;

import java.util.Arrays;
import org.apache.commons.statistics.descriptive.Quantile;

/**
 * The iterations of one measuring JVM that timed the op itself, in its steady state: what a mean of them estimates is
 * what JMH's mean estimates, the cost of one op with its share of garbage collection. Left out:
 * <ol>
 *   <li><b>warming</b>: the leading slices whose level is more than {@link #WARMING} off the last slice's: the JIT was
 *   still changing the op's code (fory's {@code deser} of {@code media} ran 471 ns/op in the first slice of a JVM whose
 *   warm-up ran out of time, 136 in the second). A slice's level is its median iteration ({@link #sliceLevels});</li>
 *   <li><b>compiling</b>: an iteration during which the JIT finished a compile. Measuring JVMs compile in the
 *   foreground, so the op waits for it: 20 to 220 times its usual iteration, from a late recompile of the op's own
 *   code (java-builtin's {@code deser} of {@code user}, twice in one JVM), which is no steady state. JMH's forks,
 *   compiling in the background, run slower code meanwhile instead;</li>
 *   <li><b>disturbed</b>: an iteration without a collection far slower than the JVM's others without one, beyond the
 *   far-out fence of Tukey's boxplot (the third quartile plus three interquartile ranges): a neighbour or the OS stopped
 *   the op for most of the iteration.</li>
 * </ol>
 * An iteration during which a collection ran stays, however slow: collecting its garbage is the op's own cost, which
 * JMH's mean includes and the figure must too. Until 0.4.0 the iterations right after a slow canary were left out too
 * ("restless"), judged against the run's fastest canary: that canary was compiled code, whose speed differed from JVM to
 * JVM by up to 13% on a calm machine, so whole JVMs were judged restless for their code's luck. The time a thread had
 * no CPU is left out of each iteration instead (docs/method.md, "The reference").
 */
public final class SteadyState {
    /**
     * A JVM measures further slices while its last two slices' medians are this far apart (its code may still be
     * changing), as long as it has time for them.
     */
    public static final double SETTLED = 0.05;
    /**
     * A leading slice whose median is this far off the last slice's was measured before the op's code settled, and is
     * left out. Wider than {@link #SETTLED}: a shared host moves a steady op's slices by 5 to 10%, and leaving out the
     * slices 5% off kept a different share of each JVM's iterations by luck (two runs of 16 codecs on {@code media},
     * one quiet and one under bursts, agreed on 153 of 240 codec-to-codec ratios within 5% so, on 197 at 20%), while
     * code that has not settled is off by far more (fory's {@code deser} of {@code media}: 471 ns/op in the first slice
     * of a JVM whose warm-up ran out of time, 136 in the second).
     */
    public static final double WARMING = 0.20;
    /** Tukey's "far out": beyond the third quartile by this many interquartile ranges. */
    static final double FENCE_IQRS = 3;

    private static final Quantile QUANTILES = Quantile.withDefaults().with(Quantile.EstimationMethod.HF7).withCopy(true);

    /**
     * One JVM's iterations of a figure, in slices of {@code sliceSize} (0: not known), and what ran beside each; a null
     * list: not read (older runs, several threads).
     */
    public record Iterations(double[] scores, double[] canaries, int[] collections, int[] jitMillis, int sliceSize) {
        public Iterations(double[] scores, double[] canaries, int[] collections, int[] jitMillis) {
            this(scores, canaries, collections, jitMillis, 0);
        }
    }

    /**
     * What counts: the scores kept, whether a collection ran during each, and how many were left out for each reason.
     */
    public record Kept(double[] scores, boolean[] collected, int[] index, int warming, int compiling, int disturbed) {
        /** The scores without a collection during them: the op's own cost. */
        public double[] quiet() {
            return java.util.stream.IntStream.range(0, scores.length).filter(i -> !collected[i]).mapToDouble(i -> scores[i]).toArray();
        }

        public int leftOut() {
            return warming + compiling + disturbed;
        }
    }

    private SteadyState() {}

    /** @param higherIsFaster true for rates (ops/s): a disturbed iteration is then a low one */
    public static Kept of(Iterations it, boolean higherIsFaster) {
        int n = it.scores().length;
        boolean[] keep = new boolean[n];
        int warming = settledFrom(it);
        Arrays.fill(keep, warming, n, true);
        int compiling = 0;
        if (it.jitMillis() != null) {
            for (int i = warming; i < n; i++) {
                if (it.jitMillis()[i] > 0) {
                    keep[i] = false;
                    compiling++;
                }
            }
        }
        // at most one iteration without a compile: the JIT never settled (smoke's five iterations), and one cannot
        // give a spread, so they are all there is
        if (n - warming - compiling < 2) {
            Arrays.fill(keep, warming, n, true);
            compiling = 0;
        }
        int disturbed = fence(it, keep, higherIsFaster);
        int[] index = java.util.stream.IntStream.range(0, n).filter(i -> keep[i]).toArray();
        double[] scores = new double[index.length];
        boolean[] collected = new boolean[index.length];
        for (int k = 0; k < index.length; k++) {
            scores[k] = it.scores()[index[k]];
            collected[k] = collectedDuring(it, index[k]);
        }
        return new Kept(scores, collected, index, warming, compiling, disturbed);
    }

    /**
     * Where the slices that agree with the last one begin ({@link #sliceLevels}): the iterations before it were measured
     * while the op's code was still changing. 0 without slices.
     */
    static int settledFrom(Iterations it) {
        int size = it.sliceSize(), n = it.scores().length;
        if (size <= 0 || n < 2 * size || n % size != 0) return 0;
        double[] levels = sliceLevels(it.scores(), size);
        int last = levels.length - 1;
        int from = last;
        for (int k = last - 1; k >= 0; k--) {
            if (Math.abs(levels[k] / levels[last] - 1) > WARMING) break;
            from = k;
        }
        return from * size;
    }

    /** Each slice's median iteration. */
    public static double[] sliceLevels(double[] scores, int sliceSize) {
        double[] levels = new double[scores.length / sliceSize];
        for (int k = 0; k < levels.length; k++) {
            levels[k] = QUANTILES.evaluate(Arrays.copyOfRange(scores, k * sliceSize, (k + 1) * sliceSize), 0.5);
        }
        return levels;
    }

    /** Leaves out the kept iterations without a collection beyond the far-out fence of the others; how many. */
    private static int fence(Iterations it, boolean[] keep, boolean higherIsFaster) {
        double[] quiet = java.util.stream.IntStream.range(0, keep.length).filter(i -> keep[i] && !collectedDuring(it, i))
            .mapToDouble(i -> it.scores()[i]).toArray();
        if (quiet.length < 4) return 0;
        double q1 = QUANTILES.evaluate(quiet, 0.25), q3 = QUANTILES.evaluate(quiet, 0.75);
        double iqr = q3 - q1;
        int disturbed = 0;
        for (int i = 0; i < keep.length; i++) {
            if (!keep[i] || collectedDuring(it, i)) continue;
            double x = it.scores()[i];
            if (higherIsFaster ? x < q1 - FENCE_IQRS * iqr : x > q3 + FENCE_IQRS * iqr) {
                keep[i] = false;
                disturbed++;
            }
        }
        return disturbed;
    }

    private static boolean collectedDuring(Iterations it, int i) {
        return it.collections() != null && it.collections()[i] > 0;
    }
}
