package serbench.bench.run;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import serbench.bench.fork.Profile;
import serbench.bench.machine.MachineCheck;
import serbench.bench.machine.MachineHistory;
import serbench.bench.machine.MeasuringJvm;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.data.own.OwnType;
import serbench.data.scale.SizeAxis;
import serbench.results.Environment;
import serbench.results.Results;
import serbench.results.ResultsStore;
import serbench.results.Shard;
import serbench.verify.OwnClassJvm;

/**
 * A whole run: check every pair, size the passing ones ({@link RunPreparation}), measure them in forked JVMs task
 * by task ({@link Rounds}), saving results.json after each task, so an interrupted run keeps what it measured and
 * can be resumed. This class holds the run's life: its start or resumption under the run lock, the preludes, the
 * measuring machine set up (idle CPUs, machine check, class data sharing), the first calls asked for
 * ({@link FirstCallRun}) and the run's end.
 */
public final class BenchRun {
    /**
     * What to run; {@code jvms} are java executables; {@code safety}, {@code evolution}, {@code interop}: compute those matrices
     * before measuring; {@code shard}: the part of the run to measure (null: all of it); {@code lanes}: measuring JVMs
     * at once, each on a CPU of its own ({@link Lanes}); {@code firstCall}: fresh JVMs per pair for its first calls before
     * measuring (null: none); {@code warmUpsAlone}: each measuring JVM runs alone from its start to its end, instead of
     * warming up beside the next one ({@link Lanes#takingTurns()}); {@code platform}: compute the platform matrix before measuring.
     */
    public record Request(Path outDir, Profile profile, boolean alloc, List<Path> jvms, List<Results.Plan> plans,
                          String preset, List<OwnType> own, boolean safety, boolean evolution, boolean interop, Duration timeLimit,
                          Shard shard, int lanes, Integer firstCall, boolean warmUpsAlone, boolean platform) {}

    /**
     * Writes the reports of what the results hold so far and returns where the main one is, or null where it wrote none
     * (nothing measured yet); bench knows no reports.
     */
    public interface Reporter {
        Path write(Results results) throws IOException;
    }

    /**
     * Work a run does once, under the run lock and before its first measurement, and keeps in results.json (the
     * safety and evolution matrices). The caller supplies it: bench schedules and saves it, and need not know
     * the packages that compute it.
     */
    public interface Prelude {
        /** What it is, for the progress line. */
        String name();

        /** True when the run's settings ask for it and results.json does not hold it yet: it is never redone. */
        boolean missing(Results results);

        /**
         * Computes it into {@code results}; {@code jvmOptions}: what a JVM it starts with the JVM running serbench adds
         * (the run's class data archive, when the run measures on that JVM).
         */
        void compute(Results results, PrintWriter out, List<String> jvmOptions) throws Exception;
    }

    private final Path outDir;
    private final Path file;
    private final PrintWriter out;
    private final ForkLauncher launcher;
    private final Reporter reporter;

    private BenchRun(Path outDir, Reporter reporter, PrintWriter out) throws IOException {
        this.outDir = outDir;
        this.file = outDir.resolve(ResultsStore.FILE);
        this.out = out;
        this.launcher = new ForkLauncher(outDir);
        this.reporter = reporter;
    }

    /** A new run never overwrites an earlier one. */
    public static final class OutputInUse extends Exception {
        OutputInUse(Path dir) {
            super(dir + " already holds a run; continue it with --resume " + dir + " or choose another --out");
        }
    }

    /** Starts a new run in an empty (or new) directory; {@code reporter} writes what is done when its first calls are interrupted. */
    public static Results start(Request request, List<Prelude> preludes, Reporter reporter, PrintWriter out) throws Exception {
        Path file = request.outDir().resolve(ResultsStore.FILE);
        if (Files.exists(file)) throw new OutputInUse(request.outDir());
        try (RunLock lock = RunLock.acquire()) {
            BenchRun run = new BenchRun(request.outDir(), reporter, out);
            Results results = RunPreparation.prepare(request);
            ResultsStore.save(results, file);
            return run.continueWith(results, preludes);
        }
    }

    /** Continues an interrupted run with the settings saved in its results.json. */
    public static Results resume(Path outDir, List<Prelude> preludes, Reporter reporter, PrintWriter out) throws Exception {
        Results results = ResultsStore.load(outDir.resolve(ResultsStore.FILE));
        if (results.settings == null) throw new IllegalArgumentException(outDir + " holds no run settings to resume");
        results.settings.own().forEach(OwnClassJvm::load);   // the user's own data sets, from the same files again
        if (results.scaling != null) SizeAxis.useSeed(results.scaling.seed());   // and the size axis's values
        try (RunLock lock = RunLock.acquire()) {
            if (!results.failures.isEmpty()) {
                // a failed pair may have failed for a passing reason (another run's lock, a killed JVM): try it again
                out.printf("serbench: resuming: trying the %d failed figure(s) again%n", results.failures.size());
                RunPreparation.forgetFailures(results);
            }
            return new BenchRun(outDir, reporter, out).continueWith(results, preludes);
        }
    }

