package serbench.bench.run;

import java.util.Arrays;
import org.apache.commons.statistics.descriptive.Quantile;
import serbench.results.Results;

/**
 * The run's reference: how long {@code serbench.bench.fork.ReferenceWork} took on this machine in this run, the median
 * over every measuring JVM's level of the reference ({@link #level} of each op's readings). Every figure is read in it:
 * each JVM's part is scaled by this over its own level, so a JVM that ran on a slower (or faster) stretch of the host
 * counts as if it had run at the run's usual speed (docs/method.md, "The reference"). The median, not a calm tenth:
 * in four runs of one build within the hour it was 122.2 to 124.1 µs (the tenth percentile 112.7 to 116.2), and read in
 * a calm tenth the figures sat 4.7% below what their JVMs timed at the median, below what plain JMH of the same hour
 * reads.
 */
final class RunReference {
    /** Which of the JVMs' levels is the run's. */
    static final double QUANTILE = 0.5;
    /** Tukey's "far out": a reading beyond the third quartile by this many interquartile ranges was itself disturbed. */
    private static final double FENCE_IQRS = 3;
    private static final Quantile QUANTILES = Quantile.withDefaults().with(Quantile.EstimationMethod.HF7).withCopy(true);

    private RunReference() {}

    /** The run's reference, in ns; null before any reading (or in a run without them). */
    static Double of(Results results) {
        double[] levels = results.iterations.stream().filter(i -> i.canaries() != null && !i.canaries().isEmpty())
            .mapToDouble(i -> level(i.canaries().stream().mapToDouble(Double::doubleValue).toArray())).toArray();
        return levels.length == 0 ? null : QUANTILES.evaluate(levels, QUANTILE);
    }

    /** {@link #of}, also kept in the environment ({@code reference_nanos}). */
    static Double record(Results results) {
        Double reference = of(results);
        results.environment.referenceNanos = reference == null ? null : Math.round(reference * 10) / 10.0;
        return reference;
    }

    /**
     * The reference's level over some readings: their mean, without those beyond the far-out fence of the others (a
     * reading that a collection or the OS stopped), as an op's figure leaves out its disturbed iterations. The mean,
     * not the median: a JVM that lived half in a burst of the host and half out of it measured its op at the mean of
     * the two, and must be scaled by the mean of the two too.
     */
    static double level(double[] readings) {
        if (readings.length < 4) return Arrays.stream(readings).average().orElseThrow();
        double q1 = QUANTILES.evaluate(readings, 0.25), q3 = QUANTILES.evaluate(readings, 0.75);
        double fence = q3 + FENCE_IQRS * (q3 - q1);
        return Arrays.stream(readings).filter(x -> x <= fence).average().orElseThrow();
    }
}
