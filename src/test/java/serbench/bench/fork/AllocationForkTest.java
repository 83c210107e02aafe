package serbench.bench.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.bench.machine.JvmProbe;
import serbench.bench.machine.MeasuringJvm;
import serbench.bench.run.ForkLauncher;

/** A measuring JVM reports the bytes an op allocates, exactly, and its GC time per op. */
class AllocationForkTest {
    /** The JVM running the tests. */
    private static final MeasuringJvm RUNNING = new MeasuringJvm("test", Runtime.version().toString(), JvmProbe.current(),
        Runtime.version().feature());

    /** memcpy's {@code ser} of {@code dataset}, measured with its allocation in a measuring JVM. */
    private static ForkResult memcpySer(Path dir, String dataset) throws Exception {
        return new ForkLauncher(dir).run(new ForkTask("memcpy", List.of(dataset), List.of("ser"), List.of(1), "avgt", "smoke",
            true), RUNNING, "alloc").results().get(0);
    }

    /** A byte[n] on a 64-bit JVM: a 16-byte header (compressed class pointers) and the bytes, in 8-byte units. */
    private static long arrayBytes(int n) {
        return (16 + n + 7) / 8 * 8;
    }

    @Test
    void memcpyAllocatesExactlyItsCopy(@TempDir Path dir) throws Exception {
        // edge-cases: timed on its one value, so every op copies the same array
        int n = Pairs.setUp("memcpy", "edge-cases").bound().bytes()[0].length;
        long copy = arrayBytes(n);
        ForkResult ser = memcpySer(dir, "edge-cases");
        System.out.printf("memcpy ser of %d bytes: %.3f B/op allocated (a byte[%d] is %d B), GC %.4f ns/op%n",
            n, ser.allocBytesPerOp(), n, copy, ser.gcNanosPerOp());
        assertEquals(copy, ser.allocBytesPerOp(), 2.0);
        assertNotNull(ser.gcNanosPerOp());
        assertTrue(ser.gcNanosPerOp() >= 0);
    }

    /** Each op copies the next value of the pool: the bytes per op are the mean of the pool's copies, not one value's. */
    @Test
    void aPoolOpAllocatesTheMeanCopyOfItsValues(@TempDir Path dir) throws Exception {
        byte[][] bytes = Pairs.setUp("memcpy", "dns-response@1KB").bound().bytes();
        double mean = 0;
        for (byte[] b : bytes) mean += arrayBytes(b.length) / (double) bytes.length;
        ForkResult ser = memcpySer(dir, "dns-response@1KB");
        System.out.printf("memcpy ser of dns-response@1KB: %.3f B/op allocated, the pool's mean copy %.3f B%n",
            ser.allocBytesPerOp(), mean);
        assertEquals(mean, ser.allocBytesPerOp(), 2.0);
    }

    @Test
    void aTaskWithoutAllocationReportsNone(@TempDir Path dir) throws Exception {
        ForkOutput out = new ForkLauncher(dir).run(new ForkTask("manual", List.of("user-small"), List.of("ser"), List.of(1),
            "avgt", "smoke", false), RUNNING, "plain");
        assertEquals(null, out.results().get(0).allocBytesPerOp());
        assertEquals(null, out.results().get(0).gcNanosPerOp());
    }
}
