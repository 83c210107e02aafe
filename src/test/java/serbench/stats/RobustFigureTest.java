package serbench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The estimator and its interval on synthetic JVMs whose truth is known. */
class RobustFigureTest {
    /** A JVM's iterations: {@code n} draws around {@code level} with a small relative jitter. */
    private static double[] fork(SplittableRandom random, int n, double level, double jitter) {
        double[] x = new double[n];
        for (int i = 0; i < n; i++) x[i] = level * (1 + jitter * random.nextGaussian());
        return x;
    }

    private static List<double[]> clean(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        return new ArrayList<>(List.of(fork(random, 16, 100, 0.01), fork(random, 16, 100, 0.01), fork(random, 16, 100, 0.01)));
    }

    @Test
    void aCleanSetGivesATightFigureAtItsFastEnd() {
        List<double[]> forks = clean(1);
        RobustFigure.Estimate e = RobustFigure.estimate(forks, false, "clean");
        // the fastest of two JVMs over the three pairs: the fastest JVM's in two, the next one's in one; each JVM's
        // fastest of 16 draws about 1.8 sigma below the level
        double[] own = forks.stream().mapToDouble(f -> java.util.Arrays.stream(f).min().orElseThrow()).sorted().toArray();
        assertEquals((2 * own[0] + own[1]) / 3, e.score(), 1e-9);
        assertEquals(98.1, e.score(), 0.6);
        // the minimum is less efficient than the mean on clean data, yet within ±2% for a 1% jitter at 99%
        assertTrue(e.relativeError() < 0.02, "error " + e.error());
        assertTrue(e.low() <= e.score() && e.score() <= e.high());
        assertEquals(3, e.forks());
        assertEquals(48, e.samples());
        assertEquals(0, e.disturbed());
    }

    @Test
    void aSpikeDoesNotMoveTheFigureAndIsReported() {
        List<double[]> forks = clean(1);
        RobustFigure.Estimate before = RobustFigure.estimate(forks, false, "spike");
        forks.get(1)[4] = 160; // a GC pause or a neighbour's burst: two iterations 60% slower
        forks.get(1)[5] = 158;
        RobustFigure.Estimate after = RobustFigure.estimate(forks, false, "spike");
        assertEquals(before.score(), after.score(), 0.005 * before.score());
        assertTrue(after.relativeError() < 0.015, "error " + after.error());
        assertEquals(2, after.disturbed());
        assertEquals(160 / after.score() - 1, after.worstDisturbance(), 1e-9);
        // the mean, for contrast, would have moved by more than 2.5%
        double mean = forks.stream().flatMapToDouble(java.util.Arrays::stream).average().orElseThrow();
        assertTrue(mean > 1.02 * before.score());
    }

    @Test
    void twoPlateausAcrossJvmsWidenTheIntervalToCoverBoth() {
        SplittableRandom random = new SplittableRandom(7);
        // one JVM's JIT landed on a 30% slower plateau: iterations inside each JVM agree, the JVMs do not
        List<double[]> forks = List.of(fork(random, 16, 100, 0.01), fork(random, 16, 130, 0.01));
        RobustFigure.Estimate e = RobustFigure.estimate(forks, false, "plateaus");
        // of two JVMs, the figure is the faster one's fastest iteration
        assertEquals(pooled(forks).min().orElseThrow(), e.score());
        assertTrue(e.low() <= e.forkScores().get(0) * 1.001, "low " + e.low() + " forks " + e.forkScores());
        assertTrue(e.high() >= e.forkScores().get(1) * 0.999, "high " + e.high() + " forks " + e.forkScores());
        assertTrue(e.relativeError() > 0.15, "error " + e.error());
        // pooled iterations alone (JMH's error over one long list) would call this figure tight
        double[] pooled = forks.stream().flatMapToDouble(java.util.Arrays::stream).toArray();
        org.openjdk.jmh.util.ListStatistics stats = new org.openjdk.jmh.util.ListStatistics(pooled);
        assertTrue(stats.getMeanErrorAt(0.999) / stats.getMean() < e.relativeError());
    }

    @Test
    void throughputUsesTheFastEndToo() {
        SplittableRandom random = new SplittableRandom(3);
        List<double[]> forks = List.of(fork(random, 20, 1000, 0.01), fork(random, 20, 1000, 0.01));
        forks.get(0)[0] = 500; // a disturbed iteration: half the throughput
        RobustFigure.Estimate e = RobustFigure.estimate(forks, true, "thrpt");
        assertEquals(pooled(forks).max().orElseThrow(), e.score());
        assertEquals(1, e.disturbed());
    }

