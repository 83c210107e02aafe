package serbench.bench.fork;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.lang.management.ManagementFactory;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import javax.management.ObjectName;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;

/**
 * The shared warm-up of a measuring JVM, in two phases, until the JIT has settled: after a pass that spent less
 * than a tenth of its time compiling, the compiler has nothing in flight and nothing queued.
 *
 * <p><b>Fixed invocations first.</b> Passes that call every benchmark a fixed number of times (256, then twice as
 * many each pass), one op after the other. Under foreground compilation ({@code -Xbatch}) a method compiles at the
 * invocation where its counters cross the JIT's thresholds, so with fixed counts every JVM compiles the same
 * methods in the same order, with the same profiles. Passes of a fixed time made that order depend on how fast the
 * interpreted code ran: Jackson's {@code deser} of {@code user} crossed its first threshold within its own 25 ms
 * in some JVMs and only later, after {@code deser-read} had compiled the shared {@code ObjectReader.readValue}, in
 * others; those JVMs ran it 12% slower (1,060 to 1,120 ns/op against 940 to 1,000), 5 JVMs in 11 of serbench's
 * runs. With a fixed first pass all JVMs took the same compiles and the faster plateau.
 *
 * <p><b>Then the measured mode.</b> Passes of a fixed time in the mode that is then measured (thrpt, avgt, or
 * single shot for {@code count:N}), which compile JMH's loop for that mode, until the JIT has settled again. The
 * queue is asked directly (the {@code Compiler.queue} diagnostic command) because the JIT books compile time only
 * when a compilation ends: a long C2 compile of reflective code in flight looks like calm, and the op measured next
 * (alphabetically {@code deser}) would be timed while its code is still interpreted. A fixed warm-up cannot fit
 * both protobuf's generated code (settled in a few passes) and XStream's or Java serialization's reflection (many
 * more). Both phases share one cap.
 *
 * <p><b>Calls for C2, within a time.</b> The fixed passes go on until code called once per op has reached C2
 * ({@link #c2Invocations()}), but only for as long as the profile allows ({@link Profile#callsCapMillis}): an op slow enough
 * not to fit (XStream's or Hessian's on {@code addressbook}, a few ms, took two minutes of fixed passes) spends its
 * time in code it calls thousands of times per op, which has long reached C2, and the per-op code left is a
 * vanishing share of it. The last pass is not started when, at the time per call of the one before, it would end
 * past that time; the pass that reaches the calls makes just the calls still missing.
 *
 * <p>{@code smoke} skips the fixed passes: its one JVM per codec runs every data set, and 256 calls of each op of
 * Java serialization on {@code media}, still interpreted, took 2.5 s alone; its figures are not for comparison.
 */
final class JitSettling {
    /** Invocations of each op in the first fixed pass: past the JIT's first threshold (200 invocations). */
    static final int FIRST_INVOCATIONS = 256;
    private static final double SETTLED_SHARE = 0.1;

    private JitSettling() {}

    /**
     * @param fixedPass options calling every benchmark the given number of times; null: no fixed passes
     * @param measuredPass options running every benchmark once, as it will be measured
     * @param capMillis when to stop waiting for a JIT that keeps compiling
     * @param minInvocations calls of each op the fixed passes make at least, past the cap ({@link #c2Invocations()}),
     *     unless they would take longer than {@code callsCapMillis}
     * @return a line for the log saying how the warm-up ended
     */
    static String warm(IntFunction<Options> fixedPass, Supplier<Options> measuredPass, long capMillis, long minInvocations,
                       long callsCapMillis) throws RunnerException {
        return warm(fixedPass, measuredPass, capMillis, FIRST_INVOCATIONS, minInvocations, callsCapMillis);
    }

    /** As above, the first fixed pass calling each op {@code firstInvocations} times ({@link PoolWarmUp}). */
    static String warm(IntFunction<Options> fixedPass, Supplier<Options> measuredPass, long capMillis, int firstInvocations,
                       long minInvocations, long callsCapMillis) throws RunnerException {
        long start = System.nanoTime();
        int fixed = 0;
        int invocations = firstInvocations;
        long called = 0;
        double millisPerCall = 0;
        int largest = 0;
        boolean settled = false;
        // the fixed passes may take the cap alone: compiles at fixed points are worth more than a measured-mode pass;
        // and they go on past it until code called once per op has reached C2, unless the next pass would end past
        // the time the profile gives those calls
        while (fixedPass != null && (called < minInvocations
                && elapsed(start) + millisPerCall * next(invocations, called, minInvocations) <= callsCapMillis
                || !settled && elapsed(start) < capMillis)) {
            int n = next(invocations, called, minInvocations);
            fixed++;
            long passStart = System.nanoTime();
            // the first pass of the warm-up always compiles
            settled = pass(() -> fixedPass.apply(n)) && fixed >= 2;
            millisPerCall = (double) elapsed(passStart) / n;
            called += n;
            largest = Math.max(largest, n);
            invocations *= 2;
        }
        long fixedMillis = elapsed(start);
        String callsShort = fixedPass != null && called < minInvocations
            ? String.format("; %,d invocations per op, the next pass would have ended past %.0f s", called, callsCapMillis / 1000.0) : "";
        int measured = 0;
        do {
            measured++;
            settled = pass(measuredPass) && fixed + measured >= 2;
        } while (!settled && elapsed(start) < capMillis);
        String inMode = String.format("%d pass%s in the measured mode", measured, measured == 1 ? "" : "es");
        String passes = fixed == 0 ? String.format("%s (%d ms)", inMode, elapsed(start))
            : String.format("%d pass%s of %d to %d invocations per op (%d ms%s) and %s (%d ms in all)", fixed,
                fixed == 1 ? "" : "es", firstInvocations, largest, fixedMillis, callsShort, inMode, elapsed(start));
        return (settled ? "JIT settled after " : "JIT not settled after ") + passes + (settled ? "" : ": measuring anyway");
    }

