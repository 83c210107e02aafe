package serbench.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Which iterations of a JVM count as its steady state, on iterations whose causes are known. */
class SteadyStateTest {
    /** {@code n} iterations around 100 with a 1% jitter, a steady reference reading before each, no collection, no compile. */
    private static SteadyState.Iterations quiet(int n) {
        SplittableRandom random = new SplittableRandom(n);
        double[] x = new double[n];
        for (int i = 0; i < n; i++) x[i] = 100 * (1 + 0.01 * random.nextGaussian());
        double[] canaries = new double[n];
        Arrays.fill(canaries, 1000);
        return new SteadyState.Iterations(x, canaries, new int[n], new int[n]);
    }

    @Test
    void aQuietJvmKeepsEveryIteration() {
        SteadyState.Iterations it = quiet(100);
        SteadyState.Kept k = SteadyState.of(it, false);
        assertArrayEquals(it.scores(), k.scores());
        assertEquals(0, k.leftOut());
    }

    @Test
    void iterationsWhoseReferenceWasSlowerThanTheJvmsCalmLevelAreLeftOutAsBusy() {
        SteadyState.Iterations it = quiet(40);
        for (int i = 10; i < 20; i++) {
            it.canaries()[i] = 1150;    // a neighbour CPU busy: 15% slower reference, 1.7 times the op
            it.scores()[i] = 170;
        }
        it.canaries()[30] = 1090;       // within 10% of the calm level: kept
        double calm = SteadyState.calm(it.canaries());
        assertEquals(1000, calm, 1e-9);
        SteadyState.Kept k = SteadyState.of(it.withCalm(calm), false);
        assertEquals(10, k.busy());
        assertEquals(30, k.scores().length);
        assertEquals(0, k.warming(), "a busy slice is not code still changing");
        assertEquals(0, SteadyState.of(it, false).busy(), "without a calm level no iteration is judged busy");
    }

    @Test
    void aBusyLastSliceLeavesTheCalmSlicesBeforeItInPlace() {
        SteadyState.Iterations quiet = quiet(40);
        SteadyState.Iterations it = new SteadyState.Iterations(quiet.scores(), quiet.canaries(), quiet.collections(),
            quiet.jitMillis(), 10, 1000);
        for (int i = 30; i < 40; i++) {
            it.canaries()[i] = 1200;
            it.scores()[i] = 170;
        }
        SteadyState.Kept k = SteadyState.of(it, false);
        assertEquals(0, k.warming(), "judged by the last slice's busy level, the three calm slices would have been 'warming'");
        assertEquals(10, k.busy());
        assertEquals(30, k.scores().length);
    }

    @Test
    void aJvmBusyThroughoutKeepsNothing() {
        SteadyState.Iterations it = quiet(20);
        Arrays.fill(it.canaries(), 1200);
        it.canaries()[0] = 1000;        // one calm iteration gives no spread: left out with the busy ones
        SteadyState.Kept k = SteadyState.of(it.withCalm(1000), false);
        assertEquals(0, k.scores().length);
        assertEquals(20, k.busy());
        assertTrue(k.busyThroughout());
    }

    @Test
    void anIterationDuringWhichTheJitCompiledIsLeftOut() {
        SteadyState.Iterations it = quiet(100);
        it.scores()[3] = 22_000;    // waited for a foreground compile
        it.jitMillis()[3] = 180;
        it.jitMillis()[40] = 1;     // a short compile: its iteration is no steady state either
        SteadyState.Kept k = SteadyState.of(it, false);
        assertEquals(98, k.scores().length);
        assertEquals(2, k.compiling());
    }

    @Test
    void aJvmThatCompiledThroughoutKeepsItsIterations() {
        SteadyState.Iterations it = quiet(20);
        Arrays.fill(it.jitMillis(), 2);
        SteadyState.Kept k = SteadyState.of(it, false);
        assertEquals(20, k.scores().length);
        assertEquals(0, k.compiling());
    }

    @Test
    void oneIterationWithoutACompileIsNoSteadyStateEither() {
        SteadyState.Iterations it = quiet(5);
        Arrays.fill(it.jitMillis(), 0, 4, 2);    // smoke's five iterations, four of them compiling
        SteadyState.Kept k = SteadyState.of(it, false);
        assertEquals(5, k.scores().length, "one iteration gives no spread: all five kept");
        assertEquals(0, k.compiling());
    }

