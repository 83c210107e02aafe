package serbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The shared warm-up reads the JIT's queue: compiles in flight and queued count, "Empty" does not. */
class JitSettlingTest {
    @Test
    void countsCompilesInFlightAndQueued() {
        String busy = """
            Current compiles:
            C2 CompilerThread0  1523       4       java.io.ObjectInputStream::readOrdinaryObject (124 bytes)

            C1 compile queue:
            Empty

            C2 compile queue:
            1530       4       java.io.ObjectStreamClass::newInstance (62 bytes)
            1531       4       java.util.HashMap::putVal (300 bytes)
            """;
        assertEquals(3, JitSettling.pending(busy));
        String calm = "Current compiles:\n\nC1 compile queue:\nEmpty\n\nC2 compile queue:\nEmpty\n";
        assertEquals(0, JitSettling.pending(calm));
    }

    @Test
    void thisJvmAnswersTheQueueQuery() {
        assertTrue(JitSettling.compilesPending() >= 0);
    }
}
