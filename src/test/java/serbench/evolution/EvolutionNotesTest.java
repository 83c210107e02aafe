package serbench.evolution;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** An error cell's note: what went wrong, in the words of whichever exception says it. */
class EvolutionNotesTest {
    @Test
    void aWrappersRootCauseIsNamed() {
        Exception e = new IllegalStateException("Error while decoding Order",
            new RuntimeException("at status", new IllegalArgumentException("2 is not a Status")));
        assertEquals("IllegalStateException: Error while decoding Order; caused by IllegalArgumentException: 2 is not a Status",
            Verdicts.describe(e));
    }

    @Test
    void aCauseTheMessageRepeatsIsLeftOut() {
        Exception e = new IllegalStateException("Internal error: out of range\nat line 1", new ArithmeticException("out of range"));
        assertEquals("IllegalStateException: Internal error: out of range", Verdicts.describe(e));
    }

    @Test
    void identityHashCodesAreLeftOutSoTheSameCellReadsTheSameInEveryRun() {
        Exception e = new IndexOutOfBoundsException("readerIndex(7) + length(9) exceeds size(12): MemoryBuffer@5e9f23b4");
        assertEquals("IndexOutOfBoundsException: readerIndex(7) + length(9) exceeds size(12): MemoryBuffer", Verdicts.describe(e));
    }
}
