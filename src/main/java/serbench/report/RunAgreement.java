package serbench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.statistics.descriptive.Median;
import serbench.results.MeasureMode;
import serbench.results.Measurement;
import serbench.results.Results;

/**
 * How far two runs of the same selection agree: their codecs' time figures, each read in the other's units by the
 * reference ({@link RunComparison#scale}) or as each run read them, and every ratio of two codecs' figures of one op
 * on one data set, which no machine-wide factor moves. The measure of docs/noise.md: a method that survives noise gives
 * the same ratios on a quiet hour, under a neighbour's bursts and on a quiet hour again.
 */
public final class RunAgreement {
    /** What two runs share and how much of it agrees; {@code medianRatio}: NEW's figure over OLD's, at the median. */
    public record Outcome(int figures, int figuresWithin, int ratios, int ratiosWithin, int ratiosWithinTwice,
                          double medianRatio, double scale) {}

    private RunAgreement() {}

    /**
     * The agreement of {@code after} with {@code before} within {@code within} (a fraction, e.g. 0.05): the codecs'
     * one-thread time figures of both runs (the baselines left out, as {@code compare} leaves them out of its verdict);
     * by the reference, or as their JVMs timed them ({@link Measurement#raw}, where a run has it) and unscaled.
     */
    public static Outcome of(Results before, Results after, double within, boolean byReference) {
        double scale = RunComparison.scale(before, after, byReference);
        Map<String, Double> old = figures(before, byReference), now = figures(after, byReference);
        List<String> common = old.keySet().stream().filter(now::containsKey).toList();
        int figuresWithin = 0;
        double[] changes = new double[common.size()];
        for (int i = 0; i < common.size(); i++) {
            changes[i] = now.get(common.get(i)) / (old.get(common.get(i)) * scale);
            if (Math.abs(changes[i] - 1) <= within) figuresWithin++;
        }
        int ratios = 0, ratiosWithin = 0, twice = 0;
        for (int i = 0; i < common.size(); i++) {
            for (int j = i + 1; j < common.size(); j++) {
                if (!group(common.get(i)).equals(group(common.get(j)))) continue;
                double moved = Math.abs(changes[i] / changes[j] - 1);
                ratios++;
                if (moved <= within) ratiosWithin++;
                if (moved <= 2 * within) twice++;
            }
        }
        double median = changes.length == 0 ? Double.NaN : Median.withDefaults().evaluate(changes);
        return new Outcome(common.size(), figuresWithin, ratios, ratiosWithin, twice, median, scale);
    }

    /** The codecs' one-thread time figures by "jvm data set op mode codec", read by the reference or as timed. */
    private static Map<String, Double> figures(Results r, boolean byReference) {
        Map<String, Double> f = new LinkedHashMap<>();
        for (Measurement m : r.results) {
            if (m.threads() != 1 || r.baseline(m.codec()) || !MeasureMode.parse(m.mode()).lowerIsBetter() || m.score() <= 0) continue;
            double figure = byReference || m.raw() == null ? m.score() : m.raw();
            f.put(String.join(" ", m.jvm(), m.dataset(), m.op(), m.mode(), m.codec()), figure);
        }
        return f;
    }

    /** The figures whose ratios are compared: one JVM, data set, op and mode. */
    private static String group(String figure) {
        return figure.substring(0, figure.lastIndexOf(' '));
    }

    /** The run pairs of {@code runs}, each with the next: every two, in order. */
    public static List<int[]> pairs(int runs) {
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < runs; i++) for (int j = i + 1; j < runs; j++) pairs.add(new int[] {i, j});
        return pairs;
    }
}
