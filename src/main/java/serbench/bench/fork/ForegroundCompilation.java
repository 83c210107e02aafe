package serbench.bench.fork;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import javax.management.ObjectName;

/**
 * The JIT compiles in the foreground from the warm-up on, in the background before it. A measuring JVM measures
 * with the thread that runs the code waiting for every compile ({@code -Xbatch}'s setting; docs/method.md,
 * "Foreground compilation"), so that each compile lands at the same point in every JVM. Started with {@code -Xbatch},
 * the JVM also waited for every compile of its start-up code, which no op runs: the JDK's class loading and lambdas,
 * reading the task, JMH's runner, generating the values and binding the codec. That was 0.3 to 0.45 s of compiling
 * in a JVM's first 1.2 s, in every JVM, a codec's or a baseline's (kryo and memcpy on {@code media}).
 *
 * <p>So the measuring JVM starts with background compilation, binds its codec and makes one call of each op (JMH's
 * own start-up), waits until the JIT's queue is empty, so that no start-up compile lands later, and then adds a
 * compiler directive that makes every further compile a foreground one, as {@code -Xbatch} does
 * ({@code BackgroundCompilation: false} for every method, HotSpot's {@code Compiler.directives_add}). The op's code is
 * called a few dozen times before the switch (the pool's values, bound and encoded once each), far below the JIT's
 * first threshold, so its compiles all happen in the foreground as before.
 */
final class ForegroundCompilation {
    /** Every method compiles in the foreground, as under {@code -Xbatch}. */
    static final String DIRECTIVE = "[{ match: \"*.*\", BackgroundCompilation: false }]";
    /** The longest to wait for the start-up compiles before switching anyway. */
    private static final long DRAIN_CAP_MILLIS = 10_000;

    private ForegroundCompilation() {}

    /**
     * Waits for the JIT's queue to empty, then switches to foreground compilation; a line for the log saying how long
     * the start-up took. Throws when the JVM cannot switch (not HotSpot): its figures would not be comparable.
     */
    static String fromHere() throws Exception {
        long upMillis = ManagementFactory.getRuntimeMXBean().getUptime();
        long start = System.nanoTime();
        drain();
        long drained = (System.nanoTime() - start) / 1_000_000;
        Path file = Files.createTempFile("serbench-directive", ".json");
        try {
            Files.writeString(file, DIRECTIVE);
            Object said = ManagementFactory.getPlatformMBeanServer().invoke(
                new ObjectName("com.sun.management:type=DiagnosticCommand"), "compilerDirectivesAdd",
                new Object[] {new String[] {file.toString()}}, new String[] {String[].class.getName()});
            if (!String.valueOf(said).contains("1 compiler directives added")) {
                throw new IllegalStateException("the JVM did not take the compiler directive: " + said);
            }
        } finally {
            Files.deleteIfExists(file);
        }
        // what was asked for while the queue drained (this code's own) was still asked for in the background
        int left = drain();
        return String.format(Locale.ROOT, "start-up in %d ms with background compilation, its compiles done %d ms later%s;"
            + " compiling in the foreground from here", upMillis, drained,
            left == 0 ? "" : String.format(Locale.ROOT, " (%d still queued after %d s)", left, DRAIN_CAP_MILLIS / 1000));
    }

    /** Waits until the JIT's queue is empty, at most {@link #DRAIN_CAP_MILLIS}; the compiles still queued then. */
    private static int drain() throws InterruptedException {
        long start = System.nanoTime();
        int pending;
        while ((pending = JitSettling.compilesPending()) > 0 && (System.nanoTime() - start) / 1_000_000 < DRAIN_CAP_MILLIS) {
            Thread.sleep(5);
        }
        return pending;
    }
}
