package serbench.stats;

import java.util.Arrays;
import org.apache.commons.statistics.descriptive.Quantile;

/**
 * The iterations of one measuring JVM that timed the op itself, in its steady state: what a mean of them estimates is
 * what JMH's mean estimates, the cost of one op with its share of garbage collection. Left out:
 * <ol>
 *   <li><b>warming</b>: the leading slices whose level is more than {@link #WARMING} off the last slice's: the JIT was
 *   still changing the op's code (fory's {@code deser} of {@code media} ran 471 ns/op in the first slice of a JVM whose
 *   warm-up ran out of time, 136 in the second). A slice's level is the median of its iterations that were not
 *   <b>busy</b>;</li>
 *   <li><b>compiling</b>: an iteration during which the JIT finished a compile. Measuring JVMs compile in the
 *   foreground, so the op waits for it: 20 to 220 times its usual iteration, from a late recompile of the op's own
 *   code (java-builtin's {@code deser} of {@code user}, twice in one JVM), which is no steady state. JMH's forks,
 *   compiling in the background, run slower code meanwhile instead;</li>
 *   <li><b>busy</b>: an iteration whose reference reading, timed right before it, was more than {@link #BUSY} slower
 *   than the calm level it is judged by ({@link Iterations#calm}: its JVM's, the lower quartile of the readings of every
 *   op it measured, or the run's where that is lower): the machine was busy around it. The thread had its CPU (the time it had none is left out already), but a neighbour CPU was busy: on a
 *   2-vCPU VM whose vCPUs share a core, another process's burst made protobuf's {@code build+ser} of {@code media} run
 *   1.7 times as long (605 to 1,040 ns/op) with the thread on its CPU throughout, and the reference 1.18 times. A JVM
 *   whose every iteration of an op was so measured keeps none ({@link Kept#busyThroughout}); the figure is then its
 *   other JVMs';</li>
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
    /**
     * An iteration whose reference reading was this much slower than its calm level was measured while the machine
     * was busy. On a calm machine a JVM's readings stay within 3 to 5% of its calm level (beyond its own first slice,
     * whose reference is still warming); under a burst of a neighbour CPU they were 10 to 20% slower, and the ops 1.2 to
     * 1.7 times. Of the default run's 16 codecs on {@code media}, quiet and under bursts on one hour, 0.10 kept 25 of 34
     * figures within 5% of each other (13 without it), 0.05 and 0.08 the same, 0.15 fewer (22).
     */
    public static final double BUSY = 0.10;
    /** The lower quartile of a JVM's reference readings: its calm level ({@link #BUSY}). */
    public static final double CALM_QUANTILE = 0.25;
    /** Tukey's "far out": beyond the third quartile by this many interquartile ranges. */
    static final double FENCE_IQRS = 3;

    private static final Quantile QUANTILES = Quantile.withDefaults().with(Quantile.EstimationMethod.HF7).withCopy(true);

    /**
     * One JVM's iterations of a figure, in slices of {@code sliceSize} (0: not known), and what ran beside each; a null
     * list: not read (older runs, several threads).
     */
    public record Iterations(double[] scores, double[] canaries, int[] collections, int[] jitMillis, int sliceSize, double calm) {
        public Iterations(double[] scores, double[] canaries, int[] collections, int[] jitMillis, int sliceSize) {
            this(scores, canaries, collections, jitMillis, sliceSize, Double.NaN);
        }

        public Iterations(double[] scores, double[] canaries, int[] collections, int[] jitMillis) {
            this(scores, canaries, collections, jitMillis, 0);
        }

        /** These iterations judged against {@code calm}, the calm reference level they are judged by ({@link #calm(double[])}). */
        public Iterations withCalm(double calm) {
            return new Iterations(scores, canaries, collections, jitMillis, sliceSize, calm);
        }
    }

    /** A JVM's calm reference level: the lower quartile of its readings, over every op it measured; NaN without any. */
    public static double calm(double[] readings) {
        return readings.length == 0 ? Double.NaN : QUANTILES.evaluate(readings, CALM_QUANTILE);
    }

    /**
     * What counts: the scores kept, whether a collection ran during each, and how many were left out for each reason.
     */
    public record Kept(double[] scores, boolean[] collected, int[] index, int warming, int compiling, int busy, int disturbed) {
        /** Every steady iteration was measured while the machine was busy ({@link #BUSY}): none is kept. */
        public boolean busyThroughout() {
            return scores.length == 0 && busy > 0;
        }

        /** The scores without a collection during them: the op's own cost. */
        public double[] quiet() {
            return java.util.stream.IntStream.range(0, scores.length).filter(i -> !collected[i]).mapToDouble(i -> scores[i]).toArray();
        }

        public int leftOut() {
            return warming + compiling + busy + disturbed;
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
        int busy = busy(it, keep);
        int disturbed = fence(it, keep, higherIsFaster);
        int[] index = java.util.stream.IntStream.range(0, n).filter(i -> keep[i]).toArray();
        double[] scores = new double[index.length];
        boolean[] collected = new boolean[index.length];
        for (int k = 0; k < index.length; k++) {
            scores[k] = it.scores()[index[k]];
            collected[k] = collectedDuring(it, index[k]);
        }
        return new Kept(scores, collected, index, warming, compiling, busy, disturbed);
    }

    /**
     * Where the slices that agree with the last one begin: the iterations before it were measured
     * while the op's code was still changing. 0 without slices.
     */
    static int settledFrom(Iterations it) {
        int size = it.sliceSize(), n = it.scores().length;
        if (size <= 0 || n < 2 * size || n % size != 0) return 0;
        // a slice's level over its iterations of a calm machine: a slice measured while the machine was busy is not
        // code still changing, and a busy last slice would make the calm ones before it look unsettled
        boolean[] busy = busyAt(it);
        double[] levels = new double[n / size];
        for (int k = 0; k < levels.length; k++) {
            int from = k * size;
            double[] calm = java.util.stream.IntStream.range(from, from + size).filter(i -> !busy[i]).mapToDouble(i -> it.scores()[i]).toArray();
            levels[k] = calm.length == 0 ? Double.NaN : QUANTILES.evaluate(calm, 0.5);
        }
        int last = levels.length - 1;
        while (last >= 0 && Double.isNaN(levels[last])) last--;
        if (last < 0) return 0;
        int from = last;
        for (int k = last - 1; k >= 0; k--) {
            if (Double.isNaN(levels[k])) continue;
            if (Math.abs(levels[k] / levels[last] - 1) > WARMING) break;
            from = k;
        }
        return from * size;
    }

    /** Which iterations were measured while the machine was busy ({@link #BUSY}); none without readings or a calm level. */
    private static boolean[] busyAt(Iterations it) {
        int n = it.scores().length;
        boolean[] busy = new boolean[n];
        if (it.canaries() == null || it.canaries().length != n || Double.isNaN(it.calm())) return busy;
        for (int i = 0; i < n; i++) busy[i] = it.canaries()[i] > (1 + BUSY) * it.calm();
        return busy;
    }

    /** Each slice's median iteration. */
    public static double[] sliceLevels(double[] scores, int sliceSize) {
        double[] levels = new double[scores.length / sliceSize];
        for (int k = 0; k < levels.length; k++) {
            levels[k] = QUANTILES.evaluate(Arrays.copyOfRange(scores, k * sliceSize, (k + 1) * sliceSize), 0.5);
        }
        return levels;
    }

    /**
     * Leaves out the kept iterations whose reference reading was more than {@link #BUSY} slower than its calm
     * level; how many. All of them when fewer than two would stay: one iteration gives no spread.
     */
    private static int busy(Iterations it, boolean[] keep) {
        boolean[] busyAt = busyAt(it);
        int busy = 0, left = 0;
        for (int i = 0; i < keep.length; i++) {
            if (!keep[i]) continue;
            if (busyAt[i]) busy++;
            else left++;
        }
        if (busy == 0) return 0;
        for (int i = 0; i < keep.length; i++) {
            if (keep[i] && (left < 2 || busyAt[i])) keep[i] = false;
        }
        return busy + (left < 2 ? left : 0);
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
