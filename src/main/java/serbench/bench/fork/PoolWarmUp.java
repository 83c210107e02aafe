package serbench.bench.fork;

import serbench.data.scale.Pool;
import serbench.data.scale.SizeAxis;

/**
 * The fixed warm-up calls of a measuring JVM. The first pass is counted in list entries on the size axis: 256 calls
 * of per-entry code (the usual first pass, {@link JitSettling#FIRST_INVOCATIONS}), and at least one call of each value
 * of the pool; 256 calls of each op on 1MB would take seconds before the JIT's first look. The calls C2 needs are the
 * usual ones ({@link JitSettling#c2Invocations()}), within the profile's time for them ({@link Profile#callsCapMillis}).
 * Counting those in entries too, as the first build of the size axis did, warmed a 1MB op with some 30 calls: its
 * per-op code (the loop over the entries, the output buffer's growth) was compiled during the measurement, at a
 * different point in each JVM, and {@code ser} landed on plateaus up to 44% apart (avro's of {@code dns-response@1MB})
 * while {@code deser}, all per-entry code, agreed within 4%. Other data sets keep the usual counts.
 */
record PoolWarmUp(int firstInvocations, long minInvocations) {
    static PoolWarmUp of(ForkTask task, long c2Invocations) {
        int entries = Integer.MAX_VALUE;
        for (String d : task.datasets()) {
            Pool<?> pool = SizeAxis.pool(d).orElse(null);
            if (pool == null) return new PoolWarmUp(JitSettling.FIRST_INVOCATIONS, c2Invocations);
            for (int n : pool.entries()) entries = Math.min(entries, n);
        }
        int first = (int) Math.max(Pool.VALUES, (JitSettling.FIRST_INVOCATIONS + entries - 1) / entries);
        return new PoolWarmUp(first, Math.max(first, c2Invocations));
    }
}
