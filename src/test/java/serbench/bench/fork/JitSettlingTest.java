package serbench.bench.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.options.Options;

/**
 * The shared warm-up: passes of fixed invocations (256, doubling) before the measured mode, and the JIT's queue read
 * directly (compiles in flight and queued count, "Empty" does not).
 */
class JitSettlingTest {
    @Test
    void countsCompilesInFlightAndQueued() {
        String busy = """
            Current compiles:
            C2 CompilerThread0  1523       4       java.io.ObjectInputStream::readOrdinaryObject (124 bytes)

            C1 compile queue:
            Empty

            C2 compile queue:
            1530       4       java.io.ObjectStreamClass::newInstance (62 bytes)
            1531       4       java.util.HashMap::putVal (300 bytes)
            """;
        assertEquals(3, JitSettling.pending(busy));
        String calm = "Current compiles:\n\nC1 compile queue:\nEmpty\n\nC2 compile queue:\nEmpty\n";
        assertEquals(0, JitSettling.pending(calm));
    }

    /** The query must reach the JIT: a failed one reads as an empty queue, and the warm-up would stop too early. */
    @Test
    void thisJvmAnswersTheQueueQuery() {
        String queue = JitSettling.compilerQueue().orElseThrow(() -> new AssertionError("no answer from Compiler.queue"));
        assertTrue(queue.contains("Current compiles:") && queue.contains("compile queue:"), queue);
    }

    private static final ForkTask TASK = new ForkTask("memcpy", List.of("dns-record"), List.of("ser", "deser"), List.of(1),
        "avgt", "smoke", false);

    /** Fixed passes of TASK, each one's invocations noted in {@code fixed}. */
    private static IntFunction<Options> recording(List<Integer> fixed) {
        return n -> {
            fixed.add(n);
            return JmhOptions.fixedPass(TASK, 1, n).build();
        };
    }

    @Test
    void aFixedPassCallsEveryOpTheGivenNumberOfTimesInOneShot() {
        Options o = JmhOptions.fixedPass(TASK, 1, 512).build();
        assertEquals(List.of(Mode.SingleShotTime), new ArrayList<>(o.getBenchModes()));
        assertEquals(512, o.getMeasurementBatchSize().get());
        assertEquals(1, o.getMeasurementIterations().get());
        assertEquals(0, o.getWarmupIterations().get());
    }

    @Test
    void fixedPassesDoubleFrom256ThenTheMeasuredModeRunsAtLeastOnce() throws Exception {
        List<Integer> fixed = new ArrayList<>();
        int[] measured = {0};
        String line = JitSettling.warm(recording(fixed), () -> {
            measured[0]++;
            return JmhOptions.settlingPass(TASK, 1).build();
        }, 300, 0, Long.MAX_VALUE);
        assertTrue(fixed.size() >= 1, line);
        for (int i = 0; i < fixed.size(); i++) assertEquals(256 << i, fixed.get(i), line);
        assertTrue(measured[0] >= 1, line);
        assertTrue(line.contains(fixed.size() + (fixed.size() == 1 ? " pass of 256 to " : " passes of 256 to ")
            + fixed.get(fixed.size() - 1) + " invocations per op"), line);
    }

    @Test
    void withoutFixedPassesOnlyTheMeasuredModeRuns() throws Exception {
        String line = JitSettling.warm(null, () -> JmhOptions.settlingPass(TASK, 1).build(), 300, 10_000, Long.MAX_VALUE);
        assertTrue(line.matches("JIT (not )?settled after \\d+ pass(es)? in the measured mode \\(\\d+ ms\\).*"), line);
    }

    /**
     * XStream's and Java serialization's first 256 calls, still interpreted, take longer than quick's cap: the fixed
     * passes go on past it until every op has been called often enough for C2 (slice 1 of XStream's deser of media was
     * 17% slower than slice 3 when the warm-up stopped at the cap).
     */
    @Test
    void fixedPassesGoOnPastTheCapUntilEveryOpWasCalledOftenEnoughForC2() throws Exception {
        List<Integer> fixed = new ArrayList<>();
        String line = JitSettling.warm(recording(fixed), () -> JmhOptions.settlingPass(TASK, 1).build(), 0, 10_000, Long.MAX_VALUE);
        // the last pass makes just the calls still missing: 10,000 in all, not 16,128
        assertEquals(List.of(256, 512, 1024, 2048, 4096, 2064), fixed, line);
        assertTrue(line.contains("6 passes of 256 to 4096 invocations per op"), line);
    }

    /**
     * But not for longer than the profile gives those calls: XStream and Hessian on addressbook took two minutes of
     * fixed passes per JVM. A pass that would end past that time is not started, and the log says how far it got.
     */
    @Test
    void theCallsForC2StopWhereTheNextPassWouldEndPastTheirTime() throws Exception {
        List<Integer> fixed = new ArrayList<>();
        String line = JitSettling.warm(recording(fixed), () -> JmhOptions.settlingPass(TASK, 1).build(), 0, 10_000, 0);
        assertEquals(List.of(256), fixed, line);
        assertTrue(line.matches(".*\\(\\d+ ms; 256 invocations per op, the next pass would have ended past 0 s\\).*"), line);
    }

    /**
     * The interpreter's calls to tier 3, then tier 3's to C2 with the third more that one queued compile adds,
     * scaled as the JVM scales its thresholds; twice the threshold without tiers; HotSpot's defaults elsewhere.
     */
    @Test
    void c2NeedsTheTiersThresholdsWithOneCompileQueued() {
        Map<String, String> flags = new HashMap<>(Map.of("TieredCompilation", "true", "Tier3InvocationThreshold", "200",
            "Tier4InvocationThreshold", "5000", "Tier4LoadFeedback", "3", "CompileThreshold", "1500",
            "CompileThresholdScaling", "0.5"));
        assertEquals(3_433, JitSettling.c2Invocations(flags::get));
        flags.put("CompileThresholdScaling", "1.0");
        assertEquals(6_867, JitSettling.c2Invocations(flags::get));
        flags.put("TieredCompilation", "false");
        assertEquals(3_000, JitSettling.c2Invocations(flags::get));
        assertEquals(6_867, JitSettling.c2Invocations(name -> {
            throw new IllegalArgumentException("no flag " + name);
        }), "not HotSpot");
    }

    /** The run's console line and the report's profile row say what the warm-up does for each profile. */
    @Test
    void theProfilesSayHowTheyWarmUp() {
        assertTrue(Profile.QUICK.describe().startsWith("warm-up of at least 6,867 calls per op (or 10 s of them) until the JIT"
            + " settles (at most 1.0 s unless those calls take longer), then 2 slices"), Profile.QUICK.describe());
        assertTrue(Profile.SMOKE.describe().startsWith("warm-up until the JIT settles (at most 0.3 s), then 1 slice"),
            Profile.SMOKE.describe());
    }
}