    /**
     * The calls of the next fixed pass: twice the last, but the pass that reaches {@code minInvocations} makes exactly
     * the calls still missing. Doubling past them made an op slow enough for the calls to outlast the cap (a few
     * hundred microseconds, the larger data sets) run 16,128 calls instead of 10,000: 60% more warm-up than C2 needs.
     */
    private static int next(int doubled, long called, long minInvocations) {
        return called < minInvocations ? (int) Math.min(doubled, minInvocations - called) : doubled;
    }

    /**
     * Calls of each op after which a method called once per op has been compiled by C2. With tiered compilation: the
     * interpreter's calls until its tier-3 code ({@code Tier3InvocationThreshold}, 200), then that code's calls until
     * C2 ({@code Tier4InvocationThreshold}, 5,000), which HotSpot scales by C2's queue, {@code 1 + queued /
     * (Tier4LoadFeedback x C2 threads)}: a third more with one task queued on the one C2 thread of a measuring JVM (a
     * benchmark thread waiting for each compile, under {@code -Xbatch}, queues one at a time); 6,867 calls by
     * default, all times {@code CompileThresholdScaling}. (Until 2026-11-26 twice the C2 threshold, 10,000 calls,
     * which on {@code addressbook} and {@code tree-1024} took 4 s of a JVM's 5.5.) Without tiered compilation, twice
     * {@code CompileThreshold}.
     */
    static long c2Invocations() {
        HotSpotDiagnosticMXBean vm = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
        return c2Invocations(name -> vm.getVMOption(name).getValue());
    }

    /** The same from {@code flag}, a HotSpot flag's value by name, which throws for a flag the JVM lacks. */
    static long c2Invocations(Function<String, String> flag) {
        try {
            double scaling = Double.parseDouble(flag.apply("CompileThresholdScaling"));
            if (!Boolean.parseBoolean(flag.apply("TieredCompilation"))) {
                return Math.round(2 * Long.parseLong(flag.apply("CompileThreshold")) * scaling);
            }
            return Math.round((number(flag, "Tier3InvocationThreshold")
                + number(flag, "Tier4InvocationThreshold") * (1 + 1.0 / number(flag, "Tier4LoadFeedback"))) * scaling);
        } catch (RuntimeException e) {
            return 6_867; // not HotSpot: its defaults
        }
    }

    private static long number(Function<String, String> flag, String name) {
        return Long.parseLong(flag.apply(name));
    }

    private static long elapsed(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }

    /**
     * Runs one pass; true when the JIT settled during it. Only compiles during the ops' iterations count
     * ({@link IterationMeter}): JMH's runner, between them, reads its benchmark list and matches it with a regular
     * expression on every run, code that reaches the JIT's thresholds a little more with each pass; counted, its
     * compiles kept a pass of kryo's two ops on {@code media} from settling until passes of 131,072 calls.
     */
    private static boolean pass(Supplier<Options> options) throws RunnerException {
        IterationMeter.enable(true);
        long passStart = System.nanoTime();
        new Runner(options.get()).run();
        long passMillis = Math.max(1, (System.nanoTime() - passStart) / 1_000_000);
        long compiled = IterationMeter.drain().stream().mapToLong(IterationMeter.Reading::jitMillis).sum();
        IterationMeter.enable(false);
        return compiled < SETTLED_SHARE * passMillis && compilesPending() == 0;
    }

    /** Compilations in flight or queued; 0 on a JVM without the queue command: the compile-time test alone decides. */
    static int compilesPending() {
        return compilerQueue().map(JitSettling::pending).orElse(0);
    }

    /** The JIT's queue, the same text {@code jcmd PID Compiler.queue} prints; empty on a JVM without the command. */
    static Optional<String> compilerQueue() {
        try {
            return Optional.of((String) ManagementFactory.getPlatformMBeanServer().invoke(
                new ObjectName("com.sun.management:type=DiagnosticCommand"), "compilerQueue",
                new Object[] {null}, new String[] {String[].class.getName()}));
        } catch (Exception e) {
            return Optional.empty();
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
