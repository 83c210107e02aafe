package serbench.bench;

import java.util.List;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;

/**
 * Bytes allocated and GC time per op over the measured iterations of JMH runs made with its GC profiler. The profiler
 * leaves a figure out (or NaN) when it is zero: no bytes allocated, no collection in the iteration.
 */
record GcCost(double allocatedBytes, double gcMillis, long ops) {
    private static final String ALLOC_NORM = "gc.alloc.rate.norm";
    private static final String GC_TIME = "gc.time";

    static final GcCost NONE = new GcCost(0, 0, 0);

    /** The measured iterations of {@code run}. */
    static GcCost of(RunResult run) {
        GcCost sum = NONE;
        for (IterationResult i : run.getBenchmarkResults().stream().flatMap(b -> b.getIterationResults().stream()).toList()) {
            // the profiler divides by every op of the iteration, and its collections happened over all of them
            long ops = i.getMetadata().getAllOps();
            sum = sum.plus(new GcCost(reading(i, ALLOC_NORM) * ops, reading(i, GC_TIME), ops));
        }
        return sum;
    }

    GcCost plus(GcCost other) {
        return new GcCost(allocatedBytes + other.allocatedBytes, gcMillis + other.gcMillis, ops + other.ops);
    }

    /** Null when no op was measured. */
    Double bytesPerOp() {
        return ops == 0 ? null : allocatedBytes / ops;
    }

    /** Null when no op was measured. */
    Double gcNanosPerOp() {
        return ops == 0 ? null : gcMillis * 1e6 / ops;
    }

    private static double reading(IterationResult iteration, String label) {
        Result<?> r = iteration.getSecondaryResults().get(label);
        return r == null || Double.isNaN(r.getScore()) ? 0 : r.getScore();
    }

    /** Sum over several runs. */
    static GcCost sum(List<GcCost> costs) {
        return costs.stream().reduce(NONE, GcCost::plus);
    }
}
