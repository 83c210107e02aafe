package serbench.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import serbench.results.Results;

/**
 * Runs one measuring JVM of a step and records what it measured: its iterations, the step's figures recomputed,
 * and a failure for each data set it could not measure.
 */
final class ForkRecorder {
    private final ForkLauncher launcher;
    private final Interruption interruption;

    ForkRecorder(ForkLauncher launcher, Interruption interruption) {
        this.launcher = launcher;
        this.interruption = interruption;
    }

    /**
     * Measures and records one JVM of {@code step} in {@code round}, which may spend {@code extraSliceSeconds} on
     * further slices (null: as many as the profile allows); the seconds it spent on them.
     */
    double run(Step step, int round, Profile profile, Results results, Double extraSliceSeconds)
            throws IOException, InterruptedException {
        ForkTask task = step.task();
        String name = (step.jvm().id() + "-" + task.mode() + "-" + task.codec() + "-" + String.join("_", task.datasets())
            + "-round" + round).replaceAll("[^A-Za-z0-9._-]", "_");
        ForkOutput measured;
        try {
            measured = launcher.run(task.inRun(Estimates.calmCanary(results), extraSliceSeconds), Path.of(step.jvm().path()),
                JvmProbe.major(step.jvm()), name);
        } catch (ForkLauncher.ForkFailed e) {
            if (interruption.happened()) return 0;
            for (String d : task.datasets()) results.failures.add(new Results.Failure(step.jvm().id(), d, task.codec(), e.getMessage()));
            return 0;
        }
        if (measured.collectors() != null) results.environment.collectors.putIfAbsent(step.jvm().id(), measured.collectors());
        for (ForkResult f : measured.results()) {
            results.iterations.add(new Results.Iterations(step.jvm().id(), task.codec(), f.dataset(), f.op(), f.threads(),
                task.mode(), round, f.samples(), f.allocBytesPerOp(), f.gcNanosPerOp(), f.canaries()));
        }
        Double typical = Estimates.recordSpread(results, profile);
        for (String d : task.datasets()) {
            List<String> missing = Estimates.update(step, d, results, profile, typical);
            if (!missing.isEmpty()) {
                results.failures.add(new Results.Failure(step.jvm().id(), d, task.codec(), "benchmark threw during "
                    + String.join(", ", missing) + "; see " + launcher.logDir().resolve(name + ".log")));
            }
        }
        return measured.extraSliceSeconds();
    }
}
