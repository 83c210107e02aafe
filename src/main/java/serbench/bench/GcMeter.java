package serbench.bench;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;

/**
 * Bytes allocated and GC time over each iteration, read by the measuring thread itself after the {@link Canary}
 * and again after the iteration. JMH's GC profiler reads before the canary, and its reads (every thread's
 * allocation, through reflection) slowed the canary that follows: in two runs of protobuf, kryo and
 * jackson-json on media, 58% and 66% of canaries were calm instead of 84% and 85%, and the runs took 79 and
 * 92 s instead of 51 s measuring further slices.
 */
public final class GcMeter {
    private static final com.sun.management.ThreadMXBean THREADS =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static final List<GarbageCollectorMXBean> COLLECTORS = ManagementFactory.getGarbageCollectorMXBeans();
    private static final List<Reading> READINGS = new ArrayList<>();
    private static final ThreadLocal<Reading> START = new ThreadLocal<>();
    private static volatile boolean enabled;

    /** One thread's bytes allocated and the JVM's GC milliseconds over one iteration. */
    record Reading(long bytes, long gcMillis) {}

    private GcMeter() {}

    /** On in serbench's own measuring JVMs when the task measures allocation. */
    static void enable(boolean on) {
        enabled = on;
        drain();
    }

    /** Before an iteration's timed code, in its thread. */
    public static void start() {
        if (enabled) START.set(now());
    }

    /** After an iteration's timed code, in its thread. */
    public static void stop() {
        Reading start = START.get();
        if (!enabled || start == null) return;
        Reading end = now();
        START.remove();
        synchronized (READINGS) {
            READINGS.add(new Reading(end.bytes - start.bytes, end.gcMillis - start.gcMillis));
        }
    }

    /** The readings since the last call, in the order the iterations' threads ended. */
    static List<Reading> drain() {
        synchronized (READINGS) {
            List<Reading> taken = new ArrayList<>(READINGS);
            READINGS.clear();
            return taken;
        }
    }

    private static Reading now() {
        long gc = 0;
        for (GarbageCollectorMXBean c : COLLECTORS) gc += Math.max(0, c.getCollectionTime());
        return new Reading(THREADS.getCurrentThreadAllocatedBytes(), gc);
    }
}
