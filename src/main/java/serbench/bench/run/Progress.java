package serbench.bench.run;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.DoubleSupplier;
import org.apache.commons.statistics.descriptive.Median;
import serbench.bench.fork.Profile;
import serbench.results.Measurement;
import serbench.results.Numbers;
import serbench.results.Results;

/** The progress line after each measuring JVM: round, JVMs done, the pair's figures, elapsed time and ETA. */
final class Progress {
    private final Results results;
    private final List<Step> steps;
    private final Profile profile;
    /** How long the run may take in all (null: 30% beyond its minimum rounds). */
    private final Double limitSeconds;
    /**
     * Seconds since the run began (the serbench JVM's uptime), which the limit counts and the line shows: the matrices
     * and first calls before the rounds are the run's time too.
     */
    private final DoubleSupplier elapsedSeconds;
    /** The JVMs an interrupted run already ran before this session resumed it. */
    private final int forksBefore;
    /** Measuring JVMs at once ({@link Lanes}): the run's JVM-seconds pass that many times faster than its clock. */
    private final int lanes;
    /** The run's time when its measuring JVMs began: what came before them, which the limit counts too. */
    private final double roundsBegan;

    /**
     * What a time limit keeps back: the run's estimates and reports after its last measuring JVM take a few
     * seconds, and the last JVMs of the minimum rounds may each take longer than the median one.
     */
    static final double FINISH_SECONDS = 10;

    Progress(Results results, List<Step> steps, Profile profile) {
        this(results, steps, profile, null, () -> 0, 1);
    }

    Progress(Results results, List<Step> steps, Profile profile, Double limitSeconds, DoubleSupplier elapsedSeconds,
             int lanes) {
        this.results = results;
        this.steps = steps;
        this.profile = profile;
        this.limitSeconds = limitSeconds;
        this.elapsedSeconds = elapsedSeconds;
        this.forksBefore = results.forks.size();
        this.lanes = lanes;
        this.roundsBegan = elapsedSeconds.getAsDouble();
    }

    /**
     * The run's JVMs by step, read in one pass: what the questions below ask of every step. Asking each step in turn
     * to read all of them made the progress line take 70 ms at the end of the whole matrix, under the run's lock and
     * on the CPUs the other lane measures on.
     */
    private final class Standing {
        private final Map<List<Object>, List<Results.ForkRun>> runs = Step.runsByStep(results);
        private final Map<List<Object>, Double> medianOfDatasets = new HashMap<>();
        /** What a measuring JVM takes for its planned slices: the median over the run's JVMs (NaN before the first). */
        private final double plannedForkSeconds = median(results.forks.stream());

        int forks(Step step) {
            return step.runs(runs).size();
        }

        /**
         * What a JVM of {@code step} takes for its planned slices: its own JVMs' mean, else the median of the run's
         * JVMs of its data sets timing the same part (the codec's ops or the compressors), else of all of them. JVMs
         * differ with the data set far more than with the codec: on the size axis a 1MB JVM took 23 to 35 s and a 1KB
         * one 4 s, and the run's median alone promised a third of the time its minimum rounds then took, and left none
         * for re-measuring.
         */
        double plannedSeconds(Step step) {
            List<Results.ForkRun> own = step.runs(runs);
            if (!own.isEmpty()) return Step.plannedSeconds(own);
            double same = medianOfDatasets.computeIfAbsent(List.of(step.task().datasets(), step.compressors()),
                k -> median(results.forks.stream().filter(f -> f.datasets().equals(step.task().datasets())
                    && f.compressors() == step.compressors())));
            return Double.isNaN(same) ? plannedForkSeconds : same;
        }

        /** JVMs the minimum rounds need (a pair that failed needs no more). */
        int mandatoryTotal() {
            return steps.stream().mapToInt(s -> s.failed(results) ? Math.min(forks(s), profile.minForks) : profile.minForks).sum();
        }

        int mandatoryDone() {
            return steps.stream().mapToInt(s -> Math.min(forks(s), profile.minForks)).sum();
        }

        int mandatoryLeft() {
            return mandatoryTotal() - mandatoryDone();
        }

        /** The minimum rounds' JVMs, each at its step's planned length: those still to come, or all of them. */
        double mandatorySeconds(boolean left) {
            return steps.stream().mapToDouble(s -> mandatorySeconds(s, left)).sum();
        }

