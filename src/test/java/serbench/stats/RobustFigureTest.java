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
        // the figure is the fastest iteration: about 2.2 sigma below the level for 48 draws
        assertEquals(pooled(forks).min().orElseThrow(), e.score());
        assertEquals(97.8, e.score(), 0.6);
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
}
