package serbench.bench.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import serbench.bench.machine.JvmProbe;

/**
 * A measuring JVM compiles in the background until its warm-up and in the foreground from then on, as under -Xbatch:
 * HotSpot marks a compile the thread waited for with 'b' in its compilation log.
 */
class ForegroundCompilationTest {
    /** Compiles one method hot before the switch and another after it; the child JVM of the test. */
    public static void main(String[] args) throws Exception {
        long sink = 0;
        for (int i = 0; i < 20_000; i++) sink += before(i);
        System.out.println("# " + ForegroundCompilation.fromHere());
        for (int i = 0; i < 20_000; i++) sink += after(i);
        System.out.println("# sink " + sink);
    }

    static long before(int i) {
        return Integer.toString(i).hashCode();
    }

    static long after(int i) {
        return Long.toHexString(i).hashCode();
    }

    @Test
    void compilesAfterTheSwitchAreForegroundOnesAndBeforeItBackgroundOnes() throws Exception {
        Process p = new ProcessBuilder(JvmProbe.current().toString(), "-XX:+PrintCompilation", "-cp",
            System.getProperty("java.class.path"), getClass().getName()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        // a bound for a JVM that hangs, not for a busy machine's slow one
        assertTrue(p.waitFor(5, TimeUnit.MINUTES));
        assertEquals(0, p.exitValue(), out);
        assertTrue(out.contains("compiling in the foreground from here"), out);
        List<String> before = compiles(out, "::before ");
        List<String> after = compiles(out, "::after ");
        assertFalse(before.isEmpty() || after.isEmpty(), out);
        // PrintCompilation's attribute column: b for blocking
        assertTrue(before.stream().noneMatch(ForegroundCompilationTest::blocking), String.join("\n", before));
        assertTrue(after.stream().allMatch(ForegroundCompilationTest::blocking), String.join("\n", after));
    }

    private static List<String> compiles(String log, String method) {
        return log.lines().filter(l -> l.contains(method) && !l.contains("made not entrant")).toList();
    }

    private static boolean blocking(String line) {
        return line.substring(0, line.indexOf(ForegroundCompilationTest.class.getName())).matches(".*\\s[%sn!]*b[%sn!]*\\s+\\d\\s+");
    }
}
