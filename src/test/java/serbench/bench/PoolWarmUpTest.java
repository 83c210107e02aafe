package serbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import serbench.data.scale.Pool;
import serbench.data.scale.SizeAxis;

class PoolWarmUpTest {
    private static ForkTask task(String... datasets) {
        return new ForkTask("protobuf", List.of(datasets), List.of("ser"), List.of(1), "avgt", "quick", false);
    }

    @Test
    void fixedDataSetsKeepTheUsualCalls() {
        assertEquals(new PoolWarmUp(JitSettling.FIRST_INVOCATIONS, 10_000), PoolWarmUp.of(task("media"), 10_000));
        assertEquals(new PoolWarmUp(JitSettling.FIRST_INVOCATIONS, 10_000), PoolWarmUp.of(task("media", "media@1KB"), 10_000));
    }

    /**
     * Counted in list entries: C2's 10,000 calls of per-entry code, and every value of the pool at least once; in
     * invocations, each calling the op once per value of the pool.
     */
    @Test
    void sizeAxisDataSetsCountCallsInListEntries() {
        int small = Arrays.stream(SizeAxis.pool("media@10KB").orElseThrow().entries()).min().orElseThrow();
        long calls = (10_000 + small - 1) / small;
        assertEquals(new PoolWarmUp(1, (calls + Pool.VALUES - 1) / Pool.VALUES), PoolWarmUp.of(task("media@10KB"), 10_000));
        assertEquals(new PoolWarmUp(1, 1), PoolWarmUp.of(task("addressbook@1MB"), 10_000));
        int tiny = Arrays.stream(SizeAxis.pool("dns-response@1KB").orElseThrow().entries()).min().orElseThrow();
        assertEquals((256 + tiny - 1) / tiny, 8 * PoolWarmUp.of(task("dns-response@1KB"), 10_000).firstInvocations(), 8.0,
            "the first pass: 256 calls of per-entry code");
    }
}
