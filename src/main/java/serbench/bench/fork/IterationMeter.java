package serbench.bench.fork;

import java.lang.management.ClassLoadingMXBean;
import java.lang.management.CompilationMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;

/**
 * What the JVM did during each iteration besides the op: the bytes the measuring thread allocated, the collections and
 * their time, the JIT's compile time, the classes loaded. Read by the measuring thread itself after the {@link Reference} and again after the
 * iteration, outside the timed code. JMH's GC profiler reads before the canary, and its reads (every thread's
 * allocation, through reflection) slowed the canary that follows: in two runs of protobuf, kryo and jackson-json on
 * media, 58% and 66% of canaries were calm instead of 84% and 85%, and the runs took 79 and 92 s instead of 51 s
 * measuring further slices.
 */
public final class IterationMeter {
    private static final com.sun.management.ThreadMXBean THREADS =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static final List<GarbageCollectorMXBean> COLLECTORS = ManagementFactory.getGarbageCollectorMXBeans();
    private static final ClassLoadingMXBean CLASSES = ManagementFactory.getClassLoadingMXBean();
    private static final CompilationMXBean JIT = ManagementFactory.getCompilationMXBean();
    private static final List<Reading> READINGS = new ArrayList<>();
    private static final ThreadLocal<Reading> START = new ThreadLocal<>();
    private static volatile boolean enabled;

    /**
     * Over one iteration: the bytes its thread allocated, the JVM's collections and their milliseconds (as the
     * collectors count them), the milliseconds the JIT spent on the compiles it finished, the classes the JVM loaded,
     * and the thread's CPU time and the wall-clock time, in ns.
     */
    record Reading(long bytes, long gcMillis, long collections, long jitMillis, long classes, long cpuNanos, long wallNanos) {
        Reading since(Reading start) {
            return new Reading(bytes - start.bytes, gcMillis - start.gcMillis, collections - start.collections,
                jitMillis - start.jitMillis, classes - start.classes, cpuNanos - start.cpuNanos, wallNanos - start.wallNanos);
        }

        /**
         * The share of the iteration its thread had a CPU: below 1 when the OS gave the CPU to another thread (a
         * neighbour's, another process's) or the hypervisor took it (steal time, which Linux leaves out of a thread's CPU
         * time), or the thread waited (for a collection, a compile); null without a reading.
         */
        Double cpuShare() {
            return wallNanos <= 0 || cpuNanos < 0 ? null : Math.min(1, (double) cpuNanos / wallNanos);
        }
    }

    private IterationMeter() {}

    /** On in serbench's own measuring JVMs: under plain JMH the meter stays silent. */
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
        Reading over = now().since(start);
        START.remove();
        synchronized (READINGS) {
            READINGS.add(over);
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
        long millis = 0, count = 0;
        for (GarbageCollectorMXBean c : COLLECTORS) {
            millis += Math.max(0, c.getCollectionTime());
            count += Math.max(0, c.getCollectionCount());
        }
        long jit = JIT.isCompilationTimeMonitoringSupported() ? JIT.getTotalCompilationTime() : 0;
        return new Reading(THREADS.getCurrentThreadAllocatedBytes(), millis, count, jit, CLASSES.getTotalLoadedClassCount(),
            THREADS.getCurrentThreadCpuTime(), System.nanoTime());
    }
}
