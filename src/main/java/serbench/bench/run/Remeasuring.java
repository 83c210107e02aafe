package serbench.bench.run;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Which pair the next further JVM goes to, once the minimum rounds have run: the one whose widest figure is furthest
 * over its target for each second one of its JVMs takes, until no figure is wider than its target, each pair has its
 * most JVMs, or the time is spent.
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
            .filter(c -> c.forks() < c.maxForks() && (c.widest() > Math.max(c.target(), floor) || c.splitShort())
                && c.plannedSeconds() <= spareSeconds)
            .min(order(floor))
            .map(Candidate::step);
    }
}
