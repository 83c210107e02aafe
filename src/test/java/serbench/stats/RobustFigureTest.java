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

    /** JVMs without collection readings: every steady iteration counts, collections and all. */
    private static RobustFigure.Estimate estimate(List<double[]> forks, boolean timeLike, String name) {
        return RobustFigure.estimate(forks.stream().map(f -> new RobustFigure.Jvm(f, Double.NaN)).toList(), name);
    }

    private static double mean(double[] x) {
        return java.util.Arrays.stream(x).average().orElseThrow();
    }

    @Test
    void theFigureIsTheMeanOverJvmsOfEachJvmsMean() {
        List<double[]> forks = clean(1);
        RobustFigure.Estimate e = estimate(forks, true, "clean");
        assertEquals((mean(forks.get(0)) + mean(forks.get(1)) + mean(forks.get(2))) / 3, e.score(), 1e-9);
        assertEquals(100, e.score(), 0.6);
        assertTrue(e.relativeError() < 0.01, "error " + e.error());
        assertTrue(e.low() <= e.score() && e.score() <= e.high());
        assertEquals(3, e.forks());
        assertEquals(48, e.samples());
    }

    @Test
    void eachJvmWeighsTheSameWhateverItsIterations() {
        // as each of JMH's forks does: a JVM that measured further slices does not count for more
        List<double[]> forks = List.of(new double[] {100, 100}, new double[] {110, 110, 110, 110, 110, 110});
        assertEquals(105, estimate(forks, true, "weights").score(), 1e-9);
    }

    @Test
    void twoPlateausAcrossJvmsGiveTheirMeanWithAnIntervalCoveringBoth() {
        SplittableRandom random = new SplittableRandom(7);
        // one JVM's JIT landed on a 30% slower plateau: iterations inside each JVM agree, the JVMs do not
        List<double[]> forks = List.of(fork(random, 16, 100, 0.01), fork(random, 16, 130, 0.01));
        RobustFigure.Estimate e = estimate(forks, true, "plateaus");
        // what JMH's mean over two forks would say
        assertEquals(115, e.score(), 1);
        assertTrue(e.low() <= e.forkScores().get(0) * 1.001, "low " + e.low() + " forks " + e.forkScores());
        assertTrue(e.high() >= e.forkScores().get(1) * 0.999, "high " + e.high() + " forks " + e.forkScores());
        assertTrue(e.relativeError() > 0.10, "error " + e.error());
        // pooled iterations alone (JMH's error over one long list) would call this figure tight
        double[] pooled = forks.stream().flatMapToDouble(java.util.Arrays::stream).toArray();
        org.openjdk.jmh.util.ListStatistics stats = new org.openjdk.jmh.util.ListStatistics(pooled);
        assertTrue(stats.getMeanErrorAt(0.999) / stats.getMean() < e.relativeError());
    }

    @Test
    void ratesAreAveragedAsJmhAveragesThem() {
        List<double[]> forks = List.of(new double[] {1000, 1000, 900}, new double[] {1100, 1100, 1100});
        RobustFigure.Estimate e = estimate(forks, false, "thrpt");
        assertEquals((2900 / 3.0 + 1100) / 2, e.score(), 1e-9);
    }

    @Test
    void theCollectionShareIsAddedToEachJvmsMeanWithoutACollection() {
        double[] x = new double[100];
        java.util.Arrays.fill(x, 100);
        List<RobustFigure.Jvm> forks = List.of(new RobustFigure.Jvm(x, 6), new RobustFigure.Jvm(x.clone(), 10));
        RobustFigure.Estimate e = RobustFigure.estimate(forks, "gc");
        assertEquals(108, e.score(), 1e-9);
        assertEquals(8, e.gc().score(), 1e-9);
        assertTrue(e.gc().low() >= 6 && e.gc().low() < 8 && e.gc().high() > 8 && e.gc().high() <= 10, e.gc().toString());
        assertTrue(e.low() < 108 && e.high() > 108, e.low() + " " + e.high());

        RobustFigure.Estimate unknown = estimate(List.of(new double[] {100, 101, 99}), true, "no readings");
        assertEquals(null, unknown.gc());
        assertEquals(100, unknown.score(), 1e-9);
    }

    /** JVMs as the JIT leaves them: each at a level of its own, {@code 100 + 20 * u}, with little jitter. */
    private static List<double[]> jitLevels(SplittableRandom random, int jvms) {
        List<double[]> forks = new ArrayList<>();
        for (int j = 0; j < jvms; j++) forks.add(fork(random, 50, 100 + 20 * random.nextDouble(), 0.002));
        return forks;
    }

    @Test
    void furtherJvmsNarrowTheIntervalAroundTheSameFigure() {
        SplittableRandom random = new SplittableRandom(21);
        List<double[]> forks = jitLevels(random, 20);
        RobustFigure.Estimate four = estimate(forks.subList(0, 4), true, "jit");
        RobustFigure.Estimate twenty = estimate(forks, true, "jit");
        assertTrue(twenty.relativeError() < 0.05, "error " + twenty.relativeError());
        assertTrue(twenty.relativeError() < 0.6 * four.relativeError(), four.relativeError() + " " + twenty.relativeError());
        // the mean level drawn from 100 to 120 is 110
        assertEquals(110, twenty.score(), 3);
        assertTrue(twenty.low() <= 110 && 110 <= twenty.high(), twenty.low() + " " + twenty.high());
    }

    @Test
    void theSameSamplesAlwaysGiveTheSameInterval() {
        RobustFigure.Estimate a = estimate(clean(5), true, "same");
        RobustFigure.Estimate b = estimate(clean(5), true, "same");
        assertEquals(a, b);
    }

    @Test
    void oneJvmStillGivesAFigureWithAnIntervalFromItsIterations() {
        SplittableRandom random = new SplittableRandom(9);
        RobustFigure.Estimate e = estimate(List.of(fork(random, 10, 50, 0.02)), true, "one");
        assertEquals(1, e.forks());
        assertTrue(e.error() > 0 && e.relativeError() < 0.05, "error " + e.error());
    }

    @Test
    void theTypicalSpreadIsTheMedianOverFiguresMeasuredInSeveralJvms() {
        List<List<Double>> figures = List.of(
            List.of(100.0, 101.0),          // 1%
            List.of(200.0, 206.0, 204.0),   // 3%, 2% and 0.98% for its three pairs: 2% at the median
            List.of(50.0, 51.0),            // 2%
            List.of(10.0, 20.0),            // 100%: two plateaus, which the median does not let widen the rest
            List.of(70.0));                 // one JVM: no spread to learn from
        assertEquals(0.02, RobustFigure.typicalSpread(figures), 1e-12);
        assertEquals(null, RobustFigure.typicalSpread(List.of(List.of(70.0))));
    }

    @Test
    void eachSideOfAnIntervalNarrowerThanTheTypicalSpreadIsWidenedToIt() {
        SplittableRandom random = new SplittableRandom(5);
        RobustFigure.Estimate close = estimate(List.of(fork(random, 50, 100, 0.001), fork(random, 50, 100.2, 0.001)),
            true, "close");
        RobustFigure.Estimate floored = close.atLeast(0.02);
        assertTrue(floored.widened());
        assertEquals(close.score(), floored.score());
        assertEquals(0.02, floored.relativeError(), 1e-12);
        assertEquals(close.score() * 0.98, floored.low(), 1e-9);

        RobustFigure.Estimate apart = estimate(List.of(fork(random, 50, 100, 0.001), fork(random, 50, 110, 0.001)),
            true, "apart");
        // both sides already span the two JVMs, further than the floor
        RobustFigure.Estimate wide = apart.atLeast(0.02);
        assertEquals(apart, wide, "a floor below both sides leaves the interval alone");
        assertTrue(!wide.widened(), "the ± is what it was");
    }

    @Test
    void fasterByExtendsOnlyTheFastSideOfTimesAndOfRates() {
        SplittableRandom random = new SplittableRandom(7);
        RobustFigure.Estimate time = estimate(List.of(fork(random, 50, 100, 0.001), fork(random, 50, 101, 0.001)),
            true, "time");
        RobustFigure.Estimate slowedTime = time.fasterBy(0.25, false);
        assertEquals(time.score() / 1.25, slowedTime.low(), 1e-9);
        assertEquals(time.high(), slowedTime.high());
        assertEquals(time.score(), slowedTime.score());

        RobustFigure.Estimate rate = estimate(List.of(fork(random, 50, 1000, 0.001), fork(random, 50, 990, 0.001)),
            false, "rate");
        RobustFigure.Estimate slowedRate = rate.fasterBy(0.25, true);
        assertEquals(rate.score() * 1.25, slowedRate.high(), 1e-9);
        assertEquals(rate.low(), slowedRate.low());
        // an interval already reaching further stays as it was
        assertEquals(slowedTime, slowedTime.fasterBy(0.1, false));
    }

    /**
     * Whole runs on a synthetic machine where every JVM lands a little off the code's own speed (normal, sd 1.5%)
     * and its steady iterations jitter: with two JVMs per figure, the interval alone lets the rerun's figure
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
            first.add(estimate(run(random), true, "first " + f));
            second.add(estimate(run(random), true, "second " + f));
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

    /**
     * The typical spread is that of two JVMs however many a figure has, and a figure's floor narrows as the square root
     * of its JVMs: on the synthetic machine above, figures of eight JVMs learn the same spread as figures of two (where
     * slowest against fastest would read about twice it), get half their floor, and a rerun still agrees within the
     * combined errors.
     */
    @Test
    void theFloorOfAFigureOfManyJvmsNarrowsAsTheirSquareRoot() {
        SplittableRandom random = new SplittableRandom(7);
        List<RobustFigure.Estimate> first = new ArrayList<>(), second = new ArrayList<>();
        for (int f = 0; f < 150; f++) {
            first.add(estimate(run(random, 8), true, "first " + f));
            second.add(estimate(run(random, 8), true, "second " + f));
        }
        double typical = RobustFigure.typicalSpread(first.stream().map(RobustFigure.Estimate::forkScores).toList());
        assertEquals(0.017, typical, 0.004);
        double range = first.stream().mapToDouble(RobustFigure.Estimate::spread).sorted().toArray()[75];
        assertTrue(range > 1.8 * typical, "slowest against fastest " + range + ", pairs " + typical);
        assertEquals(typical / 2, RobustFigure.floor(typical, 8), 1e-12);
        assertEquals(typical, RobustFigure.floor(typical, 2), 1e-12);
        int agree = 0;
        for (int f = 0; f < 150; f++) {
            RobustFigure.Estimate a = first.get(f).atLeast(RobustFigure.floor(typical, 8));
            RobustFigure.Estimate b = second.get(f).atLeast(RobustFigure.floor(typical, 8));
            if (Math.abs(a.score() - b.score()) <= a.error() + b.error()) agree++;
        }
        assertTrue(agree >= 0.95 * 150, agree + " of 150 agree");
    }

    /** Two JVMs of one figure: each off the code's speed by its own offset, 40 iterations jittering by 2%. */
    private static List<double[]> run(SplittableRandom random) {
        return run(random, 2);
    }

    /** {@code jvms} JVMs of one figure, as {@link #run(SplittableRandom)}. */
    private static List<double[]> run(SplittableRandom random, int jvms) {
        List<double[]> forks = new ArrayList<>();
        for (int j = 0; j < jvms; j++) forks.add(fork(random, 40, 100 * (1 + 0.015 * random.nextGaussian()), 0.02));
        return forks;
    }

    @Test
    void jvmsOnTwoLevelsAreSplitAtTheirWidestGap() {
        RobustFigure.Split s = RobustFigure.split(List.of(300.0, 490.0, 305.0, 480.0, 298.0), 0.05).orElseThrow();
        assertEquals(List.of(298.0, 300.0, 305.0), s.fast());
        assertEquals(List.of(480.0, 490.0), s.slow());
        assertEquals("3 JVMs at 298 to 305, 2 at 480 to 490", s.describe(x -> String.valueOf((int) x)));
        // one level: no gap wider than the minimum, or none wider than the levels' own spread
        assertTrue(RobustFigure.split(List.of(100.0, 102.0, 104.0), 0.05).isEmpty());
        assertTrue(RobustFigure.split(List.of(100.0, 110.0, 121.0, 133.0), 0.05).isEmpty());
        assertTrue(RobustFigure.split(List.of(100.0), 0.05).isEmpty());
        assertEquals(List.of(100.0), RobustFigure.split(List.of(100.0, 108.0), 0.05).orElseThrow().fast());
    }
}
