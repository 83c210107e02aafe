package serbench.bench.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CanaryTest {
    /** Readings around a reference of 100 ns (calm: at most 110), {@code calm} of them calm. */
    private static List<Double> readings(int calm) {
        List<Double> r = new ArrayList<>();
        for (int i = 0; i < calm; i++) r.add(i % 2 == 0 ? 105.0 : 110.0);
        for (int i = 0; i < 4; i++) r.add(160.0 + i);
        r.add(111.0);
        return r;
    }

    @Test
    void anOpIsRestlessUntilItHasEnoughIterationsRightAfterACalmCanary() {
        List<Double> calm = readings(serbench.stats.SteadyState.MIN_CALM);
        List<Double> almost = readings(serbench.stats.SteadyState.MIN_CALM - 1);
        List<Double> slowAllAlong = readings(0);
        assertEquals(0, Canary.restless(List.of(calm), 100));
        assertEquals(1, Canary.restless(List.of(calm, almost), 100));
        assertEquals(2, Canary.restless(List.of(calm, almost, slowAllAlong), 100));
        // a JVM that never saw the run's calm level: only its own fastest reading can vouch for it
        assertEquals(3, Canary.restless(List.of(calm, almost, slowAllAlong), 50));
    }

    @Test
    void theFastestReadingIsTheCalmReference() {
        assertEquals(100.0, Canary.fastest(List.of(List.of(105.0, 180.0), List.of(100.0, 300.0))));
        assertEquals(Double.POSITIVE_INFINITY, Canary.fastest(List.of()));
    }

    @Test
    void probesOnlyWhenEnabledAndHandsEachReadingOnce() {
        Canary.enable(false);
        Canary.probe();
        assertTrue(Canary.drain().isEmpty(), "plain JMH runs leave the canary silent");
        Canary.enable(true);
        try {
            Canary.probe();
            Canary.probe();
            List<Double> readings = Canary.drain();
            assertEquals(2, readings.size());
            assertTrue(readings.stream().allMatch(x -> x > 0));
            assertTrue(Canary.drain().isEmpty());
        } finally {
            Canary.enable(false);
        }
    }
}