    @Test
    void aNeighbourSlowingMostIterationsDoesNotMoveTheFigure() {
        SplittableRandom random = new SplittableRandom(11);
        List<double[]> quiet = List.of(fork(random, 80, 100, 0.01), fork(random, 80, 100, 0.01));
        List<double[]> busy = List.of(fork(random, 80, 100, 0.01), fork(random, 80, 100, 0.01));
        // a neighbour on the host makes 90% of the second run's iterations 60% slower
        for (double[] f : busy) for (int i = 0; i < f.length; i++) if (i % 10 != 0) f[i] *= 1.6;
        RobustFigure.Estimate a = RobustFigure.estimate(quiet, false, "quiet");
        RobustFigure.Estimate b = RobustFigure.estimate(busy, false, "busy");
        // 16 undisturbed iterations instead of 160: the fastest of fewer draws is a little higher
        assertEquals(a.score(), b.score(), 0.02 * a.score());
        // the median, for contrast, would report the neighbour's speed
        double[] all = pooled(busy).sorted().toArray();
        assertTrue(all[all.length / 2] > 1.5 * a.score());
        assertEquals(144, b.disturbed());
    }

    /** JVMs as the JIT leaves them: each at a level of its own, {@code 100 + 20 * u}, with little jitter. */
    private static List<double[]> jitLevels(SplittableRandom random, int jvms) {
        List<double[]> forks = new ArrayList<>();
        for (int j = 0; j < jvms; j++) forks.add(fork(random, 50, 100 + 20 * random.nextDouble(), 0.002));
        return forks;
    }

    @Test
    void theFigureIsWhatTwoJvmsGiveHoweverManyMeasuredIt() {
        // twenty JVMs at 100, 101, ... 119: the k-th fastest is the faster of two in 19 - k of the 190 pairs
        List<double[]> forks = new ArrayList<>();
        for (int j = 0; j < 20; j++) forks.add(new double[] {100 + j, 100 + j + 5});
        RobustFigure.Estimate e = RobustFigure.estimate(forks, false, "levels");
        assertEquals(106.0, e.score(), 1e-9);
        // the fastest of all twenty would be 100: a pair given further JVMs would come out faster than one given two
        assertEquals(100, pooled(forks).min().orElseThrow());
        // as rates, the faster of two is the higher: 119 - 6
        List<double[]> rates = forks.stream().map(f -> new double[] {f[0], f[0] - 5}).toList();
        assertEquals(113.0, RobustFigure.estimate(rates, true, "rates").score(), 1e-9);
    }

    @Test
    void furtherJvmsNarrowTheIntervalAroundTheSameFigure() {
        SplittableRandom random = new SplittableRandom(21);
        List<double[]> forks = jitLevels(random, 20);
        RobustFigure.Estimate four = RobustFigure.estimate(forks.subList(0, 4), false, "jit");
        RobustFigure.Estimate twenty = RobustFigure.estimate(forks, false, "jit");
        assertTrue(twenty.relativeError() < 0.05, "error " + twenty.relativeError());
        assertTrue(twenty.relativeError() < 0.6 * four.relativeError(), four.relativeError() + " " + twenty.relativeError());
        // the expected faster of two levels drawn from 100 to 120 is 106.7
        assertEquals(106.7, twenty.score(), 3);
        assertTrue(twenty.low() <= 106.7 && 106.7 <= twenty.high(), twenty.low() + " " + twenty.high());
    }

    @Test
    void theSameSamplesAlwaysGiveTheSameInterval() {
        RobustFigure.Estimate a = RobustFigure.estimate(clean(5), false, "same");
        RobustFigure.Estimate b = RobustFigure.estimate(clean(5), false, "same");
        assertEquals(a, b);
    }

    private static java.util.stream.DoubleStream pooled(List<double[]> forks) {
        return forks.stream().flatMapToDouble(java.util.Arrays::stream);
    }

    @Test
    void oneJvmStillGivesAFigureWithAnIntervalFromItsIterations() {
        SplittableRandom random = new SplittableRandom(9);
        RobustFigure.Estimate e = RobustFigure.estimate(List.of(fork(random, 10, 50, 0.02)), false, "one");
        assertEquals(1, e.forks());
        assertTrue(e.error() > 0 && e.relativeError() < 0.05, "error " + e.error());
    }

    @Test
    void theTypicalSpreadIsTheMedianOverFiguresMeasuredInSeveralJvms() {
        List<List<Double>> figures = List.of(
            List.of(100.0, 101.0),          // 1%
            List.of(200.0, 206.0, 204.0),   // 3%: slowest against fastest
            List.of(50.0, 51.0),            // 2%
            List.of(10.0, 20.0),            // 100%: two plateaus, which the median does not let widen the rest
            List.of(70.0));                 // one JVM: no spread to learn from
        assertEquals(0.025, RobustFigure.typicalSpread(figures), 1e-12);
        assertEquals(null, RobustFigure.typicalSpread(List.of(List.of(70.0))));
    }

