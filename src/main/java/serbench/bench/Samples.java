package serbench.bench;

import java.util.List;
import org.openjdk.jmh.util.ListStatistics;

/** Turns pooled iteration scores into a figure with JMH's own statistics (mean, 99.9% error). */
final class Samples {
    private Samples() {}

    static double mean(List<Double> samples) {
        return stats(samples).getMean();
    }

    static double min(List<Double> samples) {
        return stats(samples).getMin();
    }

    static double max(List<Double> samples) {
        return stats(samples).getMax();
    }

    /** Null when fewer than two iterations exist, as JMH itself reports NaN then. */
    static Double error(List<Double> samples) {
        if (samples.size() < 2) return null;
        double e = stats(samples).getMeanErrorAt(0.999);
        return Double.isFinite(e) ? e : null;
    }

    private static ListStatistics stats(List<Double> samples) {
        return new ListStatistics(samples.stream().mapToDouble(Double::doubleValue).toArray());
    }
}
