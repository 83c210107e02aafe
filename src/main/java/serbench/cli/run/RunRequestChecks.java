package serbench.cli.run;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import serbench.bench.fork.Profile;
import serbench.bench.machine.JvmProbe;
import serbench.bench.run.ShardSplit;
import serbench.results.MeasureMode;
import serbench.results.Results;
import serbench.results.Shard;

/**
 * The rules a new run's --profile, --threads, --jvm, --lanes, --mode time:T and --shard must meet; each broken one
 * throws, saying what is wrong.
 */
public final class RunRequestChecks {
    private static final int CORES = Runtime.getRuntime().availableProcessors();
    /** Past a few threads per core a benchmark measures the scheduler; far past it, it fills the process table. */
    static final int MAX_THREADS = 4 * CORES;

    private RunRequestChecks() {}

    /** The --profile {@code id} with the --forks {@code forks} (null: its own). */
    static Profile profile(String id, Integer forks) {
        Profile p;
        try {
            p = Profile.byId(id);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("invalid profile '" + id + "'; valid: smoke, quick, full");
        }
        return forks == null ? p : p.withForks(forks);
    }

    /** The thread counts, each once, in the order given. */
    static List<Integer> threads(List<Integer> threads) {
        for (int t : threads) {
            if (t < 1) throw new IllegalArgumentException("--threads must be positive, got " + t);
            if (t > MAX_THREADS) {
                throw new IllegalArgumentException("--threads " + t + " is more than this machine can measure: at most "
                    + MAX_THREADS + " (4 per core, " + CORES + " cores)");
            }
        }
        return List.copyOf(new LinkedHashSet<>(threads));
    }

    /**
     * Measuring JVMs at once: each has a CPU of its own, so at most as many as this process may use, and each measures
     * one thread (a JVM of several threads pinned to one CPU would measure the scheduler).
     */
    static int lanes(int lanes, List<Integer> threads) {
        if (lanes < 1) throw new IllegalArgumentException("--lanes must be positive, got " + lanes);
        if (lanes > CORES) {
            throw new IllegalArgumentException("--lanes " + lanes + " needs a CPU per lane; this process may use " + CORES);
        }
        if (lanes > 1 && threads.stream().anyMatch(t -> t > 1)) {
            throw new IllegalArgumentException("--lanes " + lanes + " pins each measuring JVM to one CPU; measure --threads "
                + "above 1 with --lanes 1");
        }
        return lanes;
    }

    /** The java executables of the --jvm options, one JDK named two ways once; the running one without any. */
    public static List<Path> javas(List<String> jvms) {
        List<Path> javas = new ArrayList<>();
        if (jvms == null || jvms.isEmpty()) javas.add(JvmProbe.current());
        else for (String j : jvms) {
            Path java = JvmProbe.executable(j);
            if (!javas.contains(java)) javas.add(java);
        }
        javas.forEach(JvmProbe::requireSupported);
        return javas;
    }

    /**
     * The plans, when their fixed-time iterations fit the run: {@code time:T} takes its iterations' seconds whatever the
     * machine, so what they take is known before the run starts and must fit in its --time-limit ({@code limit}), or
     * without one in the longest a run may be given ({@link TimeLimit#MAX_TIME_LIMIT}): a run can never end sooner.
     */
    static List<Results.Plan> fixedTime(List<Results.Plan> plans, Profile profile, int jvms, int lanes, Duration limit) {
        for (Results.Plan plan : plans) {
            MeasureMode m = MeasureMode.parse(plan.mode());
            if (m.kind() != MeasureMode.Kind.TIME) continue;
            long figures = (long) plan.codecs().size() * plan.datasets().size() * plan.ops().size() * plan.threads().size();
            int forks = jvms * profile.minForks();
            double seconds = (double) figures * forks * MeasureMode.FIXED_TIME_ITERATIONS * m.seconds() / lanes;
            Duration bound = limit != null ? limit : TimeLimit.MAX_TIME_LIMIT;
            if (seconds > bound.toSeconds()) {
                throw new IllegalArgumentException(String.format(Locale.ROOT, "--mode %s: %,d figures, each %d iterations of"
                    + " %,d s in %d measuring JVM%s, take %s, more than %s; give a shorter time:T or measure fewer pairs",
                    m.id(), figures, MeasureMode.FIXED_TIME_ITERATIONS, m.seconds(), forks, forks == 1 ? "" : "s",
                    TimeLimit.format(Duration.ofSeconds((long) seconds)), limit != null ? "--time-limit " + TimeLimit.format(limit)
                        : "any run may take (" + TimeLimit.format(TimeLimit.MAX_TIME_LIMIT) + ")"));
            }
        }
        return plans;
    }

    /**
     * The shard, when it has something to measure: a shard gets at least one measuring JVM per round, so with more
     * shards than the run has JVMs per round the ones past that number have none.
     */
    static Shard shard(Shard shard, Profile profile, List<Path> javas, List<Results.Plan> plans) {
        List<String> jvms = javas.stream().map(Path::toString).toList();
        int units = ShardSplit.units(new Results.Settings(profile.id(), false, jvms, plans)).size();
        if (shard.index() > units) {
            throw new IllegalArgumentException("--shard " + shard + " has nothing to measure: this run has " + units
                + " measuring JVM" + (units == 1 ? "" : "s") + " per round, at least one per shard; split it into at most "
                + units + " shards");
        }
        return shard;
    }
}
