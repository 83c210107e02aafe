package serbench.bench;

import serbench.data.scale.Pool;
import serbench.data.scale.SizeAxis;

/**
 * The fixed warm-up invocations of a measuring JVM of size-axis data sets. {@link JitSettling} calls each op until a
 * method called once per op has reached C2 (10,000 calls): at 1MB, 10 ms an op for a slow codec, that would take
 * minutes per op. But on such a value an op calls its per-entry code once per list entry, thousands of times, so that
 * code reaches C2 within a few ops, and the per-op code left is a vanishing share of the op. The calls are therefore
 * counted in list entries: the usual number divided by the pool's smallest entry count, and at least once per value of
 * the pool. A {@link PoolBenchmark} invocation calls the op once per value, so the counts are in invocations of
 * {@link Pool#VALUES} calls. Fixed data sets keep the usual counts.
 */
record PoolWarmUp(int firstInvocations, long minInvocations) {
    static PoolWarmUp of(ForkTask task, long c2Invocations) {
        int entries = Integer.MAX_VALUE;
        for (String d : task.datasets()) {
            Pool<?> pool = SizeAxis.pool(d).orElse(null);
            if (pool == null) return new PoolWarmUp(JitSettling.FIRST_INVOCATIONS, c2Invocations);
            for (int n : pool.entries()) entries = Math.min(entries, n);
        }
        int first = invocations(ceil(JitSettling.FIRST_INVOCATIONS, entries));
        return new PoolWarmUp(first, Math.max(first, invocations(ceil(c2Invocations, entries))));
    }

    /** Invocations of {@link PoolBenchmark} that make at least {@code calls} calls, and at least one. */
    private static int invocations(long calls) {
        return (int) Math.max(1, ceil(calls, Pool.VALUES));
    }

    private static long ceil(long calls, int per) {
        return (calls + per - 1) / per;
    }
}
