package serbench.report.section;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;
import serbench.results.Measurement;

/** The "GC ns/op" cell: the share of collections with its interval, and what a zero means. */
class GcCellTest {
    private static Measurement m(Double alloc, Double gc, Double low, Double high) {
        return new Measurement("media", "kryo", "ser", 1, "avgt", 300, 6.0, "ns/op", alloc, gc, "17", 20, 290, 320, 2,
            294.0, 306.0, null, null, low, high, 2, 0L, null, null, null);
    }

    @Test
    void aShareIsShownWithItsInterval() {
        assertEquals("2.5 ± 0.4", FigureTable.gc(m(1000.0, 2.5, 2.1, 2.8)));
    }

    @Test
    void anOpThatAllocatesButSawNoCollectionIsBelowResolution() {
        assertEquals("0 (none)", FigureTable.gc(m(1000.0, 0.0, 0.0, 1e-6)));
    }

    @Test
    void anOpThatAllocatesNothingHasNoShare() {
        assertEquals("0", FigureTable.gc(m(0.0, 0.0, 0.0, 1e-6)));
    }

    @Test
    void olderRunsShowTheCollectorsOwnFigureAndNoneWithoutIt() {
        assertEquals("2.5", FigureTable.gc(m(1000.0, 2.5, null, null)));
        assertNull(FigureTable.gc(m(null, null, null, null)));
    }
}
