package serbench.bench.run;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import serbench.bench.fork.ForkOutput;
import serbench.bench.fork.ForkResult;
import serbench.bench.fork.ForkTask;
import serbench.bench.fork.Profile;
import serbench.bench.machine.MeasuringJvm;
import serbench.results.Results;

/**
 * Runs one measuring JVM of a step and records what it measured: its iterations, the step's figures recomputed,
 * and a failure for each data set it could not measure. The JVM runs unlocked; what it reads from and writes to the
 * results is guarded by them, since other lanes' JVMs end meanwhile ({@link Lanes}).
 */
final class ForkRecorder {
    private final ForkLauncher launcher;
    private final Interruption interruption;
    /** The run's JVMs by id, as the run resolved them. */
    private final Map<String, MeasuringJvm> jvms;

    ForkRecorder(ForkLauncher launcher, Interruption interruption, List<MeasuringJvm> jvms) {
        this.launcher = launcher;
        this.interruption = interruption;
        this.jvms = jvms.stream().collect(Collectors.toMap(MeasuringJvm::id, Function.identity()));
    }

    /**
     * Measures and records one JVM of {@code step} in {@code round}, timing {@code codecs} of its codecs (all but for a
     * further JVM of a compressor step, {@link Step#due}), which may spend {@code extraSliceSeconds} on further slices
     * (null: as many as the profile allows), on {@code lane}; the seconds it spent on them.
     */
    double run(Step step, List<String> codecs, int round, Profile profile, Results results, Double extraSliceSeconds,
               Lanes.Lane lane) throws IOException, InterruptedException {
        ForkTask task = step.task().withCodecs(codecs);
        // a pair's compressor and zero-copy JVMs log beside its codec JVMs, not over them
        // a compressor JVM of several codecs is known by its first and their number (all their ids could pass a file name's limit)
        String named = task.codecs().get(0) + (task.codecs().size() > 1 ? "_and_" + (task.codecs().size() - 1) + "_more" : "");
        String name = (step.jvm().id() + "-" + task.mode() + "-" + named + "-" + String.join("_", task.datasets())
            + (step.compressors() ? "-compressors" : step.zeroCopy() ? "-zerocopy" : "") + "-round" + round).replaceAll("[^A-Za-z0-9._-]", "_");
        ForkOutput measured;
        ForkTask inRun = task.inRun(extraSliceSeconds);
        try {
            measured = launcher.run(inRun, jvms.get(step.jvm().id()), name, lane);
        } catch (ForkLauncher.ForkFailed e) {
            if (interruption.happened()) return 0;
            synchronized (results) {
                for (String c : task.codecs()) {
                    for (String d : task.datasets()) {
                        results.failures.add(new Results.Failure(step.jvm().id(), d, c, e.getMessage()));
                        step.sameBytesAs(c).forEach(other -> results.failures.add(new Results.Failure(step.jvm().id(), d, other, e.getMessage())));
                    }
                }
            }
            return 0;
        }
        synchronized (results) {
            record(step, task, round, profile, results, measured, name);
        }
        return measured.extraSliceSeconds();
    }

    private void record(Step step, ForkTask task, int round, Profile profile, Results results, ForkOutput measured, String name) {
        if (measured.collectors() != null) results.environment.collectors.putIfAbsent(step.jvm().id(), measured.collectors());
        for (ForkResult f : measured.results()) {
            results.iterations.add(new Results.Iterations(step.jvm().id(), f.codec(), f.dataset(), f.op(), f.threads(),
                task.mode(), round, f.samples(), f.allocBytesPerOp(), f.gcNanosPerOp(), f.canaries(), f.collections(),
                f.jitMillis(), f.ops(), f.classesLoaded(), measured.edenBytes(), f.cpuShares()));
        }
        Double typical = Estimates.recordSpread(results, profile);
        for (String c : task.codecs()) {
            for (String d : task.datasets()) {
                List<String> missing = Estimates.update(step, c, d, results, profile, typical);
                if (!missing.isEmpty()) {
                    results.failures.add(new Results.Failure(step.jvm().id(), d, c, "benchmark threw during "
                        + String.join(", ", missing) + "; see " + launcher.logDir().resolve(name + ".log")));
                }
            }
        }
    }
}
