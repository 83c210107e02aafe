package serbench.merge;

import java.util.ArrayList;
import java.util.List;
import serbench.results.Results;

/**
 * {@code serbench merge}: parts of one run (its shards, on one machine or several) made one results file. The parts
 * must belong together ({@link Belonging}); they are grouped into machines ({@link Machines}); each machine's
 * shards become one run ({@link MachineMerge}), and several machines one file with the machine as a dimension
 * ({@link MachineJoin}); one machine's merge is shaped as an unsharded run of it.
 */
public final class Merge {
    private Merge() {}

    /**
     * The merged results; {@code warnings}: parts kept apart from machines of their kind, and why; {@code missing}:
     * per machine, the shards no part holds and their pairs.
     */
    public record Outcome(Results results, List<String> warnings, List<String> missing) {}

    public static Outcome of(List<Part> parts) throws MergeProblem {
        if (parts.isEmpty()) throw new MergeProblem("nothing to merge");
        Belonging.check(parts);
        List<String> warnings = new ArrayList<>(), missing = new ArrayList<>();
        List<Machines.Group> machines = Machines.of(parts, warnings);
        List<Results> runs = new ArrayList<>();
        for (Machines.Group m : machines) runs.add(MachineMerge.of(m, missing));
        return new Outcome(runs.size() == 1 ? runs.get(0) : MachineJoin.of(machines, runs), warnings, missing);
    }
}
