package serbench.bench.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import serbench.bench.run.ForkLauncher;

/** The measuring JVMs ask for transparent huge pages only where the kernel lends them, and say which they got. */
class HugePagesTest {
    @Test
    void theKernelsModeIsTheWordInBrackets() {
        assertEquals("madvise", HugePages.mode("always [madvise] never\n"));
        assertEquals("always", HugePages.mode("[always] madvise never"));
        assertEquals("never", HugePages.mode("always madvise [never]"));
        assertNull(HugePages.mode(null));
        assertNull(HugePages.mode("always madvise never"));
    }

    @Test
    void hugePagesAreAskedForWhereTheKernelLendsThem() {
        assertEquals(List.of("-XX:+UseTransparentHugePages"), HugePages.options("madvise"));
        assertEquals(List.of("-XX:+UseTransparentHugePages"), HugePages.options("always"));
        assertEquals(List.of(), HugePages.options("never"));
        assertEquals(List.of(), HugePages.options(null));
    }

    @Test
    void theEnvironmentSaysWhichPagesTheHeapHas() {
        assertTrue(HugePages.heap("madvise").endsWith("transparent huge pages (-XX:+UseTransparentHugePages; the kernel's mode: madvise)"),
            HugePages.heap("madvise"));
        assertTrue(HugePages.heap("never").endsWith("4 KB pages (the kernel lends no transparent huge pages: its mode is never)"),
            HugePages.heap("never"));
        assertTrue(HugePages.heap(null).endsWith("4 KB pages (the kernel lends no transparent huge pages)"), HugePages.heap(null));
    }

    /** Every measuring JVM starts with the options of this machine's kernel. */
    @Test
    void theMeasuringJvmsOptionsFollowThisMachinesKernel() {
        List<String> options = ForkLauncher.options(17);
        assertEquals(!HugePages.options().isEmpty(), options.contains("-XX:+UseTransparentHugePages"), options.toString());
    }
}
