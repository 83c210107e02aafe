package serbench.bench;

import java.time.Duration;
import java.util.List;
import serbench.results.Measurement;
import serbench.results.Numbers;
import serbench.results.Results;

/** The progress line after each measuring JVM: round, JVMs done, the pair's figures, elapsed time and ETA. */
final class Progress {
    private final Results results;
    private final List<BenchRun.Step> steps;
    private final Profile profile;
    private final long began = System.nanoTime();

    Progress(Results results, List<BenchRun.Step> steps, Profile profile) {
        this.results = results;
        this.steps = steps;
        this.profile = profile;
    }

    /** JVMs the minimum rounds need (a pair that failed needs no more). */
    private int mandatoryTotal() {
        return steps.stream().mapToInt(s -> s.failed(results) ? Math.min(s.forks(results), profile.minForks) : profile.minForks).sum();
    }

    private int mandatoryDone() {
        return steps.stream().mapToInt(s -> Math.min(s.forks(results), profile.minForks)).sum();
    }

    private double seconds() {
        return results.forks.stream().mapToDouble(Results.ForkRun::seconds).sum();
    }

    private double meanForkSeconds() {
        return results.forks.stream().mapToDouble(Results.ForkRun::seconds).average().orElse(0);
    }

    /**
     * What a measuring JVM takes when it measures only the planned slices: the median over those that did
     * (the fastest JVM while none has).
     */
    private double plannedForkSeconds() {
        int planned = profile.slices * profile.sliceIterations;
        double[] plain = results.forks.stream()
            .filter(f -> results.iterations.stream().noneMatch(i -> i.round() == f.round() && i.jvm().equals(f.jvm())
                && i.codec().equals(f.codec()) && i.mode().equals(f.mode()) && f.datasets().contains(i.dataset())
                && i.samples().size() > planned))
            .mapToDouble(Results.ForkRun::seconds).sorted().toArray();
        if (plain.length > 0) return plain[plain.length / 2];
        return results.forks.stream().mapToDouble(Results.ForkRun::seconds).min().orElse(0);
    }

    /**
     * Time left for re-measuring wide figures. The run may take {@code 1 + extraShare} times what its minimum
     * rounds would take if no JVM measured further slices; the further slices of JVMs that waited for calm
     * moments and the re-measuring share that extra time. So the run's length hardly depends on how noisy the
     * machine is: when the minimum rounds had to wait a lot, little is re-measured.
     */
    double extraBudgetSeconds() {
        double allowed = (1 + profile.extraShare) * mandatoryTotal() * plannedForkSeconds();
        double mandatoryLeft = (mandatoryTotal() - mandatoryDone()) * meanForkSeconds();
        return Math.max(0, allowed - seconds() - mandatoryLeft);
    }

    /** How far the minimum rounds are, for a resumed run. */
    String done() {
        return String.format("%d of the %d measuring JVMs of the first %d round%s already ran", mandatoryDone(), mandatoryTotal(),
            profile.minForks, profile.minForks == 1 ? "" : "s");
    }

    String line(BenchRun.Step step, int round) {
        StringBuilder sb = new StringBuilder();
        if (round <= profile.minForks) {
            sb.append(String.format("[round %d/%d, JVM %d/%d] ", round, profile.minForks, mandatoryDone(), mandatoryTotal()));
        } else {
            sb.append(String.format("[re-measuring, round %d] ", round));
        }
        sb.append(step.jvm().id()).append(' ').append(step.task().label());
        if (step.task().datasets().size() == 1) {
            List<Measurement> figures = results.results.stream().filter(step::owns).toList();
            for (Measurement m : figures) {
                sb.append(String.format("  %s %s%s", m.op(), Numbers.plain(m.score()),
                    m.error() == null ? "" : String.format(" ±%.1f%%", 100 * m.error() / m.score())));
            }
            if (!figures.isEmpty()) sb.append(' ').append(figures.get(0).unit());
        }
        if (step.failed(results)) sb.append("  (FAILED, see report)");
        Duration elapsed = Duration.ofNanos(System.nanoTime() - began);
        double left = (mandatoryTotal() - mandatoryDone()) * meanForkSeconds();
        sb.append(String.format("  | %s elapsed, ETA %s", clock(elapsed), clock(Duration.ofSeconds(Math.round(left)))));
        double extra = extraBudgetSeconds();
        if (profile.comparable() && extra >= 1) {
            sb.append(String.format(" + up to %s re-measuring wide figures", clock(Duration.ofSeconds(Math.round(extra)))));
        }
        return sb.toString();
    }

    private static String clock(Duration d) {
        return d.toMinutes() > 0 ? d.toMinutes() + "m" + String.format("%02d", d.toSecondsPart()) + "s" : d.toSeconds() + "s";
    }
}
