package serbench.bench.run;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.stream.Collectors;
import serbench.bench.machine.Cpus;

/**
 * Where measuring JVMs run: one at a time (the default), or as many at once as the run has lanes, each lane pinned to
 * a CPU of its own. A pinned JVM is told how many CPUs the machine has ({@code -XX:ActiveProcessorCount}), so it
 * picks the same collector, compiler threads and heap sizing as an unpinned one, and its threads (JIT, GC) share its
 * lane's CPU instead of taking another lane's. JMH's own lock, which guards against two benchmarks at once, is left
 * to serbench's run lock: the lanes are one run's, and their JVMs measure side by side on purpose.
 */
public final class Lanes implements AutoCloseable {
    /**
     * One lane: the command that pins a JVM to its CPU, and the options it then needs; {@code turn}, when the JVMs take
     * turns to measure, the turn of the JVM on it now (null otherwise).
     */
    public record Lane(int index, List<String> prefix, List<String> options, Turns.Turn turn) {
        static final Lane ONLY = new Lane(0, List.of(), List.of(), null);

        private Lane with(Turns.Turn t) {
            return new Lane(index, prefix, options, t);
        }
    }

    /** A measuring JVM's work on a lane. */
    interface Job {
        void run(Lane lane) throws Exception;
    }

    private final List<Lane> lanes;
    /** Null unless the JVMs warm up side by side and take turns to measure. */
    private final Turns turns;
    private final BlockingQueue<Lane> free;
    private final ExecutorService pool;
    private final List<Future<?>> running = new ArrayList<>();

    private Lanes(List<Lane> lanes, Turns turns) {
        this.lanes = lanes;
        this.turns = turns;
        this.free = new LinkedBlockingQueue<>(lanes);
        this.pool = lanes.size() == 1 ? null : Executors.newFixedThreadPool(lanes.size(), r -> {
            Thread t = new Thread(r, "serbench-lane");
            t.setDaemon(true);
            return t;
        });
    }

    /** {@code count} lanes on the CPUs this process may run on. */
    static Lanes of(int count) throws IOException {
        return of(count, count == 1 ? List.of() : Cpus.allowed());
    }

    /** {@code count} lanes on the first {@code count} of {@code cpus}; one lane runs JVMs as before, unpinned. */
    static Lanes of(int count, List<Integer> cpus) {
        if (count == 1) return new Lanes(List.of(Lane.ONLY), null);
        if (count < 1 || count > cpus.size()) {
            throw new IllegalArgumentException(count + " lanes need as many CPUs; this process may run on " + cpus.size());
        }
        List<Lane> lanes = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            lanes.add(new Lane(i, List.of("taskset", "-c", Integer.toString(cpus.get(i))),
                List.of("-XX:ActiveProcessorCount=" + cpus.size()), null));
        }
        return new Lanes(lanes, null);
    }

    /**
     * Two measuring JVMs at a time, unpinned, that warm up side by side and measure one at a time ({@link Turns}): what
     * a run one JVM at a time does, with the warm-ups, which no figure times, sharing the CPUs.
     */
    static Lanes takingTurns() {
        return new Lanes(List.of(Lane.ONLY, new Lane(1, List.of(), List.of(), null)), new Turns());
    }

    /** For the environment: how the measuring JVMs ran side by side; null for one lane. */
    String describe() {
        if (lanes.size() == 1 || turns != null) return null;
        return String.format("%d measuring JVMs at a time, each pinned to a CPU of its own (%s) with -XX:ActiveProcessorCount=%s",
            lanes.size(), lanes.stream().map(l -> l.prefix().get(2)).collect(Collectors.joining(", ")),
            lanes.get(0).options().get(0).substring("-XX:ActiveProcessorCount=".length()));
    }

    /**
     * Runs {@code job} on the next free lane, waiting for one; with one lane, here and now. A job that threw is
     * rethrown by the next {@link #awaitAll()} or {@link #awaitFree()}.
     */
    void submit(Job job) throws Exception {
        if (pool == null) {
            job.run(Lane.ONLY);
            return;
        }
        Lane lane = free.take();
        synchronized (running) {
            running.add(pool.submit(() -> {
                Turns.Turn turn = null;
                try {
                    // the turn ends once the job has recorded what its JVM measured, which the next JVM must not measure beside
                    turn = turns == null ? null : turns.admit();
                    job.run(lane.with(turn));
                } finally {
                    if (turn != null) turn.end();
                    free.add(lane);
                }
                return null;
            }));
        }
    }

    /** Waits until a lane is free (at once with one lane). */
    void awaitFree() throws Exception {
        if (pool == null) return;
        free.put(free.take());
        reap(false);
    }

    /** Whether a job is still running. */
    boolean busy() {
        return free.size() < lanes.size();
    }

    /** Waits until every job has ended. */
    void awaitAll() throws Exception {
        reap(true);
    }

    private void reap(boolean all) throws Exception {
        List<Future<?>> taken;
        synchronized (running) {
            taken = new ArrayList<>(running);
        }
        for (Future<?> f : taken) {
            if (!all && !f.isDone()) continue;
            try {
                f.get();
            } catch (ExecutionException e) {
                if (e.getCause() instanceof Exception cause) throw cause;
                throw e;
            } finally {
                synchronized (running) {
                    running.remove(f);
                }
            }
        }
    }

    @Override
    public void close() throws InterruptedException {
        if (pool != null) pool.shutdownNow();
        if (turns != null) turns.endLingering();
    }
}
