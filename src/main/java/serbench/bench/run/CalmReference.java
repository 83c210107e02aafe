package serbench.bench.run;

import java.util.Arrays;
import org.apache.commons.statistics.descriptive.Quantile;
import serbench.results.Results;

/**
 * The run's calm reference: how long {@code serbench.bench.fork.ReferenceWork} took when the machine was at its calmest
 * in this run, the tenth percentile over every measuring JVM's level of the reference ({@link #level} of each op's
 * readings). Every figure is read in it: each JVM's part is scaled by this over its own level, so a JVM that ran on a
 * slower stretch of the host counts as if it had run on a calm one (docs/method.md, "The reference"). The tenth
 * percentile rather than the fastest: one JVM's lucky moment must not set the whole run's units.
 */
final class CalmReference {
    /** Which of the JVMs' levels is the calm one. */
    static final double CALM_QUANTILE = 0.10;
    /** Tukey's "far out": a reading beyond the third quartile by this many interquartile ranges was itself disturbed. */
    private static final double FENCE_IQRS = 3;
    private static final Quantile QUANTILES = Quantile.withDefaults().with(Quantile.EstimationMethod.HF7).withCopy(true);

    private CalmReference() {}

    /** The run's calm reference, in ns; null before any reading (or in a run without them). */
    static Double of(Results results) {
        double[] levels = results.iterations.stream().filter(i -> i.canaries() != null && !i.canaries().isEmpty())
            .mapToDouble(i -> level(i.canaries().stream().mapToDouble(Double::doubleValue).toArray())).toArray();
        return levels.length == 0 ? null : QUANTILES.evaluate(levels, CALM_QUANTILE);
    }

    /** {@link #of}, also kept in the environment ({@code reference_nanos}). */
    static Double record(Results results) {
        Double calm = of(results);
        results.environment.referenceNanos = calm == null ? null : Math.round(calm * 10) / 10.0;
        return calm;
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
