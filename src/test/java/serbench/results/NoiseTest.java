package serbench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The run's own noise, read off its iterations against their figures. */
class NoiseTest {
    private static Measurement figure(String op, String mode, double score) {
        return new Measurement("user", "protobuf", op, 1, mode, score, 1.0, "ns/op", null, null, "17", 4, score, score, 1, null, null, null);
    }

    @Test
    void countsIterationsSlowerThanTheirFigureInBothDirections() {
        Results r = new Results();
        assertNull(r.noiseDuringRun());
        r.results.add(figure("ser", "avgt", 100));
        r.results.add(figure("deser", "thrpt", 1000));
        // times: two of four more than 10% slower; rates: one of four more than 10% lower
        r.iterations.add(new Results.Iterations("17", "protobuf", "user", "ser", 1, "avgt", 1, List.of(100.0, 105.0, 150.0, 200.0), null, null, null));
        r.iterations.add(new Results.Iterations("17", "protobuf", "user", "deser", 1, "thrpt", 1, List.of(1000.0, 990.0, 950.0, 500.0), null, null, null));
        Results.Noise noise = r.noiseDuringRun();
        assertEquals(8, noise.iterations());
        assertEquals(37.5, noise.disturbedPercent(), 1e-9);
        // slowdowns sorted: 0, 0, 0.0101, 0.05, 0.0526, 0.5, 1.0, 1.0: the median is between 0.05 and 0.0526
        assertEquals(100 * (0.05 + 1000.0 / 950 - 1) / 2, noise.medianSlowdownPercent(), 1e-9);
    }
}
