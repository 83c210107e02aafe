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
    void aCleanSetGivesATightFigureNearItsFastEnd() {
        RobustFigure.Estimate e = RobustFigure.estimate(clean(1), false, "clean");
        // the 10th percentile of N(100, 1%) is 98.7
        assertEquals(98.7, e.score(), 0.6);
        // a low quantile is less efficient than the mean on clean data: ±1.4% for a 1% jitter at 99%
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
        assertEquals(0.6, after.worstDisturbance(), 0.03);
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
        assertEquals(1012.8, e.score(), 6);
        assertEquals(1, e.disturbed());
    }

    @Test
    void theSameSamplesAlwaysGiveTheSameInterval() {
        RobustFigure.Estimate a = RobustFigure.estimate(clean(5), false, "same");
        RobustFigure.Estimate b = RobustFigure.estimate(clean(5), false, "same");
        assertEquals(a, b);
    }

    @Test
    void oneJvmStillGivesAFigureWithAnIntervalFromItsIterations() {
        SplittableRandom random = new SplittableRandom(9);
        RobustFigure.Estimate e = RobustFigure.estimate(List.of(fork(random, 10, 50, 0.02)), false, "one");
        assertEquals(1, e.forks());
        assertTrue(e.error() > 0 && e.relativeError() < 0.05, "error " + e.error());
    }
}
