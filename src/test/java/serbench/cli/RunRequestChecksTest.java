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
}
