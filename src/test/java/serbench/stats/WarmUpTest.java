package serbench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** The first-call bookkeeping on made-up series whose answers are known. */
class WarmUpTest {
    /** {@code n} calls of {@code nanos} each. */
    private static long[] calls(int n, long nanos) {
        long[] c = new long[n];
        Arrays.fill(c, nanos);
        return c;
    }

    private static long[] concat(long[]... parts) {
        return Arrays.stream(parts).flatMapToLong(LongStream::of).toArray();
    }

    @Test
    void warmIsTheTenthPercentileOfTheBatchesNotTheLuckiestOne() {
        double[] batches = new double[21];
        Arrays.fill(batches, 100);
        batches[0] = 40;   // one lucky batch
        batches[20] = 900; // one disturbed batch
        assertEquals(100, WarmUp.warm(batches));
        double[] spread = new double[101];
        for (int i = 0; i <= 100; i++) spread[i] = 200 - i;   // 100 .. 200
        assertEquals(110, WarmUp.warm(spread));
    }

    @Test
    void anOpIsWarmFromItsFirstCallWithinTwiceItsWarmFigure() {
        // ten slow calls (interpreted), then calls at 150 ns against a warm 100 ns: within 2x from call 11
        long[] series = concat(calls(10, 10_000), calls(100, 150));
        WarmUp.Reached r = WarmUp.reached(series, series.length, 0, 100);
        assertTrue(r.reached());
        assertEquals(11, r.calls());
        assertEquals(100_000, r.nanos());
    }

    @Test
    void aSlowFirstCallIsNeverWarmEvenWhenTheCallsAfterItAre() {
        long[] series = concat(calls(1, 5_000_000), calls(40, 120));
        WarmUp.Reached r = WarmUp.reached(series, series.length, 0, 100);
        assertEquals(2, r.calls());
        assertEquals(5_000_000, r.nanos());
    }

    @Test
    void oneFastCallAmongSlowOnesIsLuckNotWarm() {
        long[] series = concat(calls(10, 1_000), calls(1, 100), calls(10, 1_000), calls(40, 100));
        assertEquals(22, WarmUp.reached(series, series.length, 0, 100).calls());
    }

    @Test
    void theOddSlowCallAfterGettingThereDoesNotMoveIt() {
        // a compilation or a GC stalls call 8, after the op got warm at call 3
        long[] series = concat(calls(2, 50_000), calls(60, 110));
        series[7] = 3_000_000;
        assertEquals(3, WarmUp.reached(series, series.length, 0, 100).calls());
    }

    @Test
    void theTimersCostIsTakenOffEachCall() {
        // 250 ns measured, 60 of them the timer's: 190 ns, within 2x of 100
        long[] series = concat(calls(3, 5_000), calls(30, 250));
        assertEquals(4, WarmUp.reached(series, series.length, 60, 100).calls());
        assertFalse(WarmUp.reached(series, series.length, 0, 100).reached());
        assertEquals(30, WarmUp.timerOverhead(new long[] {45, 30, 31, 90}));
    }

    @Test
    void anOpThatNeverGetsThereGivesLowerBounds() {
        long[] series = concat(calls(5, 10_000), calls(50, 300), calls(100, 0));
        WarmUp.Reached r = WarmUp.reached(series, 55, 0, 100);   // only the first 55 were recorded
        assertFalse(r.reached());
        assertEquals(55, r.calls());
        assertEquals(5 * 10_000 + 50 * 300, r.nanos());
    }
}
