package serbench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The run's precision: the codecs' figures only, their median error and how many are within ±10%. */
class PrecisionTest {
    private static Measurement figure(String codec, String op, double score, double error) {
        return new Measurement("user", codec, op, 1, "avgt", score, error, "ns/op", null, null, "17", 4, score, score, 2, null, null, null);
    }

    private static Results run() {
        Results r = new Results();
        r.codecs.put("protobuf", new Results.CodecInfo("Protocol Buffers", "protobuf-java", "4", List.of(), "", false));
        r.codecs.put("memcpy", new Results.CodecInfo("baseline", "JDK", "17", List.of(), "", true));
        return r;
    }

    @Test
    void leavesBaselinesOutAndFlagsANoisyRun() {
        Results r = run();
        assertNull(r.precision());
        r.results.add(figure("protobuf", "ser", 100, 1));
        r.results.add(figure("protobuf", "deser", 200, 4));
        r.results.add(figure("protobuf", "deser-read", 400, 60));
        r.results.add(figure("memcpy", "ser", 10, 9));   // 90%: a baseline, not counted
        Results.Precision p = r.precision();
        assertEquals(3, p.figures());
        assertEquals(2, p.precise());
        assertEquals(2.0, p.medianErrorPercent(), 1e-9);
        assertFalse(p.enough());
        assertTrue(p.describe().startsWith("median error ±2.0%; 2 of 3 codec figures (67%) within ±10%: the machine was too noisy"),
            p.describe());
    }

    @Test
    void ninetyFivePercentWithinTenPercentIsEnough() {
        Results r = run();
        for (int i = 0; i < 19; i++) r.results.add(figure("protobuf", "ser" + i, 100, 2));
        r.results.add(figure("protobuf", "deser", 100, 10.5));
        Results.Precision p = r.precision();
        assertEquals(19, p.precise());
        assertTrue(p.enough());
        assertEquals("median error ±2.0%; 19 of 20 codec figures (95%) within ±10%", p.describe());
    }
}
