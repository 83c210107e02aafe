package serbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
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

    @Test
    void thisJvmAnswersTheQueueQuery() {
        assertTrue(JitSettling.compilesPending() >= 0);
    }

    private static final ForkTask TASK = new ForkTask("memcpy", List.of("dns-record"), List.of("ser", "deser"), List.of(1),
        "avgt", "smoke", false);

    @Test
    void aFixedPassCallsEveryOpTheGivenNumberOfTimesInOneShot() {
        Options o = ForkMain.fixedPass(TASK, 1, 512).build();
        assertEquals(List.of(Mode.SingleShotTime), new ArrayList<>(o.getBenchModes()));
        assertEquals(512, o.getMeasurementBatchSize().get());
        assertEquals(1, o.getMeasurementIterations().get());
        assertEquals(0, o.getWarmupIterations().get());
    }

    @Test
    void fixedPassesDoubleFrom256ThenTheMeasuredModeRunsAtLeastOnce() throws Exception {
        List<Integer> fixed = new ArrayList<>();
        int[] measured = {0};
        String line = JitSettling.warm(n -> {
            fixed.add(n);
            return ForkMain.fixedPass(TASK, 1, n).build();
        }, () -> {
            measured[0]++;
            return ForkMain.settlingPass(TASK, 1).build();
        }, 300, 0);
        assertTrue(fixed.size() >= 1, line);
        for (int i = 0; i < fixed.size(); i++) assertEquals(256 << i, fixed.get(i), line);
        assertTrue(measured[0] >= 1, line);
        assertTrue(line.contains(fixed.size() + (fixed.size() == 1 ? " pass of 256 to " : " passes of 256 to ")
            + fixed.get(fixed.size() - 1) + " invocations per op"), line);
    }

    @Test
    void withoutFixedPassesOnlyTheMeasuredModeRuns() throws Exception {
        String line = JitSettling.warm(null, () -> ForkMain.settlingPass(TASK, 1).build(), 300, 10_000);
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
        String line = JitSettling.warm(n -> {
            fixed.add(n);
            return ForkMain.fixedPass(TASK, 1, n).build();
        }, () -> ForkMain.settlingPass(TASK, 1).build(), 0, 10_000);
        assertEquals(List.of(256, 512, 1024, 2048, 4096, 8192), fixed, line);
    }

    @Test
    void c2NeedsTwiceTheTier4InvocationThresholdOfThisJvm() {
        assertEquals(10_000, JitSettling.c2Invocations(), "HotSpot's defaults: Tier4InvocationThreshold 5000, no scaling");
    }

    /** The run's console line and the report's profile row say what the warm-up does for each profile. */
    @Test
    void theProfilesSayHowTheyWarmUp() {
        assertTrue(Profile.QUICK.describe().startsWith("warm-up of at least 10,000 calls per op until the JIT settles (at most 1.0 s"
            + " unless those calls take longer), then 3 slices"), Profile.QUICK.describe());
        assertTrue(Profile.SMOKE.describe().startsWith("warm-up until the JIT settles (at most 0.3 s), then 1 slice"),
            Profile.SMOKE.describe());
    }
}
