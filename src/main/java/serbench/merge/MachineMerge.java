package serbench.merge;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import serbench.bench.run.ShardSplit;
import serbench.results.Results;
import serbench.results.Shard;

/**
 * The parts measured on one machine made one run: the shards of one split, none twice, their lists joined and
 * their figures computed again over all of them ({@link ShardSplit#recomputeMerged}); a pair no part measured is listed as
 * missing and recorded as a failure naming the shard that owed it.
 */
final class MachineMerge {
    private MachineMerge() {}

    /** The machine's run; {@code missing} gets a line per pair no part measured. */
    static Results of(Machines.Group machine, List<String> missing) throws MergeProblem {
        List<Part> parts = machine.parts();
        requireOneSplit(machine);
        Results merged = copy(parts.get(0).results());
        for (Part p : parts.subList(1, parts.size())) add(merged, p.results());
        merged.shard = null;
        merged.shardPairs = null;
        merged.environment.complete = true;
        Shard first = parts.get(0).results().shard;
        if (first != null) recordMissing(merged, parts, first.count(), machine.label(), missing);
        ShardSplit.recomputeMerged(merged);
        return merged;
    }

    /** Parts of one machine are the shards of one split, each once, or one whole run. */
    private static void requireOneSplit(Machines.Group machine) throws MergeProblem {
        Set<Integer> indexes = new HashSet<>();
        Part first = machine.parts().get(0);
        for (Part p : machine.parts()) {
            Shard s = p.results().shard, s0 = first.results().shard;
            if (p != first && (s == null || s0 == null)) {
                throw new MergeProblem(p.name() + " and " + first.name() + " both measured " + (s == null ? "the whole run" : "shard " + s)
                    + (s0 == null ? " beside the whole run" : "") + " on " + machine.label() + "; to keep them apart as two"
                    + " machines, label them: LABEL=DIR");
            }
            if (s == null) continue;
            if (s.count() != s0.count()) {
                throw new MergeProblem(p.name() + " is shard " + s + " and " + first.name() + " shard " + s0 + ": not one split");
            }
            if (!indexes.add(s.index())) {
                throw new MergeProblem(p.name() + " is shard " + s + ", which another part on " + machine.label() + " is too");
            }
        }
    }

    /** A deep copy through results.json's own form, so merging never changes a part. */
    private static Results copy(Results r) {
        try {
            return serbench.results.ResultsStore.JSON.readValue(serbench.results.ResultsStore.JSON.writeValueAsString(r), Results.class);
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void add(Results into, Results part) {
        part.codecs.forEach(into.codecs::putIfAbsent);
        part.datasets.forEach(into.datasets::putIfAbsent);
        into.verification.addAll(part.verification);
        into.sizes.addAll(part.sizes);
        into.results.addAll(part.results);
        into.forks.addAll(part.forks);
        into.iterations.addAll(part.iterations);
        into.failures.addAll(part.failures);
        // each shard read its own pairs' versions across
        if (part.crossVersion != null) {
            into.crossVersion = java.util.stream.Stream.concat(into.crossVersion == null ? java.util.stream.Stream.of()
                : into.crossVersion.stream(), part.crossVersion.stream()).distinct().toList();
        }
        into.environment.collectors.putAll(part.environment.collectors);
        if (part.environment.start != null && part.environment.start.compareTo(into.environment.start) < 0) {
            into.environment.start = part.environment.start;
        }
        if (part.environment.end != null && (into.environment.end == null || part.environment.end.compareTo(into.environment.end) > 0)) {
            into.environment.end = part.environment.end;
        }
        Distinct.keep(into);
    }

    /** The pairs of every shard of the split no part holds: failures saying which shard owed them. */
    private static void recordMissing(Results merged, List<Part> parts, int count, String machine, List<String> missing) {
        Set<Integer> present = parts.stream().map(p -> p.results().shard.index()).collect(Collectors.toSet());
        List<List<ShardSplit.Unit>> split = ShardSplit.split(ShardSplit.units(merged.settings), count);
        for (int k = 1; k <= count; k++) {
            if (present.contains(k)) continue;
            List<String> pairs = new ArrayList<>();
            for (ShardSplit.Unit u : split.get(k - 1)) {
                for (String d : u.datasets()) {
                    pairs.add(u.codec() + " on " + d);
                    merged.failures.add(new Results.Failure(merged.environment.jvms.get(u.jvm()).id(), d, u.codec(),
                        "not measured: shard " + k + "/" + count + " was not merged"));
                }
            }
            if (pairs.isEmpty()) continue;
            missing.add(machine + ": shard " + k + "/" + count + " is missing, " + pairs.size() + " pair(s): "
                + pairs.stream().limit(5).collect(Collectors.joining(", ")) + (pairs.size() > 5 ? ", ..." : ""));
        }
    }
}
