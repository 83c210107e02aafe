package serbench.stats;

import java.util.Arrays;
import org.apache.commons.statistics.descriptive.Quantile;

/**
 * How long {@code serbench.bench.fork.ReferenceWork} took: in one measuring JVM over some readings ({@link #of}), and in
 * a run, the median of its JVMs' levels ({@link #ofRun}). Every figure is read in the run's: each JVM's part is scaled
 * by it over the JVM's own, so a JVM that ran on a slower (or faster) stretch of the host counts as if it had run at the
 * run's usual speed (docs/method.md, "The reference"). The median, not a calm tenth: in four runs of one build within
 * the hour it was 122.2 to 124.1 µs (the tenth percentile 112.7 to 116.2), and read in a calm tenth the figures sat 4.7%
 * below what their JVMs timed at the median, below what plain JMH of the same hour reads.
 */
public final class ReferenceLevel {
    /** Tukey's "far out": a reading beyond the third quartile by this many interquartile ranges was itself disturbed. */
    private static final double FENCE_IQRS = 3;
    private static final Quantile QUANTILES = Quantile.withDefaults().with(Quantile.EstimationMethod.HF7).withCopy(true);

    private ReferenceLevel() {}

    /**
     * The reference's level over some readings: their mean, without those beyond the far-out fence of the others (a
     * reading that a collection or the OS stopped), as an op's figure leaves out its disturbed iterations. The mean,
     * not the median: a JVM that lived half in a burst of the host and half out of it measured its op at the mean of
     * the two, and must be scaled by the mean of the two too.
     */
    public static double of(double[] readings) {
        if (readings.length < 4) return Arrays.stream(readings).average().orElseThrow();
        double q1 = QUANTILES.evaluate(readings, 0.25), q3 = QUANTILES.evaluate(readings, 0.75);
        double fence = q3 + FENCE_IQRS * (q3 - q1);
        return Arrays.stream(readings).filter(x -> x <= fence).average().orElseThrow();
    }

    /** The run's level: the median of its JVMs' {@code levels}; null without any. */
    public static Double ofRun(double[] levels) {
        return levels.length == 0 ? null : QUANTILES.evaluate(levels, 0.5);
    }
}
