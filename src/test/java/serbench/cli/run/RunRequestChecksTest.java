package serbench.cli.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import serbench.bench.fork.Profile;
import serbench.results.Results;
import serbench.results.Shard;

/**
 * A new run's --threads (each count once, in the order given, and within what the machine can measure), --lanes,
 * --mode time:T (within the time limit) and --shard (a part with something to measure).
 */
class RunRequestChecksTest {
    @Test
    void threadCountsAreKeptOnceInTheOrderGiven() {
        assertEquals(List.of(2, 1), RunRequestChecks.threads(List.of(2, 1, 2)));
    }

    @Test
    void threadCountsOutsideOneToFourPerCoreAreRefused() {
        assertEquals("--threads must be positive, got 0",
            assertThrows(IllegalArgumentException.class, () -> RunRequestChecks.threads(List.of(1, 0))).getMessage());
        int tooMany = RunRequestChecks.MAX_THREADS + 1;
        assertThrows(IllegalArgumentException.class, () -> RunRequestChecks.threads(List.of(tooMany)));
        assertEquals(List.of(RunRequestChecks.MAX_THREADS), RunRequestChecks.threads(List.of(RunRequestChecks.MAX_THREADS)));
    }

    /** A lane per CPU at most, and lanes only for one-thread figures. */
    @Test
    void lanesNeedACpuEachAndOneThreadPerJvm() {
        assertEquals(1, RunRequestChecks.lanes(1, List.of(1, 4)), "one lane measures any thread count, as before");
        assertEquals("--lanes must be positive, got 0",
            assertThrows(IllegalArgumentException.class, () -> RunRequestChecks.lanes(0, List.of(1))).getMessage());
        int cpus = Runtime.getRuntime().availableProcessors();
        assertThrows(IllegalArgumentException.class, () -> RunRequestChecks.lanes(cpus + 1, List.of(1)));
        if (cpus >= 2) {
            assertEquals(2, RunRequestChecks.lanes(2, List.of(1)));
            assertThrows(IllegalArgumentException.class, () -> RunRequestChecks.lanes(2, List.of(1, 2)));
        }
    }

    private static final List<Results.Plan> ONE_PAIR = List.of(new Results.Plan(List.of("protobuf", "manual", "memcpy"),
        List.of("user"), List.of("ser", "build+ser", "deser", "deser-read"), List.of(1), "time:86400s"));

    /**
     * Fixed-time iterations take their seconds whatever the machine: past --time-limit, or past the longest a run may
     * take without one, the run is refused before it starts (time:86400 took ~12 days, bounded by neither).
     */
    @Test
    void fixedTimeIterationsMustFitTheRunsTimeLimit() {
        assertEquals("--mode time:86400s: 12 figures, each 3 iterations of 86,400 s in 1 measuring JVM, take 864h, more than"
            + " any run may take (168h); give a shorter time:T or measure fewer pairs", assertThrows(IllegalArgumentException.class,
            () -> RunRequestChecks.fixedTime(ONE_PAIR, Profile.SMOKE, 1, 1, null)).getMessage());
        List<Results.Plan> fiveSeconds = List.of(new Results.Plan(ONE_PAIR.get(0).codecs(), ONE_PAIR.get(0).datasets(),
            ONE_PAIR.get(0).ops(), List.of(1), "time:5s"));
        // quick: 12 figures x 3 x 5 s in 2 JVMs per pair = 6 minutes, within 10m and past 5m
        assertEquals(fiveSeconds, RunRequestChecks.fixedTime(fiveSeconds, Profile.QUICK, 1, 1, Duration.ofMinutes(10)));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> RunRequestChecks.fixedTime(fiveSeconds, Profile.QUICK, 1, 1,
            Duration.ofMinutes(5))).getMessage().contains("take 6m, more than --time-limit 5m"));
        // two lanes measure two JVMs at once
        assertEquals(fiveSeconds, RunRequestChecks.fixedTime(fiveSeconds, Profile.QUICK, 1, 2, Duration.ofMinutes(5)));
        List<Results.Plan> avgt = List.of(new Results.Plan(ONE_PAIR.get(0).codecs(), ONE_PAIR.get(0).datasets(),
            ONE_PAIR.get(0).ops(), List.of(1), "avgt"));
        assertEquals(avgt, RunRequestChecks.fixedTime(avgt, Profile.FULL, 1, 1, Duration.ofSeconds(1)), "other modes: not known ahead");
    }

    /** A shard with no measuring JVM would measure nothing and exit 0 in silence: refused, saying how many shards fit. */
    @Test
    void aShardWithNothingToMeasureIsRefused() {
        List<Path> java = List.of(Path.of("/usr/bin/java"));
        assertEquals(new Shard(3, 4), RunRequestChecks.shard(new Shard(3, 4), Profile.SMOKE, java, ONE_PAIR));
        assertEquals("--shard 4/4 has nothing to measure: this run has 3 measuring JVMs per round, at least one per shard;"
            + " split it into at most 3 shards", assertThrows(IllegalArgumentException.class,
            () -> RunRequestChecks.shard(new Shard(4, 4), Profile.SMOKE, java, ONE_PAIR)).getMessage());
    }

    /** K/N with too many digits is out of range, not "not K/N". */
    @Test
    void aShardCountOutOfRangeSaysSo() {
        for (String n : List.of("99999", "12345678901234567890")) {
            assertEquals("--shard: the shard count N must be between 1 and 1000, got " + n,
                assertThrows(IllegalArgumentException.class, () -> Shard.parse("1/" + n)).getMessage());
        }
        assertEquals("--shard: K must be between 1 and N (3), got 99999",
            assertThrows(IllegalArgumentException.class, () -> Shard.parse("99999/3")).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Shard.parse("1/x")).getMessage().contains("is not K/N"));
        assertEquals(new Shard(2, 3), Shard.parse("2/3"));
    }
}
