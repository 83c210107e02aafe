package serbench.bench;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import serbench.results.MeasureMode;
import serbench.results.Measurement;
import serbench.results.Results;
import serbench.stats.RobustFigure;

/** Computes a figure from the iterations its measuring JVMs recorded, with a note on how it came about. */
final class Estimates {
    private Estimates() {}

    /** The figure, or null when no JVM measured it. */
    static Measurement of(Results r, String jvm, String codec, String dataset, String op, int threads, String mode,
                          Profile profile) {
        List<Results.Iterations> forks = r.iterations.stream()
            .filter(i -> i.jvm().equals(jvm) && i.codec().equals(codec) && i.dataset().equals(dataset) && i.op().equals(op)
                && i.threads() == threads && i.mode().equals(mode) && !i.samples().isEmpty())
            .sorted(Comparator.comparingInt(Results.Iterations::round))
            .toList();
        if (forks.isEmpty()) return null;
        MeasureMode m = MeasureMode.parse(mode);
        String name = String.join(" ", jvm, dataset, codec, op, String.valueOf(threads), mode);
        RobustFigure.Estimate e = RobustFigure.estimate(
            forks.stream().map(f -> f.samples().stream().mapToDouble(Double::doubleValue).toArray()).toList(),
            !m.lowerIsBetter(), name);
        double min = forks.stream().flatMap(f -> f.samples().stream()).mapToDouble(Double::doubleValue).min().orElseThrow();
        double max = forks.stream().flatMap(f -> f.samples().stream()).mapToDouble(Double::doubleValue).max().orElseThrow();
        List<Double> allocs = forks.stream().map(Results.Iterations::allocBytesPerOp).filter(a -> a != null).toList();
        Double alloc = allocs.isEmpty() ? null : allocs.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        Double error = e.samples() < 2 ? null : e.error();
        return new Measurement(dataset, codec, op, threads, m.id(), e.score(), error, m.unit(), alloc, jvm, e.samples(),
            min, max, e.forks(), error == null ? null : e.low(), error == null ? null : e.high(),
            note(e, profile, waited(forks, profile)));
    }

    /** How many of the JVMs measured more than the planned slices, waiting for calm moments ({@link Canary}). */
    static int waited(List<Results.Iterations> forks, Profile profile) {
        int planned = profile.slices * profile.sliceIterations;
        return (int) forks.stream().filter(f -> f.canaries() != null && f.samples().size() > planned).count();
    }

    /** What was discounted or re-measured, and why; null when nothing was. */
    static String note(RobustFigure.Estimate e, Profile profile, int waited) {
        List<String> parts = new ArrayList<>();
        if (waited > 0) {
            parts.add(String.format("%d of %d JVMs measured further slices, waiting for calm moments of the machine",
                waited, e.forks()));
        }
        if (profile.comparable()) {
            if (e.forks() > profile.minForks) {
                parts.add(String.format("re-measured in %d JVMs: after %d the interval was wider than ±%.0f%%", e.forks(),
                    profile.minForks, 100 * profile.targetError));
            }
            if (e.relativeError() > profile.targetError) {
                parts.add(String.format("still wider than the ±%.0f%% target", 100 * profile.targetError));
            }
        }
        if (e.disturbed() > 0) {
            parts.add(String.format("%d of %d iterations ran over %.0f%% slower than the figure (worst +%.0f%%): disturbed,"
                + " discounted by the estimator", e.disturbed(), e.samples(), 100 * RobustFigure.DISTURBED,
                100 * e.worstDisturbance()));
        }
        return parts.isEmpty() ? null : String.join("; ", parts);
    }
}
