package serbench.cli.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** --time-limit: what it accepts, and the default run's ten minutes. */
class TimeLimitTest {
    @Test
    void theDefaultRunIsTheTenMinuteComparison() {
        assertEquals(Duration.ofMinutes(10), TimeLimit.of(null, List.of()));
        assertEquals(Duration.ofMinutes(10), TimeLimit.of(null, List.of("--out")));
    }

    @Test
    void theDefaultRunsWholeAnswerIsAQuarterOfAnHour() {
        assertEquals(Duration.ofMinutes(15), TimeLimit.of(null, List.of("--all-aspects")));
        assertEquals(Duration.ofMinutes(15), TimeLimit.of(null, List.of("--out", "--all-aspects", "--shard")));
    }

    @Test
    void anyOtherRunTakesThirtyPercentBeyondItsMinimumRounds() {
        assertNull(TimeLimit.of(null, List.of("--datasets")));
        assertNull(TimeLimit.of(null, List.of("--out", "--profile")));
        assertNull(TimeLimit.of(null, List.of("--all-aspects", "--codecs")));
    }

    @Test
    void aGivenLimitIsTakenAsWrittenWhateverElseIsGiven() {
        assertEquals(Duration.ofSeconds(90), TimeLimit.of("90s", List.of("--time-limit")));
        assertEquals(Duration.ofMinutes(90), TimeLimit.of("1h30m", List.of("--codecs", "--time-limit")));
        assertEquals(Duration.ofMinutes(25), TimeLimit.of(" 25M ", List.of("--time-limit")));
    }

    @Test
    void whatIsNoPositiveDurationIsRefused() {
        for (String bad : List.of("10", "10min", "ten minutes", "", "-5m", "0m", "1.5s", "1e9h", "169h", "10m1h")) {
            assertThrows(IllegalArgumentException.class, () -> TimeLimit.of(bad, List.of("--time-limit")), bad);
        }
    }
}
