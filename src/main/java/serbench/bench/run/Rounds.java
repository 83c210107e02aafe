package serbench.bench.run;

import java.io.PrintWriter;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import serbench.bench.fork.Profile;
import serbench.results.Results;

/**
 * The schedule of a run's measuring JVMs: the minimum rounds, then further JVMs for wide figures
 * ({@link Remeasuring}) while the run's time allows; each JVM saved and reported as it ends. With several
 * {@link Lanes} as many JVMs measure at once; a round ends when its last JVM has, and what the run records is
 * guarded by the results object.
 */
final class Rounds {
    private final List<Step> steps;
    private final Profile profile;
    private final Results results;
    private final Progress progress;
    private final ForkRecorder recorder;
    private final Interruption interruption;
    private final Lanes lanes;
    private final Checkpoint checkpoint;
    private final PrintWriter out;
    /** Said once: the minimum rounds end past the time limit. */
    private boolean warnedPastLimit;

    Rounds(List<Step> steps, Profile profile, Results results, Progress progress, ForkRecorder recorder,
           Interruption interruption, Lanes lanes, Checkpoint checkpoint, PrintWriter out) {
        this.steps = steps;
        this.profile = profile;
        this.results = results;
        this.progress = progress;
        this.recorder = recorder;
        this.interruption = interruption;
        this.lanes = lanes;
        this.checkpoint = checkpoint;
        this.out = out;
    }

    /** Runs every round; false when the run was interrupted. */
    boolean run() throws Exception {
        for (int round = 1; round <= profile.minForks; round++) {
            for (Step step : inOrderOf(steps, round)) {
                int r = round;
                Double share;
                synchronized (results) {
                    if (step.failed(results) || step.forks(results) >= round) continue;
                    share = progress.extraSliceShare();
                }
                if (interruption.happened()) return false;
                lanes.submit(lane -> fork(step, step.task().codecs(), r, share, lane));
            }
            lanes.awaitAll();
            if (interruption.happened()) return false;
        }
        Estimates.updateAll(steps, results, profile);
        // the further JVMs on their way, and the time each was promised
        Map<Step, Double> inFlight = new HashMap<>();
        while (true) {
            lanes.awaitFree();
            if (interruption.happened()) return false;
            Step next;
            double allowed;
            int round;
            List<String> due;
            synchronized (results) {
                // a figure no wider than the run's typical spread between JVMs is as narrow as more JVMs can make it
                Double typical = Estimates.recordedSpread(results);
                double floor = typical == null ? 0 : typical;
                double spare = progress.spareSeconds() - inFlight.values().stream().mapToDouble(Double::doubleValue).sum();
                List<Remeasuring.Candidate<Step>> candidates = Step.candidates(steps.stream()
                    .filter(s -> !s.failed(results) && !inFlight.containsKey(s)).toList(), results, profile);
                next = Remeasuring.next(candidates, floor, spare).orElse(null);
                allowed = next == null ? 0 : spare - next.plannedSeconds(results);
                round = next == null ? 0 : next.forks(results) + 1;
                due = next == null ? List.of() : next.due(results, Math.max(next.targetError(profile), floor));
                if (next != null) inFlight.put(next, next.plannedSeconds(results));
            }
            if (next == null) {
                // the JVMs still measuring may widen or narrow figures: wait for them before deciding again
                if (!lanes.busy()) break;
                lanes.awaitAll();
                continue;
            }
            lanes.submit(lane -> {
                try {
                    fork(next, due, round, allowed, lane);
                } finally {
                    synchronized (results) {
                        inFlight.remove(next);
                    }
                }
            });
        }
        lanes.awaitAll();
        if (interruption.happened()) return false;
        Estimates.updateAll(steps, results, profile);
        synchronized (results) {
            checkpoint.flush(results);
        }
        return true;
    }

    /**
     * The steps in the order a round measures them: the even rounds backwards. The host's speed drifts over a run
     * (some 3% within a minute on a shared virtual machine, alike for every codec measured then); with every round in
     * one order the codecs measured first always met the start of each round, and with every other round backwards a
     * drift that grows steadily over two rounds gives every codec the same mean, which cancels in the ratios between them.
     */
    static <T> List<T> inOrderOf(List<T> steps, int round) {
        if (round % 2 == 1) return steps;
        List<T> backwards = new java.util.ArrayList<>(steps);
        java.util.Collections.reverse(backwards);
        return backwards;
    }

    /**
     * Runs one measuring JVM of a step, timing {@code codecs} of its codecs, on a lane, which may spend
     * {@code extraSliceSeconds} on further slices (null: as many as the profile allows), then saves and prints the
     * progress line; nothing when the run was interrupted.
     */
    private void fork(Step step, List<String> codecs, int round, Double extraSliceSeconds, Lanes.Lane lane) throws Exception {
        long start = System.nanoTime();
        double extra = recorder.run(step, codecs, round, profile, results, extraSliceSeconds, lane);
        if (interruption.happened()) return;
        synchronized (results) {
            results.forks.add(new Results.ForkRun(step.jvm().id(), step.task().codecs(), step.task().datasets(),
                step.task().mode(), round, round2(lane.turn() == null ? (System.nanoTime() - start) / 1e9 : lane.turn().seconds()), round2(extra),
                step.compressors(), step.zeroCopy()));
            checkpoint.changed(results);
            out.println(progress.line(step, codecs, round));
            if (!warnedPastLimit && progress.minimumRoundsPastLimit()) {
                warnedPastLimit = true;
                out.println("serbench: warning: at the pace so far, the minimum rounds alone end past the time limit ("
                    + Progress.clock(results.settings.timeLimitSeconds()) + "): no JVM measures further slices and no figure"
                    + " is re-measured, and the run ends when they do; a longer --time-limit or a smaller matrix leaves room"
                    + " for both");
            }
            out.flush();
        }
    }

    private static double round2(double seconds) {
        return Math.round(seconds * 100) / 100.0;
    }
}
