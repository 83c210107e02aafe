package serbench.bench;

import java.util.List;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;

/** Bytes allocated and GC time over the measured iterations of JMH runs, from their {@link GcMeter} readings. */
record GcCost(double allocatedBytes, double gcMillis, long ops) {
    static final GcCost NONE = new GcCost(0, 0, 0);

    /**
     * The measured iterations of {@code run}: the last of {@code readings}, one per thread and iteration, since the
     * warm-up iterations are read too. None when the readings do not cover them (an op that threw).
     */
    static GcCost of(RunResult run, List<GcMeter.Reading> readings, int threads) {
        List<IterationResult> measured = run.getBenchmarkResults().stream().flatMap(b -> b.getIterationResults().stream()).toList();
        int n = measured.size() * threads;
        if (measured.isEmpty() || readings.size() < n) return NONE;
        List<GcMeter.Reading> own = readings.subList(readings.size() - n, readings.size());
        // every thread saw the same collections: their mean is the GC time of the iterations
        return new GcCost(own.stream().mapToLong(GcMeter.Reading::bytes).sum(),
            own.stream().mapToLong(GcMeter.Reading::gcMillis).sum() / (double) threads,
            measured.stream().mapToLong(i -> i.getMetadata().getAllOps()).sum());
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

    /** Sum over several runs. */
    static GcCost sum(List<GcCost> costs) {
        return costs.stream().reduce(NONE, GcCost::plus);
    }
}
