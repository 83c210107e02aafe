package serbench.bench;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.function.Supplier;
import javax.management.ObjectName;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;

/**
 * The shared warm-up of a measuring JVM: passes over all of its benchmarks, in the mode that is then
 * measured (every op shares the codec's code), until the JIT has settled: after a pass that spent less
 * than a tenth of its time compiling, the compiler has nothing in flight and nothing queued. The queue is
 * asked directly (the {@code Compiler.queue} diagnostic command) because the JIT books compile time only
 * when a compilation ends: a long C2 compile of reflective code in flight looks like calm, and the op
 * measured next (alphabetically {@code deser}) would be timed while its code is still interpreted.
 * A fixed warm-up cannot fit both protobuf's generated code (settled in a few passes) and XStream's or
 * Java serialization's reflection (many more).
 */
final class JitSettling {
    private static final int MIN_PASSES = 2;
    private static final double SETTLED_SHARE = 0.1;

    private JitSettling() {}

    /**
     * @param onePass options running every benchmark once, as it will be measured
     * @param capMillis when to stop waiting for a JIT that keeps compiling
     * @return a line for the log saying how the warm-up ended
     */
    static String warm(Supplier<Options> onePass, long capMillis) throws RunnerException {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        long start = System.nanoTime();
        for (int pass = 1; ; pass++) {
            long passStart = System.nanoTime(), compiledBefore = jit.getTotalCompilationTime();
            new Runner(onePass.get()).run();
            long passMillis = Math.max(1, (System.nanoTime() - passStart) / 1_000_000);
            long compiled = jit.getTotalCompilationTime() - compiledBefore;
            long elapsed = (System.nanoTime() - start) / 1_000_000;
            int pending = pass >= MIN_PASSES && compiled < SETTLED_SHARE * passMillis ? compilesPending() : -1;
            if (pending == 0) return String.format("JIT settled after %d warm-up passes (%d ms)", pass, elapsed);
            if (elapsed >= capMillis) {
                return String.format("JIT not settled after %d warm-up passes (%d ms, %d ms compiling in the last%s):"
                    + " measuring anyway", pass, elapsed, compiled, pending > 0 ? ", " + pending + " compiles pending" : "");
            }
        }
    }

    /** Compilations in flight or queued, from the same text {@code jcmd PID Compiler.queue} prints. */
    static int compilesPending() {
        try {
            String queue = (String) ManagementFactory.getPlatformMBeanServer().invoke(
                new ObjectName("com.sun.management:type=DiagnosticCommand"), "compilerQueue",
                new Object[] {null}, new String[] {String[].class.getName()});
            return pending(queue);
        } catch (Exception e) {
            return 0; // a JVM without the diagnostic command: the compile-time test alone decides
        }
    }

    /**
     * Counts the task lines of a {@code Compiler.queue} listing: under "Current compiles:" and each
     * "... compile queue:" heading, every line but "Empty".
     */
    static int pending(String queue) {
        int n = 0;
        for (String line : queue.lines().map(String::trim).toList()) {
            if (line.isEmpty() || line.endsWith(":") || line.equals("Empty")) continue;
            n++;
        }
        return n;
    }
}
