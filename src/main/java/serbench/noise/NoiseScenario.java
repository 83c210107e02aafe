package serbench.noise;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * Named, reproducible noise: what a laptop's browser, a CI runner's neighbour or a shared host's other tenants do to a
 * benchmark, made on purpose so that serbench's method can be tested against it on any machine at any hour
 * (docs/noise.md). Each scenario is one thread of busy work, so it takes at most one CPU.
 */
public enum NoiseScenario {
    /** One CPU busy on and off: two seconds of integer work, two seconds idle. */
    BURSTS("bursts", "one CPU busy for 2 s, then idle for 2 s, over and over", 2_000, 2_000, Work.SPIN),
    /** One CPU busy throughout. */
    HOG("hog", "one CPU busy throughout", 1, 0, Work.SPIN),
    /** One CPU copying 64 MiB arrays throughout: the memory bus and the shared cache taken. */
    MEMBW("membw", "one CPU copying 64 MiB arrays throughout (memory bandwidth and the shared cache)", 1, 0, Work.COPY);

    /** The work a busy stretch does. */
    enum Work { SPIN, COPY }

    public final String id;
    public final String description;
    /** A busy stretch and an idle one, in milliseconds; no idle stretch: busy throughout. */
    final long busyMillis;
    final long idleMillis;
    final Work work;

    NoiseScenario(String id, String description, long busyMillis, long idleMillis, Work work) {
        this.id = id;
        this.description = description;
        this.busyMillis = busyMillis;
        this.idleMillis = idleMillis;
        this.work = work;
    }

    public static Optional<NoiseScenario> byId(String id) {
        return Arrays.stream(values()).filter(s -> s.id.equals(id.toLowerCase(Locale.ROOT))).findFirst();
    }

    /** The ids, for a usage line. */
    public static String ids() {
        return String.join(", ", Arrays.stream(values()).map(s -> s.id).toList());
    }
}
