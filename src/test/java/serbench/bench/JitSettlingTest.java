package serbench.bench;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** When the shared warm-up calls the JIT settled: every op's score within 10% of the previous pass. */
class JitSettlingTest {
    @Test
    void settledOnlyWhenEveryOpHoldsItsScore() {
        Map<String, Double> before = Map.of("ser", 100.0, "deser", 200.0);
        assertTrue(JitSettling.steady(before, Map.of("ser", 109.0, "deser", 181.0)));
        assertFalse(JitSettling.steady(before, Map.of("ser", 100.0, "deser", 140.0)), "deser still getting faster");
        assertFalse(JitSettling.steady(before, Map.of("ser", 115.0, "deser", 200.0)), "ser got slower (a deopt)");
        assertFalse(JitSettling.steady(Map.of(), Map.of("ser", 100.0)), "the first pass has nothing to compare with");
        assertFalse(JitSettling.steady(before, Map.of()), "a pass that measured nothing");
    }
}
