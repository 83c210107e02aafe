package serbench.bench;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import serbench.results.Results;
import serbench.results.ResultsStore;

/**
 * The schedule of a run's measuring JVMs: the minimum rounds, then further JVMs for wide figures
 * ({@link Remeasuring}) while the run's time allows; each JVM saved and reported as it ends.
 */
final class Rounds {
    private final List<Step> steps;
    private final Profile profile;
    private final Results results;
    private final Progress progress;
    private final ForkRecorder recorder;
    private final Interruption interruption;
    private final Path file;
    private final PrintWriter out;
    /** Said once: the minimum rounds end past the time limit. */
    private boolean warnedPastLimit;

    Rounds(List<Step> steps, Profile profile, Results results, Progress progress, ForkRecorder recorder,
           Interruption interruption, Path file, PrintWriter out) {
        this.steps = steps;
        this.profile = profile;
        this.results = results;
        this.progress = progress;
        this.recorder = recorder;
        this.interruption = interruption;
        this.file = file;
        this.out = out;
    }

    /** Runs every round; false when the run was interrupted. */
    boolean run() throws Exception {
        for (int round = 1; round <= profile.minForks; round++) {
            for (Step step : steps) {
                if (step.failed(results) || step.forks(results) >= round) continue;
                if (!fork(step, round, progress.extraSliceShare())) return false;
            }
        }
        Estimates.updateAll(steps, results, profile);
        while (true) {
            // a figure no wider than the run's typical spread between JVMs is as narrow as more JVMs can make it
            Double typical = Estimates.typicalSpread(results, profile);
            double target = Math.max(profile.targetError, typical == null ? 0 : typical);
            double spare = progress.spareSeconds();
            List<Remeasuring.Candidate<Step>> candidates = steps.stream().filter(s -> !s.failed(results))
                .map(s -> new Remeasuring.Candidate<>(s, s.baseline(results), s.widest(results), s.forks(results),
                    s.plannedSeconds(results)))
                .toList();
            Step next = Remeasuring.next(candidates, target, profile.maxForks, spare).orElse(null);
            if (next == null) break;
            if (!fork(next, next.forks(results) + 1, spare - next.plannedSeconds(results))) return false;
        }
        Estimates.updateAll(steps, results, profile);
        return true;
    }

    /**
     * Runs one measuring JVM of a step, which may spend {@code extraSliceSeconds} on further slices (null: as
     * many as the profile allows), saves and prints the progress line; false when the run was interrupted.
     */
    private boolean fork(Step step, int round, Double extraSliceSeconds) throws Exception {
        long start = System.nanoTime();
        double extra = recorder.run(step, round, profile, results, extraSliceSeconds);
        if (interruption.happened()) return false;
        results.forks.add(new Results.ForkRun(step.jvm().id(), step.task().codec(), step.task().datasets(), step.task().mode(),
            round, round2((System.nanoTime() - start) / 1e9), round2(extra)));
        ResultsStore.save(results, file);
        out.println(progress.line(step, round));
        if (!warnedPastLimit && progress.minimumRoundsPastLimit()) {
            warnedPastLimit = true;
            out.println("serbench: warning: at the pace so far, the minimum rounds alone end past the time limit ("
                + Progress.clock(results.settings.timeLimitSeconds()) + "): no JVM waits for calm moments and no figure is"
                + " re-measured, and the run ends when they do; a longer --time-limit or a smaller matrix leaves room for both");
        }
        out.flush();
        return true;
    }

    private static double round2(double seconds) {
        return Math.round(seconds * 100) / 100.0;
    }
}
