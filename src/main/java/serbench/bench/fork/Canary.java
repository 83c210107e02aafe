package serbench.bench.fork;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import serbench.stats.SteadyState;

/**
 * Was the machine calm just now? Before every iteration a measuring JVM times 0.1 ms of {@link FixedWork};
 * when a neighbour on the host slows the machine, the canary slows with it. On this project's 2-core machine
 * a 5 ms window right after a canary within 10% of its fastest ran within 10% of its own fastest in 51% of
 * cases, after a slower canary in 11%. A measuring JVM that has not yet seen a calm moment for every op keeps
 * measuring (up to a cap), instead of handing in figures taken while the machine was slowed.
 */
public final class Canary {
    private static final FixedWork WORK = new FixedWork(1024);
    private static final int ROUNDS = 20;
    private static final List<Double> READINGS = new ArrayList<>();
    private static volatile boolean enabled;
    /** Written, so the JIT keeps the canary's work. */
    private static long sink;

    private Canary() {}

    /** On in serbench's own measuring JVMs only: under plain JMH the canary stays silent. */
    static void enable(boolean on) {
        enabled = on;
        drain();
    }

    /** Times the canary, if enabled; JMH calls it before every iteration, outside the timed code. */
    public static void probe() {
        if (!enabled) return;
        // once untimed first: after 20 ms of the op the canary's own code and data are no longer in the caches, and
        // timed cold its readings ran 10% slower at the median than after the 2 ms iterations before 0.3.0, so that a
        // neighbour's slowdown no longer stood out (19% of readings within 10% of the run's calmest against 64%)
        sink += WORK.run(ROUNDS);
        long start = System.nanoTime();
        sink += WORK.run(ROUNDS);
        double nanos = System.nanoTime() - start;
        synchronized (READINGS) {
            READINGS.add(nanos);
        }
    }

    /** The readings since the last call, in order. */
    static List<Double> drain() {
        synchronized (READINGS) {
            List<Double> taken = new ArrayList<>(READINGS);
            READINGS.clear();
            return taken;
        }
    }

    /**
     * How many ops have had fewer than {@link SteadyState#MIN_CALM} measured iterations right after a calm canary.
     *
     * @param canaries per op, the canary before each of its measured iterations
     * @param reference the calm canary: the fastest seen by this or an earlier measuring JVM of the run
     */
    static long restless(Collection<List<Double>> canaries, double reference) {
        double calm = reference * (1 + SteadyState.CALM);
        return canaries.stream().filter(c -> c.stream().filter(x -> x <= calm).count() < SteadyState.MIN_CALM).count();
    }

    /** The fastest canary in any of the lists, or infinity. */
    static double fastest(Collection<List<Double>> canaries) {
        return canaries.stream().flatMap(List::stream).mapToDouble(Double::doubleValue).min().orElse(Double.POSITIVE_INFINITY);
    }
}
