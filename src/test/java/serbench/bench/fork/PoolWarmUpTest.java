package serbench.bench.fork;

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

    /** The first pass counted in list entries (256 calls of per-entry code, each value at least once), then the calls C2 needs. */
    @Test
    void theFirstPassIsCountedInListEntriesAndC2GetsItsUsualCalls() {
        int small = Arrays.stream(SizeAxis.pool("media@10KB").orElseThrow().entries()).min().orElseThrow();
        assertEquals(new PoolWarmUp(Math.max(Pool.VALUES, (256 + small - 1) / small), 10_000), PoolWarmUp.of(task("media@10KB"), 10_000));
        assertEquals(new PoolWarmUp(Pool.VALUES, 10_000), PoolWarmUp.of(task("addressbook@1MB"), 10_000));
    }
}
