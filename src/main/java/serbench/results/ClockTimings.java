package serbench.results;

import org.apache.commons.statistics.descriptive.Median;

/**
 * How far a run's figures, which count each iteration's CPU time, are from what the clock timed ({@link Measurement#raw}):
 * at the median over the codecs' figures and at the extreme; with the run's reference in ns, in whose units
 * {@code compare} reads runs of other hours and machines (docs/method.md, "The reference").
 */
public record ClockTimings(double referenceNanos, double medianPercent, double extremePercent, int figures) {
    /** Of {@code r}; null in a run without the reference, or without clock timings beside its figures. */
    public static ClockTimings of(Results r) {
        if (r.environment.referenceNanos == null) return null;
        double[] off = r.results.stream().filter(m -> m.raw() != null && m.score() > 0 && m.raw() > 0 && !r.baseline(m.codec()))
            .mapToDouble(m -> MeasureMode.parse(m.mode()).lowerIsBetter() ? m.raw() / m.score() - 1 : m.score() / m.raw() - 1)
            .toArray();
        if (off.length == 0) return null;
        double most = java.util.Arrays.stream(off).map(Math::abs).max().orElseThrow();
        double extreme = java.util.Arrays.stream(off).filter(x -> Math.abs(x) == most).findFirst().orElseThrow();
        return new ClockTimings(r.environment.referenceNanos, 100 * Median.withDefaults().evaluate(off), 100 * extreme, off.length);
    }

    /** One line for the console and the report. */
    public String describe() {
        return String.format(java.util.Locale.ROOT, "each iteration counts the time its thread had a CPU: by the clock the"
            + " figures were %+.1f%% off at the median, %+.1f%% at most (kept as raw in results.json); the run's reference,"
            + " %.1f µs, is the unit compare reads runs of other hours and machines in; a machine slower all run long, and"
            + " contention for memory, stay in the figures", medianPercent, extremePercent, referenceNanos / 1000);
    }
}
