package serbench.bench.fork;

import java.util.List;
import java.util.stream.Stream;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;

/**
 * What the measured iterations of JMH runs cost besides their time, from their {@link IterationMeter} readings: bytes
 * allocated, GC time, the collections and the JIT's compile milliseconds during each iteration (one thread only: with
 * several, an iteration is a different span in each), the ops of each iteration, the classes loaded, and the share of
 * each iteration its thread had a CPU (one thread only).
 */
record MeasuredCost(double allocatedBytes, double gcMillis, long ops, List<Integer> collections, List<Integer> jitMillis,
                    List<Long> iterationOps, long classesLoaded, List<Double> cpuShares) {
    static final MeasuredCost NONE = new MeasuredCost(0, 0, 0, List.of(), List.of(), List.of(), 0, List.of());

    /**
     * The measured iterations of {@code run}: the last of {@code readings}, one per thread and iteration, since the
     * warm-up iterations are read too. None when the readings do not cover them (an op that threw).
     */
    static MeasuredCost of(RunResult run, List<IterationMeter.Reading> readings, int threads) {
        List<IterationResult> measured = run.getBenchmarkResults().stream().flatMap(b -> b.getIterationResults().stream()).toList();
        int n = measured.size() * threads;
        if (measured.isEmpty() || readings.size() < n) return NONE;
        List<IterationMeter.Reading> own = readings.subList(readings.size() - n, readings.size());
        List<Integer> collections = threads == 1 ? own.stream().map(r -> (int) r.collections()).toList() : List.of();
        List<Integer> jit = threads == 1 ? own.stream().map(r -> (int) r.jitMillis()).toList() : List.of();
        List<Double> shares = threads == 1 && own.stream().allMatch(r -> r.cpuShare() != null)
            ? own.stream().map(IterationMeter.Reading::cpuShare).toList() : List.of();
        // every thread saw the same collections and class loads: their mean is the iterations'
        return new MeasuredCost(own.stream().mapToLong(IterationMeter.Reading::bytes).sum(),
            own.stream().mapToLong(IterationMeter.Reading::gcMillis).sum() / (double) threads,
            measured.stream().mapToLong(i -> i.getMetadata().getAllOps()).sum(), collections, jit,
            measured.stream().map(i -> i.getMetadata().getMeasuredOps()).toList(), classesLoaded(own, threads), shares);
    }

    /**
     * The classes loaded during the iterations in which the JIT finished no compile (with one thread; with several,
     * every iteration, once). A compiled method's first run can hit a class it never saw in the interpreter and fall back
     * ("unloaded" trap): the JVM then loads the class and the JIT compiles the method again, in the same iteration. On a
     * busy machine the JIT compiles late and this lands in a measured iteration (XStream's reader, with a CPU hog beside
     * it: jdk.internal.access.foreign.MemorySegmentProxy); such an iteration is left out of the figure as compiling
     * ({@code SteadyState}), so its classes cost the figure nothing.
     */
    static long classesLoaded(List<IterationMeter.Reading> readings, int threads) {
        if (threads > 1) return readings.stream().mapToLong(IterationMeter.Reading::classes).sum() / threads;
        return readings.stream().filter(r -> r.jitMillis() == 0).mapToLong(IterationMeter.Reading::classes).sum();
    }

    MeasuredCost plus(MeasuredCost other) {
        return new MeasuredCost(allocatedBytes + other.allocatedBytes, gcMillis + other.gcMillis, ops + other.ops,
            Stream.concat(collections.stream(), other.collections.stream()).toList(),
            Stream.concat(jitMillis.stream(), other.jitMillis.stream()).toList(),
            Stream.concat(iterationOps.stream(), other.iterationOps.stream()).toList(), classesLoaded + other.classesLoaded,
            Stream.concat(cpuShares.stream(), other.cpuShares.stream()).toList());
    }

    /** Null when no op was measured. */
    Double bytesPerOp() {
        return ops == 0 ? null : allocatedBytes / ops;
    }

    /** Null when no op was measured. */
    Double gcNanosPerOp() {
        return ops == 0 ? null : gcMillis * 1e6 / ops;
    }

    /** Sum over several runs. */
    static MeasuredCost sum(List<MeasuredCost> costs) {
        return costs.stream().reduce(NONE, MeasuredCost::plus);
    }
}
