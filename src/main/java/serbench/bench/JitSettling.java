package serbench.bench;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * The shared warm-up of a measuring JVM: passes over all of its benchmarks (every op shares the codec's
 * code) until the JIT has settled: a pass spent less than a fifth of its time compiling, and no
 * benchmark's score moved by more than a tenth since the previous pass. (Compile time alone is not
 * enough: the JIT counts it when a compilation ends, so a long C2 compile in flight looks like calm.)
 * A fixed warm-up cannot fit both protobuf's generated code (settled after ~3 passes here) and
 * XStream's reflection (~14): it either wastes time on the first or measures the second while it is
 * still getting faster.
 */
final class JitSettling {
    private static final int MIN_PASSES = 2;
    private static final double SETTLED_SHARE = 0.2;
    private static final double SETTLED_CHANGE = 0.1;

    private JitSettling() {}

    /**
     * @param benchmarks the task's benchmarks, as the measured run will run them
     * @param passMillis how long each benchmark runs in one pass
     * @param capMillis when to stop waiting for a JIT that keeps compiling
     * @return a line for the log saying how the warm-up ended
     */
    static String warm(Supplier<ChainedOptionsBuilder> benchmarks, int passMillis, long capMillis) throws RunnerException {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        long start = System.nanoTime();
        Map<String, Double> previous = Map.of();
        for (int pass = 1; ; pass++) {
            long passStart = System.nanoTime(), compiledBefore = jit.getTotalCompilationTime();
            Map<String, Double> scores = new HashMap<>();
            for (RunResult r : new Runner(benchmarks.get().mode(Mode.AverageTime).warmupIterations(0).measurementIterations(1)
                    .measurementTime(TimeValue.milliseconds(passMillis)).verbosity(VerboseMode.SILENT).build()).run()) {
                scores.put(r.getParams().id(), r.getPrimaryResult().getScore());
            }
            long passMillisTaken = Math.max(1, (System.nanoTime() - passStart) / 1_000_000);
            long compiled = jit.getTotalCompilationTime() - compiledBefore;
            long elapsed = (System.nanoTime() - start) / 1_000_000;
            if (pass >= MIN_PASSES && compiled < SETTLED_SHARE * passMillisTaken && steady(previous, scores)) {
                return String.format("JIT settled after %d warm-up passes (%d ms)", pass, elapsed);
            }
            if (elapsed >= capMillis) {
                return String.format("JIT not settled after %d warm-up passes (%d ms, %d ms compiling in the last): measuring anyway",
                    pass, elapsed, compiled);
            }
            previous = scores;
        }
    }

    static boolean steady(Map<String, Double> previous, Map<String, Double> scores) {
        return !scores.isEmpty() && scores.entrySet().stream().allMatch(e -> previous.containsKey(e.getKey())
            && Math.abs(e.getValue() - previous.get(e.getKey())) <= SETTLED_CHANGE * previous.get(e.getKey()));
    }
}
