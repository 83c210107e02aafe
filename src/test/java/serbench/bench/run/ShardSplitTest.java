package serbench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import serbench.results.Results;
import serbench.results.Shard;

/** The shard arithmetic: from the settings alone, every unit in exactly one shard, the shards' costs balanced. */
class ShardSplitTest {
    private static final List<String> CODECS = List.of("protobuf", "kryo", "fory", "avro", "jackson", "gson", "memcpy", "manual");
    private static final List<String> DATASETS = List.of("media", "user", "tree-0", "dns", "message");

    /** Two JVMs; a second plan with more ops and threads, so units differ in cost. */
    private static Results.Settings settings(String profile) {
        return new Results.Settings(profile, true, List.of("/jdk17/bin/java", "/jdk21/bin/java"), List.of(
            new Results.Plan(CODECS, DATASETS, List.of("ser", "deser"), List.of(1), "avgt"),
            new Results.Plan(CODECS.subList(0, 3), List.of("media"), List.of("ser", "build+ser", "deser", "deser-read"), List.of(1, 2), "avgt")));
    }

    @ParameterizedTest(name = "{0} shards")
    @ValueSource(ints = {1, 2, 3, 7, 100})
    void everyUnitIsInExactlyOneShardAndTheShardsAreBalanced(int count) {
        List<ShardSplit.Unit> units = ShardSplit.units(settings("quick"));
        List<List<ShardSplit.Unit>> shards = ShardSplit.split(units, count);
        assertEquals(count, shards.size());
        List<ShardSplit.Unit> all = new ArrayList<>();
        shards.forEach(all::addAll);
        assertEquals(units.size(), all.size(), "no unit twice");
        assertEquals(new HashSet<>(units), new HashSet<>(all), "every unit once");
        double longest = units.stream().mapToDouble(ShardSplit.Unit::cost).max().orElseThrow();
        double[] loads = shards.stream().mapToDouble(s -> s.stream().mapToDouble(ShardSplit.Unit::cost).sum()).toArray();
        double spread = java.util.Arrays.stream(loads).max().orElseThrow() - java.util.Arrays.stream(loads).min().orElseThrow();
        assertTrue(spread <= longest + 1e-9, "shards within one unit of each other: " + java.util.Arrays.toString(loads));
        // each shard keeps the run's own order
        for (List<ShardSplit.Unit> s : shards) {
            for (int i = 1; i < s.size(); i++) assertTrue(units.indexOf(s.get(i - 1)) < units.indexOf(s.get(i)));
        }
    }

    @Test
    void theSplitDependsOnTheSettingsAloneSoEveryShardComputesTheSameOne() {
        List<List<ShardSplit.Unit>> a = ShardSplit.split(ShardSplit.units(settings("quick")), 3);
        List<List<ShardSplit.Unit>> b = ShardSplit.split(ShardSplit.units(settings("quick")), 3);
        assertEquals(a, b);
        // and it spreads codecs and data sets rather than giving one shard the first codecs
        Set<String> firstShardCodecs = new HashSet<>();
        a.get(0).forEach(u -> firstShardCodecs.add(u.codec()));
        assertEquals(new HashSet<>(CODECS), firstShardCodecs);
    }

    @Test
    void theLongerUnitsWeighMoreThanTheShortOnes() {
        List<ShardSplit.Unit> units = ShardSplit.units(settings("quick"));
        ShardSplit.Unit twoOps = units.get(0), eightFigures = units.stream().filter(u -> u.plan() == 1).findFirst().orElseThrow();
        assertTrue(eightFigures.cost() > twoOps.cost(), eightFigures + " against " + twoOps);
    }

    @Test
    void smokeMeasuresACodecsDataSetsInOneJvmSoItsUnitIsTheCodec() {
        List<ShardSplit.Unit> units = ShardSplit.units(settings("smoke"));
        assertEquals(2 * (CODECS.size() + 3), units.size());
        assertEquals(DATASETS, units.get(0).datasets());
    }

    @Test
    void theSharesOfTheTimeLimitAddUpToTheRunsLimit() {
        Results.Settings s = settings("quick");
        double sum = 0;
        for (int k = 1; k <= 3; k++) {
            double share = ShardSplit.share(s, new Shard(k, 3));
            assertTrue(share > 0.3 && share < 0.37, "shard " + k + ": " + share);
            sum += share;
        }
        assertEquals(1, sum, 1e-9);
        assertEquals(1, ShardSplit.share(s, null));
    }

    @Test
    void aShardOwnsItsPairsOnItsJvmsOnly() {
        Results.Settings s = settings("quick");
        List<ShardSplit.Unit> part = ShardSplit.part(s, new Shard(2, 3));
        ShardSplit.Unit u = part.get(0);
        assertTrue(ShardSplit.owns(part, u.jvm(), u.plan(), u.codec(), u.datasets().get(0)));
        for (int k : new int[] {1, 3}) {
            assertTrue(!ShardSplit.owns(ShardSplit.part(s, new Shard(k, 3)), u.jvm(), u.plan(), u.codec(), u.datasets().get(0)));
        }
    }
}