        private double mandatorySeconds(Step s, boolean left) {
            int done = forks(s);
            int total = s.failed(results) ? Math.min(done, profile.minForks) : profile.minForks;
            int jvms = left ? Math.max(0, total - done) : total;
            return jvms == 0 ? 0 : jvms * plannedSeconds(s);
        }

        /** What the run may take without a limit: each step's minimum rounds and its share beyond them. */
        double allowedSeconds() {
            return steps.stream().mapToDouble(s -> (1 + s.extraShare(profile)) * mandatorySeconds(s, false)).sum();
        }
    }

    private double seconds() {
        return results.forks.stream().mapToDouble(Results.ForkRun::seconds).sum();
    }

    private static double median(java.util.stream.Stream<Results.ForkRun> forks) {
        double[] planned = forks.mapToDouble(Results.ForkRun::plannedSeconds).toArray();
        return planned.length == 0 ? Double.NaN : Median.withDefaults().evaluate(planned);
    }

    /**
     * The run's time not yet spent or promised, in JVM-seconds (with several lanes, the clock's seconds times the
     * lanes). The run may take {@code 1 + extraShare} ({@link Profile#extraShare(String)}) times what its minimum
     * rounds take at planned slices, or, under a time limit, until the limit less {@link #FINISH_SECONDS}; the
     * minimum rounds' JVMs still to come are promised their planned slices (a limit never cuts them), and the
     * rest is for further slices (JVMs waiting for calm moments) and for re-measuring wide figures. So the run's
     * length hardly depends on how noisy the machine is: a noisy machine waits more and re-measures less.
     * Infinite before the first JVM, whose length is not known yet.
     */
    double spareSeconds() {
        return spareSeconds(new Standing());
    }

    private double spareSeconds(Standing standing) {
        if (Double.isNaN(standing.plannedForkSeconds)) return Double.POSITIVE_INFINITY;
        double promised = standing.mandatorySeconds(true);
        if (limitSeconds != null) {
            return Math.max(0, lanes * (limitSeconds - FINISH_SECONDS - elapsedSeconds.getAsDouble()) - promised);
        }
        double allowed = standing.allowedSeconds();
        return Math.max(0, allowed - seconds() - promised);
    }

    /** JVMs whose median length is a fair guess of the rest: the first ones alone (java-builtin's 9.8 s) are not. */
    static final int PACE_JVMS = 10;

    /**
     * Whether the minimum rounds still to come, at the run's planned length per JVM so far, end past the time
     * limit: then no JVM waits for calm moments and no figure is re-measured. False without a limit, and until
     * {@link #PACE_JVMS} JVMs (or a round's, if fewer) have run in this session, and once the minimum rounds are done.
     */
    boolean minimumRoundsPastLimit() {
        long measured = results.forks.size() - forksBefore;
        if (limitSeconds == null || measured < Math.min(PACE_JVMS, steps.size())) return false;
        Standing standing = new Standing();
        // once the minimum rounds are done, re-measuring near the limit is the limit at work, not a warning
        return standing.mandatoryLeft() > 0
            && elapsedSeconds.getAsDouble() + standing.mandatorySeconds(true) / lanes + FINISH_SECONDS > limitSeconds;
    }

    /**
     * The warning of a run whose measuring ended past its time limit: by how much, and why (a limit cuts neither the
     * minimum rounds nor the work before them); null within the limit or without one.
     */
    String overrun() {
        double elapsed = elapsedSeconds.getAsDouble();
        if (limitSeconds == null || elapsed <= limitSeconds) return null;
        return "serbench: warning: the run took " + clock(elapsed) + ", " + clock(elapsed - limitSeconds) + " past its time limit ("
            + clock(limitSeconds) + "): the work before its measuring JVMs took " + clock(roundsBegan) + " (round trips, sizes,"
            + " the matrices and first calls asked for, the machine check) and the measuring " + clock(elapsed - roundsBegan)
            + ", and a time limit cuts neither that work nor the minimum rounds, only the waiting for calm moments and the"
            + " re-measuring; a longer --time-limit or a smaller matrix keeps within it";
    }

