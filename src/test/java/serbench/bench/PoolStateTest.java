package serbench.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Set;
import org.junit.jupiter.api.Test;
import serbench.data.scale.Pool;

/** Every invocation on the size axis takes every value of the pool: eight different values, prepared for the codec. */
class PoolStateTest {
    private static PairState pair(String dataset) throws Exception {
        return Pairs.setUp("manual", dataset);
    }

    @Test
    void thePoolHoldsEightDifferentValues() throws Exception {
        PairState pair = pair("dns-response@1KB");
        PoolState pool = new PoolState();
        pool.setUp(pair);
        Set<String> distinct = new HashSet<>();
        for (int i = 0; i < Pool.VALUES; i++) {
            distinct.add(HexFormat.of().formatHex(pool.bytes(i)));
            assertArrayEquals(pool.bytes(i), pair.binding.encode(pool.value(i)));
            assertArrayEquals(pool.bytes(i), pair.binding.encode(pair.binding.build(pool.model(i))));
        }
        assertEquals(Pool.VALUES, distinct.size(), "eight different values");
    }

    /** Full collections so far: those of the collector that also collects the old generation. */
    private static long fullCollections() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream()
            .filter(gc -> Arrays.stream(gc.getMemoryPoolNames()).anyMatch(p -> p.contains("Old") || p.contains("Tenured")))
            .filter(gc -> !gc.getName().contains("Young"))
            .mapToLong(GarbageCollectorMXBean::getCollectionCount).sum();
    }

    @Test
    void thePoolIsCompactedIntoTheOldGenerationBeforeItIsTimed() throws Exception {
        PairState pair = pair("addressbook@1KB");
        long before = fullCollections();
        new PoolState().setUp(pair);
        // the first set-up of a pool in a JVM: one collection per generated model, one once the codec's values are built
        assertTrue(fullCollections() - before >= Pool.VALUES + 1, "full collections: " + (fullCollections() - before));
        before = fullCollections();
        new PoolState().setUp(pair);
        assertTrue(fullCollections() - before >= 1, "the codec's values are compacted on every set-up");
    }

    @Test
    void aFixedDataSetIsAPoolOfItsOneValue() throws Exception {
        PairState pair = pair("user");
        PoolState pool = new PoolState();
        pool.setUp(pair);
        assertEquals(1, pool.models.length);
        for (int i = 0; i < Pool.VALUES; i++) assertArrayEquals(pair.bytes, pool.bytes(i));
    }
}
