package serbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A measuring JVM reports the bytes an op allocates, exactly, and its GC time per op. */
class AllocationForkTest {
    @Test
    void memcpyAllocatesExactlyItsCopy(@TempDir Path dir) throws Exception {
        PairState state = new PairState();
        state.codec = "memcpy";
        state.dataset = "user-small";
        state.setUp();
        int n = state.bytes.length;
        // a byte[n] on a 64-bit JVM: a 16-byte header (compressed class pointers) and the bytes, in 8-byte units
        long copy = (16 + n + 7) / 8 * 8;
        ForkOutput out = new ForkLauncher(dir).run(new ForkTask("memcpy", List.of("user-small"), List.of("ser"), List.of(1),
            "avgt", "smoke", true), JvmProbe.current(), Runtime.version().feature(), "alloc");
        ForkResult ser = out.results().get(0);
        System.out.printf("memcpy ser of %d bytes: %.3f B/op allocated (a byte[%d] is %d B), GC %.4f ns/op%n",
            n, ser.allocBytesPerOp(), n, copy, ser.gcNanosPerOp());
        assertEquals(copy, ser.allocBytesPerOp(), 2.0);
        assertNotNull(ser.gcNanosPerOp());
        assertTrue(ser.gcNanosPerOp() >= 0);
    }

    @Test
    void aTaskWithoutAllocationReportsNone(@TempDir Path dir) throws Exception {
        ForkOutput out = new ForkLauncher(dir).run(new ForkTask("manual", List.of("user-small"), List.of("ser"), List.of(1),
            "avgt", "smoke", false), JvmProbe.current(), Runtime.version().feature(), "plain");
        assertEquals(null, out.results().get(0).allocBytesPerOp());
        assertEquals(null, out.results().get(0).gcNanosPerOp());
    }
}
