package serbench.report.chart;

import java.util.ArrayList;
import java.util.List;
import serbench.results.Numbers;

/**
 * A value axis mapped onto [0, 1]: linear from zero, or logarithmic when the values span so much that on a
 * linear axis the smallest would be a sliver (the fastest codec is often 100 times faster than the slowest).
 * A chart says which in its axis title, through {@link #title(String)}.
 */
public record Axis(boolean log, double lo, double hi, List<Double> ticks) {
    /** Beyond this ratio of the largest to the smallest value, a linear bar of the smallest is under 1/20 of the longest. */
    static final double LOG_SPAN = 20;

    /** Linear from zero when the values span less than {@link #LOG_SPAN}, otherwise logarithmic. */
    static Axis of(double min, double max) {
        return min > 0 && max > LOG_SPAN * min ? log(min / 3, max) : linear(max);
    }

    static Axis linear(double max) {
        double[] t = niceTicks(max);
        List<Double> ticks = new ArrayList<>();
        for (double v : t) ticks.add(v);
        return new Axis(false, 0, t[t.length - 1], ticks);
    }

    /**
     * From the largest round number (1, 2 or 5 times a power of ten) at or below {@code min} to the smallest at
     * or above {@code max}. Bars start at {@code lo}, so callers pass a {@code min} well below their smallest
     * value: a bar of the smallest value then keeps a readable length.
     */
    static Axis log(double min, double max) {
        double lo = round(min, false), hi = round(Math.max(max, min * 10), true);
        // three or fewer decades: ticks at 1, 2 and 5; more: powers of ten, which stay legible
        boolean fine = Math.log10(hi / lo) <= 3.01;
        List<Double> ticks = new ArrayList<>();
        for (double p = Math.pow(10, Math.floor(Math.log10(lo))); p <= hi * 1.0001; p *= 10) {
            for (double m : fine ? new double[] {1, 2, 5} : new double[] {1}) {
                double v = p * m;
                if (v >= lo * 0.9999 && v <= hi * 1.0001) ticks.add(v);
            }
        }
        if (ticks.isEmpty() || ticks.get(0) > lo * 1.0001) ticks.add(0, lo);
        return new Axis(true, lo, hi, ticks);
    }

    /**
     * Exactly from {@code lo} to {@code hi} (for points, which need no round end), ticked at the sparsest round
     * series that gives at least three ticks: powers of ten, then 1-2-5, then 1-2-3-5-7, then every digit.
     */
    static Axis logBetween(double lo, double hi) {
        double[][] series = {{1}, {1, 2, 5}, {1, 2, 3, 5, 7}, {1, 2, 3, 4, 5, 6, 7, 8, 9}};
        List<Double> ticks = new ArrayList<>();
        for (double[] s : series) {
            ticks.clear();
            for (double p = Math.pow(10, Math.floor(Math.log10(lo))); p <= hi; p *= 10) {
                for (double m : s) if (p * m >= lo && p * m <= hi) ticks.add(p * m);
            }
            if (ticks.size() >= 3) break;
        }
        return new Axis(true, lo, hi, List.copyOf(ticks));
    }

    /** Where a value lies on the axis, from 0 (lo) to 1 (hi), clamped. */
    double at(double v) {
        double f = log ? (v <= 0 ? 0 : Math.log(v / lo) / Math.log(hi / lo)) : v / hi;
        return Math.max(0, Math.min(1, f));
    }

    /** The axis title: the unit, and "log scale" where it is one. */
    String title(String unit) {
        return log ? unit + " (log scale)" : unit;
    }

    static String label(double v) {
        return Numbers.compact(v);
    }

    /** The nearest value of the 1-2-5 series at or below (or above) {@code v}. */
    private static double round(double v, boolean up) {
        double p = Math.pow(10, Math.floor(Math.log10(v)));
        double[] steps = {1, 2, 5, 10};
        if (up) {
            for (double s : steps) if (p * s >= v * 0.9999) return p * s;
            return 10 * p;
        }
        double best = p;
        for (double s : steps) if (p * s <= v * 1.0001) best = p * s;
        return best;
    }

    /** About five round ticks from zero to at least {@code max}. */
    static double[] niceTicks(double max) {
        if (!(max > 0)) return new double[] {0, 1};
        double raw = max / 5, mag = Math.pow(10, Math.floor(Math.log10(raw))), f = raw / mag;
        double step = (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * mag;
        int n = (int) Math.ceil(max / step - 1e-9);
        double[] ticks = new double[n + 1];
        for (int i = 0; i <= n; i++) ticks[i] = i * step;
        return ticks;
    }
}
