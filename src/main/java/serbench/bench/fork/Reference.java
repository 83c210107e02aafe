package serbench.bench.fork;

import java.util.ArrayList;
import java.util.List;

/**
 * How fast the machine is just now: before every iteration a measuring JVM times {@link ReferenceWork}, outside the
 * timed code. When a neighbour on the host slows the machine, the reference slows with it, so each JVM's figure is
 * read in the run's units: scaled by the run's reference over the reference of that JVM's iterations
 * (docs/method.md, "The reference"). Kept in results.json as each iteration's {@code canaries} (its name until 0.4.0).
 */
public final class Reference {
    private static final List<Double> READINGS = new ArrayList<>();
    private static volatile boolean enabled;
    /** Written, so the work stays observable. */
    private static long sink;

    private Reference() {}

    /** On in serbench's own measuring JVMs only: under plain JMH the reference stays silent. */
    static void enable(boolean on) {
        enabled = on;
        drain();
    }

    /** Times the reference, if enabled; JMH calls it before every iteration, outside the timed code. */
    public static void probe() {
        if (!enabled) return;
        // once untimed first: after 20 ms of the op, the interpreter's code and the branch history are the op's
        sink += ReferenceWork.run();
        long start = System.nanoTime();
        sink += ReferenceWork.run();
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
}
