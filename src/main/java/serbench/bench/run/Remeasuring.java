package serbench.bench.run;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Which pair the next further JVM goes to, once the minimum rounds have run: the one whose widest figure is furthest
 * over its target for each second one of its JVMs takes, until no figure is wider than its target, each pair has its
 * most JVMs or is past hope of its target ({@link #HOPELESS_JVMS}), or the time is spent.
 *
 * <p>Widest first rather than round by round. A pair whose JVMs landed on two plateaus (a JIT or memory layout
 * that differs from JVM to JVM) keeps its interval across both until most of its JVMs sit on the faster one: the
 * interval resamples JVMs, and with one slow JVM in three a resample of only slow JVMs is still 3.7% likely, in
 * four 0.4%. So a third JVM rarely narrows such a pair, and a fourth usually does. Round by round, the time went to
 * a third JVM for every pair a little over the target, and the figures left over ±10% in three runs on a calm
 * host were exactly such pairs, with a third JVM each and no fourth.
 *
 * <p>Per second, since pairs differ in what a JVM takes: on the size axis a JVM at 1MB took some 17 s and one at 10KB
 * 4 s, and widest first gave eight JVMs (150 s) to one 1MB pair that stayed at ±7.2% while fifteen figures at 10KB
 * and 100KB, at ±5% to ±7% after two or three JVMs, got no further one.
 */
final class Remeasuring {
    /**
     * A pair that might get a further JVM.
     *
     * @param widest its widest relative interval (±) among its figures
     * @param target the relative ± its figures aim for ({@link Profile#targetError(String)})
     * @param forks how many JVMs measured it so far
     * @param maxForks the most JVMs it gets ({@link Profile#maxForks(String)})
     * @param plannedSeconds what one of its JVMs takes at planned slices
     * @param split whether some figure of it has JVMs on two levels ({@code RobustFigure.Split})
     */
    record Candidate<T>(T step, boolean baseline, double widest, double target, int forks, int maxForks,
                        double plannedSeconds, boolean split) {
        Candidate(T step, boolean baseline, double widest, double target, int forks, int maxForks, double plannedSeconds) {
            this(step, baseline, widest, target, forks, maxForks, plannedSeconds, false);
        }

        /** A pair on two levels short of {@link #PLATEAU_JVMS}, which gets them whatever its interval. */
        boolean splitShort() {
            return split && forks < Math.min(PLATEAU_JVMS, maxForks);
        }

        /** Past hope of its target ({@link #HOPELESS_JVMS}): no further JVM, however it ranks. */
        boolean hopeless(double floor) {
            return Remeasuring.hopeless(widest, forks, target, floor);
        }
    }

    /**
     * A pair still wider than {@link #HOPELESS_FACTOR} times what it aims for after this many JVMs gets no further one.
     * By then a JVM far off the others weighs a third, so an interval that wide says the pair's JVMs (or its iterations
     * within each) vary far beyond its target: two more JVMs resample that variation but do not narrow it to the target.
     * In the progress lines of the 20 runs kept on the reference machine (2026-11-29), every pair over ±30% at its third
     * JVM stayed over it to its last: fastjson2-nocache, whose iterations ran from 1.2 to over 100 ms in every JVM, from 111 to 84%, 66 to 70%,
     * 86 to 58%, 95 to 74% and 73 to 115%, at some 12 s a JVM; eclipse-serializer 40 to 38%. Pairs at ±20 to 30% did
     * narrow (a compressor JVM, 25 to 8%), and pairs over ±30% at their second JVM often do at their third (kryo-compatible
     * 169 to 7%, kryo-unsafe 40 to 7%: one JVM far off), so the rule waits for the third.
     */
    static final int HOPELESS_JVMS = 3;
    static final double HOPELESS_FACTOR = 3;

    /** Whether a figure {@code widest} wide after {@code forks} JVMs is past hope of its target (see {@link #HOPELESS_JVMS}). */
    static boolean hopeless(double widest, int forks, double target, double floor) {
        return forks >= HOPELESS_JVMS && widest > HOPELESS_FACTOR * Math.max(target, floor);
    }

    /**
     * JVMs a pair on two levels gets: enough for the share of JVMs on each level to show, so that its mean is not the
     * level its first two happened to land on (with two JVMs, both land on the same level half the time).
     */
    static final int PLATEAU_JVMS = 5;

    /**
     * Codecs before baselines (which frame the comparison), pairs on two levels short of their JVMs first, then how far
     * over its target per second, then the fewest JVMs.
     */
    private static <T> Comparator<Candidate<T>> order(double floor) {
        return Comparator.comparing((Candidate<T> c) -> c.baseline())
            .thenComparing((Candidate<T> c) -> !c.splitShort())
            .thenComparing(Comparator.comparingDouble((Candidate<T> c) -> overPerSecond(c, floor)).reversed())
            .thenComparingInt(Candidate::forks);
    }

    /** How far a pair's widest figure is over what it aims for, per second of one of its JVMs (a tenth at least). */
    private static double overPerSecond(Candidate<?> c, double floor) {
        return (c.widest() - Math.max(c.target(), floor)) / Math.max(0.1, c.plannedSeconds());
    }

    private Remeasuring() {}

    /**
     * @param floor the relative ± no longer worth a further JVM whatever a pair's own target (the run's typical spread)
     * @param spareSeconds the time left for further JVMs; a pair whose JVM would overrun it is passed over
     */
    static <T> Optional<T> next(List<Candidate<T>> candidates, double floor, double spareSeconds) {
        return candidates.stream()
            .filter(c -> c.forks() < c.maxForks() && !c.hopeless(floor) && (c.widest() > Math.max(c.target(), floor) || c.splitShort())
                && c.plannedSeconds() <= spareSeconds)
            .min(order(floor))
            .map(Candidate::step);
    }
}
