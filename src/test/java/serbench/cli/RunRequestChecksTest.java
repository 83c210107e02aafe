package serbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A new run's --threads: each count once, in the order given, and within what the machine can measure. */
class RunRequestChecksTest {
    @Test
    void threadCountsAreKeptOnceInTheOrderGiven() {
        assertEquals(List.of(2, 1), RunRequestChecks.threads(List.of(2, 1, 2)));
    }

    @Test
    void threadCountsOutsideOneToFourPerCoreAreRefused() {
        assertEquals("--threads must be positive, got 0",
            assertThrows(IllegalArgumentException.class, () -> RunRequestChecks.threads(List.of(1, 0))).getMessage());
        int tooMany = RunRequestChecks.MAX_THREADS + 1;
        assertThrows(IllegalArgumentException.class, () -> RunRequestChecks.threads(List.of(tooMany)));
        assertEquals(List.of(RunRequestChecks.MAX_THREADS), RunRequestChecks.threads(List.of(RunRequestChecks.MAX_THREADS)));
    }

    /** A lane per CPU at most, and lanes only for one-thread figures. */
    @Test
    void lanesNeedACpuEachAndOneThreadPerJvm() {
        assertEquals(1, RunRequestChecks.lanes(1, List.of(1, 4)), "one lane measures any thread count, as before");
        assertEquals("--lanes must be positive, got 0",
            assertThrows(IllegalArgumentException.class, () -> RunRequestChecks.lanes(0, List.of(1))).getMessage());
        int cpus = Runtime.getRuntime().availableProcessors();
        assertThrows(IllegalArgumentException.class, () -> RunRequestChecks.lanes(cpus + 1, List.of(1)));
        if (cpus >= 2) {
            assertEquals(2, RunRequestChecks.lanes(2, List.of(1)));
            assertThrows(IllegalArgumentException.class, () -> RunRequestChecks.lanes(2, List.of(1, 2)));
        }
    }
}
