package serbench.results;

import org.apache.commons.statistics.descriptive.Median;

/**
 * How much reading a run's figures in its reference moved them (docs/method.md, "The reference"): over the codecs'
 * figures that it scaled, how much their JVMs' own timings ({@link Measurement#raw}) were off them, at the median and
 * at the extreme; with the run's reference in ns.
 */
public record ReferenceScaling(double referenceNanos, double medianPercent, double extremePercent, int figures) {
    /** Of {@code r}; null in a run without the reference, or where it scaled no codec's figure. */
    public static ReferenceScaling of(Results r) {
        if (r.environment.referenceNanos == null) return null;
        double[] off = r.results.stream().filter(m -> m.raw() != null && m.score() > 0 && m.raw() > 0 && !r.baseline(m.codec()))
            .mapToDouble(m -> MeasureMode.parse(m.mode()).lowerIsBetter() ? m.raw() / m.score() - 1 : m.score() / m.raw() - 1)
            .toArray();
        if (off.length == 0) return null;
        double most = java.util.Arrays.stream(off).map(Math::abs).max().orElseThrow();
        double extreme = java.util.Arrays.stream(off).filter(x -> Math.abs(x) == most).findFirst().orElseThrow();
        return new ReferenceScaling(r.environment.referenceNanos, 100 * Median.withDefaults().evaluate(off), 100 * extreme, off.length);
    }

    /** One line for the console and the report. */
    public String describe() {
        return String.format(java.util.Locale.ROOT, "each JVM read in the run's units (the reference %.1f µs): their own"
            + " timings were %+.1f%% off the figures at the median, %+.1f%% at most (kept as raw in results.json); a machine"
            + " slower all run long, and contention for memory that the reference does not feel, stay in the figures",
            referenceNanos / 1000, medianPercent, extremePercent);
    }
}