    @Test
    void anIterationWithACollectionStaysHoweverSlow() {
        SteadyState.Iterations it = quiet(100);
        it.scores()[10] = 900;
        it.collections()[10] = 1;
        it.scores()[50] = 900;     // as slow, without a collection: a neighbour or the OS
        SteadyState.Kept k = SteadyState.of(it, false);
        assertEquals(99, k.scores().length);
        assertEquals(1, k.disturbed());
        assertEquals(1, countTrue(k.collected()));
        assertEquals(900, k.scores()[10]);
    }

    @Test
    void slowIterationsWithinTheFarOutFenceStay() {
        SteadyState.Iterations it = quiet(100);
        it.scores()[7] = 103.5;    // within the third quartile plus three interquartile ranges of a 1% jitter
        SteadyState.Kept k = SteadyState.of(it, false);
        assertEquals(100, k.scores().length);
    }

    @Test
    void iterationsAfterASlowReferenceStay() {
        // a slower moment of the host is no unsteady code: no iteration is left out for it
        SteadyState.Iterations it = quiet(20);
        for (int i = 0; i < 12; i++) it.canaries()[i] = 1200;
        assertEquals(20, SteadyState.of(it, false).scores().length);
    }

    @Test
    void forRatesADisturbedIterationIsALowOne() {
        SteadyState.Iterations it = quiet(100);
        it.scores()[5] = 20;
        it.scores()[6] = 180;      // a fast one is no disturbance for a rate
        SteadyState.Kept k = SteadyState.of(it, true);
        assertEquals(1, k.disturbed());
        assertEquals(99, k.scores().length);
    }

    @Test
    void withoutReadingsEveryIterationIsJudgedOnItsTimeAlone() {
        double[] x = {100, 101, 99, 100, 100, 102, 98, 100, 500};
        SteadyState.Kept k = SteadyState.of(new SteadyState.Iterations(x, null, null, null), false);
        assertEquals(8, k.scores().length);
        assertEquals(1, k.disturbed());
    }

    @Test
    void leadingSlicesOffTheLastOneAreLeftOutAsWarmingUp() {
        SteadyState.Iterations q = quiet(150);
        // three slices of 50: the first at 190 (its code not yet settled), the other two at 100
        for (int i = 0; i < 50; i++) q.scores()[i] *= 1.9;
        SteadyState.Iterations sliced = new SteadyState.Iterations(q.scores(), q.canaries(), q.collections(), q.jitMillis(), 50);
        SteadyState.Kept k = SteadyState.of(sliced, false);
        assertEquals(50, k.warming());
        assertEquals(100, k.scores().length);
        // a middle slice 3% off stays: within the settled band
        for (int i = 50; i < 100; i++) q.scores()[i] *= 1.03;
        assertEquals(50, SteadyState.of(sliced, false).warming());
        // a first slice 12% off stays too: the host's drift moves a steady op's slices by that much, unsettled code more
        for (int i = 0; i < 50; i++) q.scores()[i] = q.scores()[i] / 1.9 * 1.12;
        assertEquals(0, SteadyState.of(sliced, false).warming());
        // without slices known, nothing is judged warming
        assertEquals(0, SteadyState.of(q, false).warming());
    }

    @Test
    void slicesAreJudgedByTheirMediansWhateverTheReferenceRead() {
        // one reading per iteration varies more from slice to slice than a steady op: it does not judge slices
        SteadyState.Iterations q = quiet(200);
        for (int i = 50; i < 100; i++) q.canaries()[i] *= 1.15;
        SteadyState.Iterations sliced = new SteadyState.Iterations(q.scores(), q.canaries(), q.collections(), q.jitMillis(), 50);
        assertEquals(0, SteadyState.of(sliced, false).warming(), "every slice is settled");
        // the last two slices 85% slower: only they are kept
        for (int i = 100; i < 200; i++) q.scores()[i] *= 1.85;
        SteadyState.Kept k = SteadyState.of(sliced, false);
        assertEquals(100, k.warming());
        assertEquals(100, k.scores().length);
    }

    private static int countTrue(boolean[] b) {
        int n = 0;
        for (boolean x : b) if (x) n++;
        return n;
    }
}
