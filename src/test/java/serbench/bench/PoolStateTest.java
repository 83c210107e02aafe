package serbench.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import serbench.data.scale.Pool;

/** Every op on the size axis takes the next value of the pool: eight different values, round and round. */
class PoolStateTest {
    private static PairState pair(String dataset) throws Exception {
        PairState pair = new PairState();
        pair.codec = "manual";
        pair.dataset = dataset;
        pair.setUp();
        return pair;
    }

    @Test
    void eachOpTakesTheNextValueOfThePool() throws Exception {
        PairState pair = pair("dns-response@1KB");
        PoolState pool = new PoolState();
        pool.setUp(pair);
        PoolBenchmark bench = new PoolBenchmark();
        List<String> encoded = new ArrayList<>();
        for (int i = 0; i < 2 * Pool.VALUES; i++) encoded.add(java.util.HexFormat.of().formatHex(bench.ser(pair, pool)));
        Set<String> distinct = new HashSet<>(encoded);
        assertEquals(Pool.VALUES, distinct.size(), "eight different values");
        assertEquals(encoded.subList(0, Pool.VALUES), encoded.subList(Pool.VALUES, 2 * Pool.VALUES), "round and round");
        for (int i = 0; i < Pool.VALUES; i++) assertArrayEquals(pool.bytes[i], pair.binding.encode(pool.values[i]));
    }

    @Test
    void aFixedDataSetIsAPoolOfItsOneValue() throws Exception {
        PairState pair = pair("user");
        PoolState pool = new PoolState();
        pool.setUp(pair);
        assertEquals(1, pool.models.length);
        assertEquals(0, pool.next());
        assertArrayEquals(pair.bytes, new PoolBenchmark().ser(pair, pool));
    }
}
