package serbench.bench.run;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import serbench.bench.fork.Profile;
import serbench.results.Results;
import serbench.results.Shard;

/**
 * How {@code run --shard K/N} splits a run's measuring work: computed from the run's settings alone (never from
 * anything measured), so every shard, on any machine, computes the same split, and {@code merge} can tell which
 * shard owed a missing pair. The unit is what one measuring JVM measures in a round (a codec on one data set, or on
 * all of them for smoke), on one JVM of the run; units go to shards longest first, each to the least loaded
 * shard (ties: the lower one), which leaves every shard within one unit's cost of the others. The shards of one
 * machine, merged, have their figures computed again ({@link #recomputeMerged}).
 */
public final class ShardSplit {
    private ShardSplit() {}

    /** One measuring JVM's work per round: {@code jvm} and {@code plan} index the settings' lists. */
    public record Unit(int jvm, int plan, String codec, List<String> datasets, double cost) {
        /** Whether the unit measures this pair. */
        public boolean holds(int jvm, int plan, String codec, String dataset) {
            return this.jvm == jvm && this.plan == plan && this.codec.equals(codec) && datasets.contains(dataset);
        }
    }

    /** JVM start, class loading and the round trip before measuring: what a measuring JVM costs beyond its ops. */
    static final double JVM_SECONDS = 1.5;

    /** Every unit of the run's settings, in the run's own order. */
    public static List<Unit> units(Results.Settings settings) {
        Profile profile = Profile.byId(settings.profile(), settings.forks());
        List<Unit> units = new ArrayList<>();
        for (int j = 0; j < settings.jvms().size(); j++) {
            for (int p = 0; p < settings.plans().size(); p++) {
                Results.Plan plan = settings.plans().get(p);
                for (String codec : plan.codecs()) {
                    List<List<String>> groups = profile.perCodecFork ? List.of(plan.datasets())
                        : plan.datasets().stream().map(List::of).toList();
                    for (List<String> datasets : groups) units.add(new Unit(j, p, codec, datasets, cost(profile, plan, datasets.size())));
                }
            }
        }
        return units;
    }

    /**
     * The estimated seconds of a unit's measuring JVM at planned slices: its start, then per data set the warm-up
     * (at most the profile's cap) and every (op, threads) figure's slices. Every codec is estimated alike: which
     * codec is slow depends on the machine, and the split must not.
     */
    static double cost(Profile profile, Results.Plan plan, int datasets) {
        double slices = plan.ops().stream().mapToDouble(op -> profile.slices * (profile.sliceWarmups
            + profile.sliceIterations(op)) * profile.iterationMillis / 1000.0).sum();
        return JVM_SECONDS + datasets * (profile.settleCapMillis / 1000.0 + plan.threads().size() * slices);
    }

    /** The units split into {@code count} shards (index 0 is shard 1), each shard's units in the run's order. */
    public static List<List<Unit>> split(List<Unit> units, int count) {
        List<List<Unit>> shards = new ArrayList<>();
        double[] load = new double[count];
        // a stable sort: units of equal cost keep the run's order, so the split depends on the settings alone
        List<Integer> longestFirst = java.util.stream.IntStream.range(0, units.size()).boxed()
            .sorted(Comparator.comparingDouble((Integer i) -> units.get(i).cost()).reversed()).toList();
        List<List<Integer>> taken = new ArrayList<>();
        for (int i = 0; i < count; i++) taken.add(new ArrayList<>());
        for (int u : longestFirst) {
            int least = 0;
            for (int i = 1; i < count; i++) if (load[i] < load[least]) least = i;
            load[least] += units.get(u).cost();
            taken.get(least).add(u);
        }
        for (List<Integer> t : taken) shards.add(t.stream().sorted().map(units::get).toList());
        return shards;
    }

    /** The units of one shard; every unit for a whole run ({@code shard} null). */
    public static List<Unit> part(Results.Settings settings, Shard shard) {
        List<Unit> units = units(settings);
        return shard == null ? units : split(units, shard.count()).get(shard.index() - 1);
    }

    /** Whether one of {@code part}'s units measures the pair on the JVM. */
    static boolean owns(List<Unit> part, int jvm, int plan, String codec, String dataset) {
        return part.stream().anyMatch(u -> u.holds(jvm, plan, codec, dataset));
    }

    /** The shard's share of the run's estimated work (1 for a whole run). */
    public static double share(Results.Settings settings, Shard shard) {
        double all = units(settings).stream().mapToDouble(Unit::cost).sum();
        return all == 0 ? 1 : part(settings, shard).stream().mapToDouble(Unit::cost).sum() / all;
    }

    /**
     * How long this run may take: a shard takes its share of the run's --time-limit, so its shards one after another
     * take the run's limit; null without a limit.
     */
    static Double timeLimitSeconds(Results results) {
        Double limit = results.settings.timeLimitSeconds();
        return limit == null ? null : limit * share(results.settings, results.shard);
    }

    /**
     * The figures of a run merged from shards of one machine, computed again from all their iterations, as an
     * unsharded run computes them: read in the reference of every shard together and widened to the spread
     * typical of them all, not of each shard alone.
     */
    public static void recomputeMerged(Results results) {
        Profile profile = Profile.byId(results.settings.profile(), results.settings.forks());
        Estimates.updateAll(Step.plan(results, profile), results, profile);
    }
}
