package serbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.data.scale.Pool;

/** A measuring JVM reports the bytes an op allocates, exactly, and its GC time per op. */
class AllocationForkTest {
    /** memcpy's {@code ser} of {@code dataset}, measured with its allocation in a measuring JVM. */
    private static ForkResult memcpySer(Path dir, String dataset) throws Exception {
        return new ForkLauncher(dir).run(new ForkTask("memcpy", List.of(dataset), List.of("ser"), List.of(1), "avgt", "smoke",
            true), JvmProbe.current(), Runtime.version().feature(), "alloc").results().get(0);
    }

    /** A byte[n] on a 64-bit JVM: a 16-byte header (compressed class pointers) and the bytes, in 8-byte units. */
    private static long arrayBytes(int n) {
        return (16 + n + 7) / 8 * 8;
    }

    @Test
    void memcpyAllocatesExactlyItsCopy(@TempDir Path dir) throws Exception {
        int n = Pairs.setUp("memcpy", "user-small").bytes.length;
        long copy = arrayBytes(n);
        ForkResult ser = memcpySer(dir, "user-small");
        System.out.printf("memcpy ser of %d bytes: %.3f B/op allocated (a byte[%d] is %d B), GC %.4f ns/op%n",
            n, ser.allocBytesPerOp(), n, copy, ser.gcNanosPerOp());
        assertEquals(copy, ser.allocBytesPerOp(), 2.0);
        assertNotNull(ser.gcNanosPerOp());
        assertTrue(ser.gcNanosPerOp() >= 0);
    }

    /**
     * On the size axis an invocation copies every value of the pool and counts as that many ops: the bytes per op are
     * the mean of the eight copies, not one value's copy, nor eight.
     */
    @Test
    void aPoolOpAllocatesTheMeanCopyOfItsValues(@TempDir Path dir) throws Exception {
        PoolState pool = new PoolState();
        pool.setUp(Pairs.setUp("memcpy", "dns-response@1KB"));
        double mean = 0;
        for (int i = 0; i < Pool.VALUES; i++) mean += arrayBytes(pool.bytes(i).length) / (double) Pool.VALUES;
        ForkResult ser = memcpySer(dir, "dns-response@1KB");
        System.out.printf("memcpy ser of dns-response@1KB: %.3f B/op allocated, the pool's mean copy %.3f B%n",
            ser.allocBytesPerOp(), mean);
        assertEquals(mean, ser.allocBytesPerOp(), 2.0);
    }

    @Test
    void aTaskWithoutAllocationReportsNone(@TempDir Path dir) throws Exception {
        ForkOutput out = new ForkLauncher(dir).run(new ForkTask("manual", List.of("user-small"), List.of("ser"), List.of(1),
            "avgt", "smoke", false), JvmProbe.current(), Runtime.version().feature(), "plain");
        assertEquals(null, out.results().get(0).allocBytesPerOp());
        assertEquals(null, out.results().get(0).gcNanosPerOp());
    }
}