    /**
     * How long the next JVM of the minimum rounds may spend on further slices: an even share of the spare time
     * among the JVMs still to come, so the first JVMs cannot spend what the last ones will need; what a JVM
     * leaves unspent goes to the later ones and to re-measuring. Null (no limit) before the first JVM.
     *
     * <p>None with several lanes, whose runs are for the whole matrix against itself: until 0.4.0 these slices also
     * waited for calm moments, which the other lane's JVM prevents (677 of 1,265 JVMs of the whole matrix in two lanes
     * waited, 12% of the run's time); a lane's unsettled figure is left to re-measuring.
     */
    Double extraSliceShare() {
        if (lanes > 1) return 0.0;
        Standing standing = new Standing();
        double spare = spareSeconds(standing);
        return Double.isInfinite(spare) ? null : spare / Math.max(1, standing.mandatoryLeft());
    }

    /** How far the minimum rounds are, for a resumed run. */
    String done() {
        Standing standing = new Standing();
        return String.format("%d of the %d measuring JVMs of the first %d round%s already ran", standing.mandatoryDone(),
            standing.mandatoryTotal(), profile.minForks, profile.minForks == 1 ? "" : "s");
    }

    String line(Step step, int round) {
        return line(step, step.task().codecs(), round);
    }

    /** The line of a JVM of {@code step} that timed {@code timed} of its codecs ({@link Step#due}). */
    String line(Step step, List<String> timed, int round) {
        Standing standing = new Standing();
        StringBuilder sb = new StringBuilder();
        if (round <= profile.minForks) {
            sb.append(String.format("[round %d/%d, JVM %d/%d] ", round, profile.minForks, standing.mandatoryDone(),
                standing.mandatoryTotal()));
        } else {
            sb.append(String.format("[re-measuring, round %d] ", round));
        }
        sb.append(step.jvm().id()).append(' ').append(step.label());
        List<String> codecs = step.task().codecs();
        if (codecs.size() > 1) {
            // a compressor JVM of several codecs: its figures would fill the screen, so the codecs and their widest error
            double widest = results.results.stream().filter(step::owns).filter(m -> m.error() != null)
                .mapToDouble(m -> 100 * m.error() / Math.abs(m.score())).max().orElse(Double.NaN);
            sb.append(" (").append(String.join(", ", codecs)).append(')');
            if (timed.size() < codecs.size()) sb.append(", this JVM timing ").append(String.join(", ", timed)).append(" again");
            if (!Double.isNaN(widest)) sb.append(String.format("  widest ±%.1f%%", widest));
        } else if (step.task().datasets().size() == 1) {
            List<Measurement> figures = results.results.stream().filter(step::owns).toList();
            for (Measurement m : figures) {
                sb.append(String.format("  %s %s%s", m.op(), Numbers.plain(m.score()),
                    m.error() == null ? "" : String.format(" ±%.1f%%", 100 * m.error() / m.score())));
            }
            if (!figures.isEmpty()) sb.append(' ').append(figures.get(0).unit());
        }
        if (step.failed(results)) sb.append("  (FAILED, see report)");
        Duration elapsed = Duration.ofMillis(Math.round(1000 * elapsedSeconds.getAsDouble()));
        double left = standing.mandatorySeconds(true) / lanes;
        sb.append(String.format("  | %s elapsed, ETA %s", clock(elapsed), clock(Duration.ofSeconds(Math.round(left)))));
        double extra = spareSeconds(standing) / lanes;
        if (profile.comparable() && extra >= 1) {
            sb.append(String.format(" + up to %s %s", clock(Duration.ofSeconds(Math.round(extra))),
                "for code still settling and re-measuring wide figures"));
        }
        return sb.toString();
    }

    private static String clock(Duration d) {
        if (d.toHours() > 0) return String.format("%dh%02dm%02ds", d.toHours(), d.toMinutesPart(), d.toSecondsPart());
        return d.toMinutes() > 0 ? d.toMinutes() + "m" + String.format("%02d", d.toSecondsPart()) + "s" : d.toSeconds() + "s";
    }

    /** The run's time so far, which a --time-limit counts: the serbench JVM's uptime (from a resumption, for a resumed run). */
    static double runSeconds() {
        return ManagementFactory.getRuntimeMXBean().getUptime() / 1000.0;
    }

    static String clock(double seconds) {
        return clock(Duration.ofSeconds(Math.round(seconds)));
    }
}
