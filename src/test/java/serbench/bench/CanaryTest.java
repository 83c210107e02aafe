package serbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class CanaryTest {
    @Test
    void anOpIsRestlessUntilItHasEnoughIterationsRightAfterACalmCanary() {
        // reference 100 ns: calm means at most 110
        List<Double> calm = List.of(105.0, 180.0, 100.0, 110.0, 170.0);
        List<Double> twoCalm = List.of(109.0, 160.0, 101.0, 111.0);
        List<Double> slowAllAlong = List.of(160.0, 170.0, 165.0, 158.0);
        assertEquals(0, Canary.restless(List.of(calm), 100));
        assertEquals(1, Canary.restless(List.of(calm, twoCalm), 100));
        assertEquals(2, Canary.restless(List.of(calm, twoCalm, slowAllAlong), 100));
        // a JVM that never saw the run's calm level: only its own fastest reading can vouch for it
        assertEquals(3, Canary.restless(List.of(calm, twoCalm, slowAllAlong), 50));
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
