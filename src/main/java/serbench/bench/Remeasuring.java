package serbench.bench;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Which pair the next further JVM goes to, once the minimum rounds have run: the one holding the widest figure,
 * until no figure is wider than the target, each pair has its most JVMs, or the time is spent.
 *
 * <p>Widest first rather than round by round. A pair whose JVMs landed on two plateaus (a JIT or memory layout
 * that differs from JVM to JVM) keeps its interval across both until most of its JVMs sit on the faster one: the
 * interval resamples JVMs, and with one slow JVM in three a resample of only slow JVMs is still 3.7% likely, in
 * four 0.4%. So a third JVM rarely narrows such a pair, and a fourth usually does. Round by round, the time went to
 * a third JVM for every pair a little over the target, and the figures left over ±10% in three runs on a calm
 * host were exactly such pairs, with a third JVM each and no fourth.
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
     */
    record Candidate<T>(T step, boolean baseline, double widest, double target, int forks, int maxForks,
                        double plannedSeconds) {}

    /** Codecs before baselines (which frame the comparison), then the widest figure, then the fewest JVMs. */
    private static final Comparator<Candidate<?>> ORDER = Comparator.comparing((Candidate<?> c) -> c.baseline())
        .thenComparing(Comparator.comparingDouble((Candidate<?> c) -> c.widest()).reversed())
        .thenComparingInt(Candidate::forks);

    private Remeasuring() {}

    /**
     * @param floor the relative ± no longer worth a further JVM whatever a pair's own target (the run's typical spread)
     * @param spareSeconds the time left for further JVMs; a pair whose JVM would overrun it is passed over
     */
    static <T> Optional<T> next(List<Candidate<T>> candidates, double floor, double spareSeconds) {
        return candidates.stream()
            .filter(c -> c.forks() < c.maxForks() && c.widest() > Math.max(c.target(), floor) && c.plannedSeconds() <= spareSeconds)
            .min(ORDER)
            .map(Candidate::step);
    }
}