    /**
     * The preludes, the first calls and the measuring, then the run's end; an interruption ends it where it is. The
     * run's JVMs are resolved once, here, for every phase; each phase's JVMs start through the run's one launcher,
     * which prepares each JVM's class data archive once. A write that fails on the way (a full disk, a directory made
     * read-only or removed) says that what was saved before is kept and how to go on from it.
     */
    private Results continueWith(Results results, List<Prelude> preludes) throws Exception {
        List<MeasuringJvm> jvms = MeasuringJvm.of(results.environment);
        try {
            preludes(results, preludes, jvms);
            // the first calls come before the measuring, inside the run's --time-limit: once the measuring began, they are done
            if (results.settings.firstCall() != null && !measuringBegan(results) && !firstCalls(results, jvms.get(0))) return results;
            if (!measure(results, jvms)) return results;
            finish(results);
            return results;
        } catch (IOException e) {
            if (!Files.isRegularFile(file)) throw e;
            throw new IOException(e.getMessage() + "; the results saved before are kept in " + file
                + "; continue with: serbench run --resume " + outDir, e);
        }
    }

    /** Each prelude the results still lack, each saved when done, so an interrupted run keeps it. */
    private void preludes(Results results, List<Prelude> preludes, List<MeasuringJvm> jvms) throws Exception {
        List<Prelude> missing = preludes.stream().filter(p -> p.missing(results)).toList();
        if (missing.isEmpty()) return;
        List<String> jvmOptions = sharedClasses(jvms);
        for (Prelude prelude : missing) {
            out.println("serbench: " + prelude.name() + ", before measuring");
            out.flush();
            prelude.compute(results, out, jvmOptions);
            ResultsStore.save(results, file);
        }
    }

    /**
     * The class data archive of the JVM running serbench, made now (as the first calls and the rounds would make it)
     * when the run measures on that JVM, and the options that map it: a safety JVM starts some 0.2 s sooner with it.
     */
    private List<String> sharedClasses(List<MeasuringJvm> jvms) throws IOException, InterruptedException {
        for (MeasuringJvm jvm : jvms) {
            if (!jvm.running()) continue;
            out.println("serbench: " + launcher.shareClasses(jvm));
            out.flush();
            return launcher.sharing(jvm);
        }
        return List.of();
    }

    /** True when every measuring JVM has run, false when the run was interrupted. */
    private boolean measure(Results results, List<MeasuringJvm> jvms) throws Exception {
        Profile profile = Profile.byId(results.settings.profile(), results.settings.forks());
        List<Step> steps = Step.plan(results, profile);
        if (results.environment.machineCheck == null) {
            results.environment.machineCheck = MachineCheck.run(profile);
            ResultsStore.save(results, file);
        }
        Environment.MachineCheck check = results.environment.machineCheck;
        out.printf("serbench: machine check: fixed serialization work varied by %.1f%% from slice to slice in CPU time%s%n",
            check.spreadPercent(), check.clockFarOff() ? String.format(java.util.Locale.ROOT, " (by the clock %.1f%%: other work had the CPU at times,"
            + " which lengthens the run, not its figures)", check.clockSpreadPercent()) : "");
        if (check.warning() != null) out.println("serbench: warning: " + check.warning());
        else if (check.foretold() != null) out.println("serbench: " + check.foretold());
        Double limit = ShardSplit.timeLimitSeconds(results);
        out.printf("serbench: %d measuring JVM%s per round, profile %s: %s%s%n", steps.size(), steps.size() == 1 ? "" : "s",
            profile.id(), profile.describe(), limit == null ? "" : "; the run ends within " + Progress.clock(limit)
            + " unless its minimum rounds take longer");
        int laneCount = results.settings.laneCount();
        Progress progress = new Progress(results, steps, profile, limit,
            Progress::runSeconds, laneCount);
        if (!results.forks.isEmpty()) out.println("serbench: resuming: " + progress.done());
        out.flush();
        boolean finished;
        // under the shutdown hook: a run interrupted while the archive is written says how to resume, too
        Checkpoint checkpoint = new Checkpoint(file);
        try (Interruption interruption = new Interruption(launcher, out, results, checkpoint, "serbench run --resume " + outDir, null);
             Lanes lanes = results.settings.warmUpsSideBySide() ? Lanes.takingTurns() : Lanes.of(laneCount)) {
            results.environment.lanes = lanes.describe();
            if (results.environment.lanes != null) out.println("serbench: " + results.environment.lanes);
            for (MeasuringJvm jvm : jvms) {
                String sharing = launcher.shareClasses(jvm);
                if (interruption.happened()) return false;
                if (sharing == null) continue;   // prepared before the matrices or the first calls, and said so
                out.println("serbench: " + sharing);
                out.flush();
            }
            finished = new Rounds(steps, profile, results, progress, new ForkRecorder(launcher, interruption, jvms), interruption,
                lanes, checkpoint, out).run();
        }
        String overrun = finished ? progress.overrun() : null;
        if (overrun != null) out.println(overrun);
        return finished;
    }

    /** The measuring saves the machine check before its first JVM. */
    private static boolean measuringBegan(Results results) {
        return results.environment.machineCheck != null || !results.forks.isEmpty();
    }

    /** The first calls of the run's codecs on its built-in data sets; false when interrupted. */
    private boolean firstCalls(Results results, MeasuringJvm jvm) throws Exception {
        List<String> datasets = Datasets.registered(results.settings.plans().stream().flatMap(p -> p.datasets().stream()).toList())
            .stream().map(Dataset::id).toList();
        return FirstCallRun.measureLocked(results, launcher, jvm, List.copyOf(results.codecs.keySet()), datasets,
            results.settings.firstCall(), outDir, out, reporter, "serbench run --resume " + outDir);
    }

    private void finish(Results results) throws IOException {
        results.environment.end = Instant.now().toString();
        results.environment.complete = true;
        ResultsStore.save(results, file);
        launcher.removeWorkDir();
        String unkept = MachineHistory.keep(results);
        if (unkept != null) out.println("serbench: " + unkept);
    }
}
