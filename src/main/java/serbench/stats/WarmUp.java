package serbench.stats;

import java.util.Arrays;

/**
 * The bookkeeping of a first-call measurement (docs/first-call.md), on plain numbers so that it can be tested on
 * made-up series: the warm figure of an op from batched timings, and after how many calls, and how much time spent
 * in them, the op first ran within {@link #FACTOR} times of it.
 */
public final class WarmUp {
    /** "Warm enough": within this multiple of the warm figure. */
    public static final double FACTOR = 2;
    /**
     * An op counts as within {@link #FACTOR} from the first call that is, and that starts a run of this many calls
     * whose median is: one fast call alone may be luck, and the median ignores the odd slow call that a compilation
     * or a GC makes after the op has got there.
     */
    public static final int WINDOW = 16;
    /** The share of the fastest batches the warm figure is read at. */
    static final double LOW = 0.10;

    private WarmUp() {}

    /**
     * The warm figure, ns per call, from the mean call time of many batches: their 10th percentile, a low figure like
     * serbench's fastest iteration, but not the single luckiest batch.
     */
    public static double warm(double[] batchMeans) {
        if (batchMeans.length == 0) throw new IllegalArgumentException("no batches");
        double[] sorted = batchMeans.clone();
        Arrays.sort(sorted);
        return sorted[(int) Math.floor(LOW * (sorted.length - 1))];
    }

    /**
     * The cost of timing one call, to take off each call's time: the least of many timings of a call that does
     * nothing, so that a call is never made to look faster than it ran.
     */
    public static double timerOverhead(long[] emptyCalls) {
        return Arrays.stream(emptyCalls).min().orElse(0);
    }

    /**
     * When an op got warm.
     *
     * @param calls the number of the first call that was within the factor and started such a run (the first call
     *              is call 1): the op ran within the factor from that call on; all recorded calls when none was
     * @param nanos the time the op's calls before that one took, the first call's included
     * @param reached false when no run of {@link #WINDOW} calls got there: {@code calls} and {@code nanos} are then
     *              lower bounds
     */
    public record Reached(long calls, double nanos, boolean reached) {}

    /**
     * @param callNanos each call's measured time, in call order, the first call first; only the first {@code count} are read
     * @param overhead  the timer's cost, taken off each call's time
     * @param warm      the warm figure, ns per call
     */
    public static Reached reached(long[] callNanos, int count, double overhead, double warm) {
        double limit = FACTOR * warm;
        double[] window = new double[WINDOW];
        double spent = 0;
        for (int i = 0; i + WINDOW <= count; i++) {
            double call = Math.max(0, callNanos[i] - overhead);
            if (call <= limit) {
                for (int k = 0; k < WINDOW; k++) window[k] = Math.max(0, callNanos[i + k] - overhead);
                Arrays.sort(window);
                if ((window[WINDOW / 2 - 1] + window[WINDOW / 2]) / 2 <= limit) return new Reached(i + 1, spent, true);
            }
            spent += call;
        }
        for (int i = Math.max(0, count - WINDOW + 1); i < count; i++) spent += Math.max(0, callNanos[i] - overhead);
        return new Reached(count, spent, false);
    }
}
