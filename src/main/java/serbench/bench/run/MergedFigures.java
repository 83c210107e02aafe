package serbench.bench.run;

import serbench.bench.fork.Profile;
import serbench.results.Results;

/**
 * The figures of a run merged from shards of one machine, computed again from all their iterations, as an
 * unsharded run computes them: judged against the calmest canary of every shard and widened to the spread
 * typical of them all, not of each shard alone.
 */
public final class MergedFigures {
    private MergedFigures() {}

    public static void recompute(Results results) {
        Profile profile = Profile.byId(results.settings.profile());
        Estimates.updateAll(Step.plan(results, profile), results, profile);
    }
}