    @Test
    void eachSideOfAnIntervalNarrowerThanTheTypicalSpreadIsWidenedToIt() {
        SplittableRandom random = new SplittableRandom(5);
        RobustFigure.Estimate close = RobustFigure.estimate(List.of(fork(random, 50, 100, 0.001), fork(random, 50, 100.2, 0.001)),
            false, "close");
        RobustFigure.Estimate floored = close.atLeast(0.02);
        assertTrue(floored.widened());
        assertEquals(close.score(), floored.score());
        assertEquals(0.02, floored.relativeError(), 1e-12);
        assertEquals(close.score() * 0.98, floored.low(), 1e-9);

        RobustFigure.Estimate apart = RobustFigure.estimate(List.of(fork(random, 50, 100, 0.001), fork(random, 50, 110, 0.001)),
            false, "apart");
        // the slow side already spans the second JVM; the fast side, at the figure itself, gets the floor
        RobustFigure.Estimate wide = apart.atLeast(0.02);
        assertEquals(apart.high(), wide.high());
        assertEquals(apart.error(), wide.error());
        assertEquals(apart.score() * 0.98, wide.low(), 1e-9);
        assertTrue(!wide.widened(), "the ± is what it was");
        RobustFigure.Estimate both = apart.atLeast(0.02).atLeast(0.01);
        assertEquals(wide, both, "a floor below both sides leaves the interval alone");
    }

    @Test
    void fasterByExtendsOnlyTheFastSideOfTimesAndOfRates() {
        SplittableRandom random = new SplittableRandom(7);
        RobustFigure.Estimate time = RobustFigure.estimate(List.of(fork(random, 50, 100, 0.001), fork(random, 50, 101, 0.001)),
            false, "time");
        RobustFigure.Estimate slowedTime = time.fasterBy(0.25, false);
        assertEquals(time.score() / 1.25, slowedTime.low(), 1e-9);
        assertEquals(time.high(), slowedTime.high());
        assertEquals(time.score(), slowedTime.score());

        RobustFigure.Estimate rate = RobustFigure.estimate(List.of(fork(random, 50, 1000, 0.001), fork(random, 50, 990, 0.001)),
            true, "rate");
        RobustFigure.Estimate slowedRate = rate.fasterBy(0.25, true);
        assertEquals(rate.score() * 1.25, slowedRate.high(), 1e-9);
        assertEquals(rate.low(), slowedRate.low());
        // an interval already reaching further stays as it was
        assertEquals(slowedTime, slowedTime.fasterBy(0.1, false));
    }

    /**
     * Whole runs on a synthetic machine where every JVM lands a little off the code's own speed (normal, sd 1.5%)
     * and a neighbour slows iterations: with two JVMs per figure, the interval alone lets the rerun's figure
     * fall outside the two errors combined for about one figure in seven (two JVMs that happen to agree say
     * little); widened to the run's typical spread, at most one in twenty.
     */
    @Test
    void withTheTypicalSpreadAsFloorARerunAgreesWithinTheCombinedErrors() {
        SplittableRandom random = new SplittableRandom(42);
        int figures = 150;
        List<RobustFigure.Estimate> first = new ArrayList<>();
        List<RobustFigure.Estimate> second = new ArrayList<>();
        for (int f = 0; f < figures; f++) {
            first.add(RobustFigure.estimate(run(random), false, "first " + f));
            second.add(RobustFigure.estimate(run(random), false, "second " + f));
        }
        double typicalFirst = RobustFigure.typicalSpread(first.stream().map(RobustFigure.Estimate::forkScores).toList());
        double typicalSecond = RobustFigure.typicalSpread(second.stream().map(RobustFigure.Estimate::forkScores).toList());
        int agreeOwn = 0;
        int agreeFloored = 0;
        for (int f = 0; f < figures; f++) {
            RobustFigure.Estimate a = first.get(f);
            RobustFigure.Estimate b = second.get(f);
            double apart = Math.abs(a.score() - b.score());
            if (apart <= a.error() + b.error()) agreeOwn++;
            if (apart <= a.atLeast(typicalFirst).error() + b.atLeast(typicalSecond).error()) agreeFloored++;
        }
        assertTrue(agreeOwn < 0.92 * figures, "without the floor " + agreeOwn + " of " + figures + " agree");
        assertTrue(agreeFloored >= 0.95 * figures, "with it " + agreeFloored + " of " + figures + " agree");
        // and the floor is about what two such JVMs differ by at the median: 1.13 sd of their offsets
        assertEquals(0.017, typicalFirst, 0.004);
    }

    /** Two JVMs of one figure: each off the code's speed by its own offset, 40 iterations slowed by up to 50%. */
    private static List<double[]> run(SplittableRandom random) {
        List<double[]> forks = new ArrayList<>();
        for (int j = 0; j < 2; j++) {
            double level = 100 * (1 + 0.015 * random.nextGaussian());
            double[] x = new double[40];
            for (int i = 0; i < x.length; i++) x[i] = level * (1 + 0.5 * Math.pow(random.nextDouble(), 3));
            forks.add(x);
        }
        return forks;
    }
}
