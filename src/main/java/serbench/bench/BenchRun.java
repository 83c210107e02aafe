package serbench.bench;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import serbench.SerbenchVersion;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.data.own.OwnType;
import serbench.results.Environment;
import serbench.results.Measurement;
import serbench.results.Results;
import serbench.results.ResultsStore;
import serbench.size.SizeRow;
import serbench.verify.RoundTrip;
import serbench.verify.Verdict;

/**
 * A whole run: check every pair, size the passing ones, measure them in forked JVMs task by task,
 * saving results.json after each task, so an interrupted run keeps what it measured and can be resumed.
 */
public final class BenchRun {
    /**
     * What to run; {@code jvms} are java executables; {@code safety}, {@code evolution}: compute those matrices
     * before measuring.
     */
    public record Request(Path outDir, Profile profile, boolean alloc, List<Path> jvms, List<Results.Plan> plans,
                          String preset, List<OwnType> own, boolean safety, boolean evolution, Duration timeLimit,
                          boolean leaveCpusIdle) {}

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

        /** Computes it into {@code results}. */
        void compute(Results results, PrintWriter out) throws Exception;
    }

    private final Path outDir;
    private final Path file;
    private final PrintWriter out;
    private final ForkLauncher launcher;
    private volatile boolean interrupted;
    /** Said once: the minimum rounds end past the time limit. */
    private boolean warnedPastLimit;

    private BenchRun(Path outDir, PrintWriter out) throws IOException {
        this.outDir = outDir;
        this.file = outDir.resolve(ResultsStore.FILE);
        this.out = out;
        this.launcher = new ForkLauncher(outDir);
    }

    /** A new run never overwrites an earlier one. */
    public static final class OutputInUse extends Exception {
        OutputInUse(Path dir) {
            super(dir + " already holds a run; continue it with --resume " + dir + " or choose another --out");
        }
    }

    /** Starts a new run in an empty (or new) directory. */
    public static Results start(Request request, List<Prelude> preludes, PrintWriter out) throws Exception {
        Path file = request.outDir().resolve(ResultsStore.FILE);
        if (Files.exists(file)) throw new OutputInUse(request.outDir());
        try (RunLock lock = RunLock.acquire()) {
            BenchRun run = new BenchRun(request.outDir(), out);
            Results results = prepare(request);
            ResultsStore.save(results, file);
            return run.continueWith(results, preludes);
        }
    }

    /** Continues an interrupted run with the settings saved in its results.json. */
    public static Results resume(Path outDir, List<Prelude> preludes, PrintWriter out) throws Exception {
        Results results = ResultsStore.load(outDir.resolve(ResultsStore.FILE));
        if (results.settings == null) throw new IllegalArgumentException(outDir + " holds no run settings to resume");
        results.settings.own().forEach(Datasets::addOwn);   // the user's own data sets, from the same files again
        try (RunLock lock = RunLock.acquire()) {
            if (!results.failures.isEmpty()) {
                // a failed pair may have failed for a passing reason (another run's lock, a killed JVM): try it again
                out.printf("serbench: resuming: trying the %d failed figure(s) again%n", results.failures.size());
                forgetFailures(results);
            }
            return new BenchRun(outDir, out).continueWith(results, preludes);
        }
    }

    /**
     * The preludes and the measuring; a write that fails on the way (a full disk, a directory made read-only or
     * removed) says that what was saved before is kept and how to go on from it.
     */
    private Results continueWith(Results results, List<Prelude> preludes) throws Exception {
        try {
            preludes(results, preludes);
            return measure(results);
        } catch (IOException e) {
            if (!Files.isRegularFile(file)) throw e;
            throw new IOException(e.getMessage() + "; the results saved before are kept in " + file
                + "; continue with: serbench run --resume " + outDir, e);
        }
    }

    /**
     * Clears the failures with all their measuring JVMs left (rounds, iterations, figures), so the failed pairs are
     * measured anew from the first round: a failed JVM still counted as a round would never run again.
     */
    private static void forgetFailures(Results r) {
        for (Results.Failure f : r.failures) {
            List<Results.ForkRun> failed = r.forks.stream().filter(k -> k.jvm().equals(f.jvm()) && k.codec().equals(f.codec())
                && k.datasets().contains(f.dataset())).toList();
            // the data sets measured beside the failed one share its JVMs' rounds, so they go too
            Set<String> datasets = new HashSet<>(List.of(f.dataset()));
            failed.forEach(k -> datasets.addAll(k.datasets()));
            r.forks.removeAll(failed);
            r.iterations.removeIf(i -> i.jvm().equals(f.jvm()) && i.codec().equals(f.codec()) && datasets.contains(i.dataset()));
            r.results.removeIf(m -> m.jvm().equals(f.jvm()) && m.codec().equals(f.codec()) && datasets.contains(m.dataset()));
        }
        r.failures.clear();
    }

    private static Results prepare(Request request) throws Exception {
        Results r = new Results();
        Environment env = r.environment;
        Machine.describe(env);
        env.profile = request.profile().id();
        env.profileDetail = request.profile().describe();
        env.serbenchVersion = SerbenchVersion.current();
        env.start = Instant.now().toString();
        for (Path java : request.jvms()) {
            Environment.Jvm jvm = JvmProbe.describe(java);
            boolean taken = env.jvms.stream().anyMatch(j -> j.id().equals(jvm.id()));
            env.jvms.add(taken ? new Environment.Jvm(jvm.id() + "#" + (env.jvms.size() + 1), jvm.vendor(), jvm.version(),
                jvm.vm(), jvm.path()) : jvm);
        }
        r.settings = new Results.Settings(request.profile().id(), request.alloc(),
            request.jvms().stream().map(Path::toString).toList(), request.plans(), request.own(), request.safety(),
            request.evolution(), request.timeLimit() == null ? null : (double) request.timeLimit().toSeconds(),
            request.leaveCpusIdle());
        r.preset = request.preset();
        Map<String, Verdict> checked = new LinkedHashMap<>();
        for (Results.Plan plan : request.plans()) {
            for (String c : plan.codecs()) {
                Codec codec = Codecs.byId(c).orElseThrow();
                r.codecs.computeIfAbsent(c, id -> new Results.CodecInfo(codec.family(), codec.library().name(),
                    codec.library().version(), codec.traits().labels(), codec.setup(), codec.baseline()));
                for (String d : plan.datasets()) {
                    Dataset<?> dataset = Datasets.byId(d).orElseThrow();
                    r.datasets.putIfAbsent(d, dataset.description());
                    checked.computeIfAbsent(d + "/" + c, k -> RoundTrip.check(codec, dataset));
                }
            }
        }
        for (Verdict v : checked.values()) {
            r.verification.add(new Results.Check(v.dataset(), v.codec(), v.status().name(), v.reason()));
            if (v.passed()) r.sizes.add(Results.Size.of(SizeRow.of(v.dataset(), v.codec(), v.encoded())));
        }
        return r;
    }

    /** Each prelude the results still lack, each saved when done, so an interrupted run keeps it. */
    private void preludes(Results results, List<Prelude> preludes) throws Exception {
        for (Prelude prelude : preludes) {
            if (!prelude.missing(results)) continue;
            out.println("serbench: " + prelude.name() + ", before measuring");
            out.flush();
            prelude.compute(results, out);
            ResultsStore.save(results, file);
        }
    }

    private Results measure(Results results) throws Exception {
        Profile profile = Profile.byId(results.settings.profile());
        // smoke is a CI check, not for comparison: no need to keep the CPUs busy for its figures
        boolean keepBusy = profile.comparable() && !results.settings.leaveCpusIdle();
        try (KeepWarm warm = keepBusy ? KeepWarm.start() : null) {
            results.environment.idleCpus = warm != null ? warm.describe()
                : profile.comparable() ? "left idle (--leave-cpus-idle)" : null;
            if (results.environment.idleCpus != null) out.println("serbench: idle CPUs " + results.environment.idleCpus);
            return measure(results, profile);
        }
    }

    private Results measure(Results results, Profile profile) throws Exception {
        List<Step> steps = plan(results, profile);
        if (results.environment.machineCheck == null) {
            results.environment.machineCheck = MachineCheck.run(profile);
            ResultsStore.save(results, file);
        }
        Environment.MachineCheck check = results.environment.machineCheck;
        out.printf("serbench: machine check: fixed serialization work varied by %.1f%% from slice to slice%n", check.spreadPercent());
        if (check.warning() != null) out.println("serbench: warning: " + check.warning());
        Double limit = results.settings.timeLimitSeconds();
        out.printf("serbench: %d measuring JVM%s per round, profile %s: %s%s%n", steps.size(), steps.size() == 1 ? "" : "s",
            profile.id(), profile.describe(), limit == null ? "" : "; the run ends within " + Progress.clock(limit)
            + " unless its minimum rounds take longer");
        Progress progress = new Progress(results, steps, profile, limit,
            () -> ManagementFactory.getRuntimeMXBean().getUptime() / 1000.0);
        if (!results.forks.isEmpty()) out.println("serbench: resuming: " + progress.done());
        out.flush();
        Thread hook = new Thread(() -> {
            interrupted = true;
            launcher.kill();
            out.printf("%nserbench: interrupted; finished results are kept in %s%ncontinue with: serbench run --resume %s%n",
                file, outDir);
            out.flush();
        });
        Runtime.getRuntime().addShutdownHook(hook);
        boolean finished;
        try {
            // under the shutdown hook: a run interrupted while the archive is written says how to resume, too
            for (Environment.Jvm jvm : results.environment.jvms) {
                String sharing = launcher.shareClasses(Path.of(jvm.path()), major(jvm), jvm.id(), jvm.version());
                if (interrupted) return results;
                out.println("serbench: " + sharing);
                out.flush();
            }
            finished = rounds(steps, profile, results, progress);
        } finally {
            // an error ends the run too, but it is no interruption to resume from: the hook must not say so
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running: the run was interrupted
            }
        }
        if (!finished) return results;
        results.environment.end = Instant.now().toString();
        results.environment.complete = true;
        ResultsStore.save(results, file);
        cleanUp();
        return results;
    }

    /** The minimum rounds, then further JVMs for wide figures ({@link Remeasuring}); false when the run was interrupted. */
    private boolean rounds(List<Step> steps, Profile profile, Results results, Progress progress) throws Exception {
        for (int round = 1; round <= profile.minForks; round++) {
            for (Step step : steps) {
                if (step.failed(results) || step.forks(results) >= round) continue;
                if (!fork(step, round, profile, results, progress, progress.extraSliceShare())) return false;
            }
        }
        reestimate(steps, results, profile);
        while (true) {
            // a figure no wider than the run's typical spread between JVMs is as narrow as more JVMs can make it
            Double typical = Estimates.typicalSpread(results, profile);
            double target = Math.max(profile.targetError, typical == null ? 0 : typical);
            double spare = progress.spareSeconds();
            List<Remeasuring.Candidate<Step>> candidates = steps.stream().filter(s -> !s.failed(results))
                .map(s -> new Remeasuring.Candidate<>(s, s.baseline(results), s.widest(results), s.forks(results),
                    s.plannedSeconds(results)))
                .toList();
            Step next = Remeasuring.next(candidates, target, profile.maxForks, spare).orElse(null);
            if (next == null) break;
            if (!fork(next, next.forks(results) + 1, profile, results, progress, spare - next.plannedSeconds(results))) {
                return false;
            }
        }
        reestimate(steps, results, profile);
        return true;
    }

    /**
     * Runs one measuring JVM of a step, which may spend {@code extraSliceSeconds} on further slices (null: as
     * many as the profile allows), saves and prints the progress line; false when the run was interrupted.
     */
    private boolean fork(Step step, int round, Profile profile, Results results, Progress progress, Double extraSliceSeconds)
            throws Exception {
        long start = System.nanoTime();
        double extra = run(step, round, profile, results, extraSliceSeconds);
        if (interrupted) return false;
        results.forks.add(new Results.ForkRun(step.jvm().id(), step.task().codec(), step.task().datasets(), step.task().mode(),
            round, round2((System.nanoTime() - start) / 1e9), round2(extra)));
        ResultsStore.save(results, file);
        out.println(progress.line(step, round));
        if (!warnedPastLimit && progress.minimumRoundsPastLimit()) {
            warnedPastLimit = true;
            out.println("serbench: warning: at the pace so far, the minimum rounds alone end past the time limit ("
                + Progress.clock(results.settings.timeLimitSeconds()) + "): no JVM waits for calm moments and no figure is"
                + " re-measured, and the run ends when they do; a longer --time-limit or a smaller matrix leaves room for both");
        }
        out.flush();
        return true;
    }

    private static double round2(double seconds) {
        return Math.round(seconds * 100) / 100.0;
    }

    /** One (codec, data sets, mode) on one JVM: what one measuring JVM runs in each round. */
    record Step(Environment.Jvm jvm, ForkTask task) {
        boolean failed(Results r) {
            return r.failures.stream().anyMatch(f -> f.jvm().equals(jvm.id()) && f.codec().equals(task.codec())
                && task.datasets().contains(f.dataset()));
        }

        private java.util.stream.Stream<Results.ForkRun> runs(Results r) {
            return r.forks.stream().filter(f -> f.jvm().equals(jvm.id()) && f.codec().equals(task.codec())
                && f.datasets().equals(task.datasets()) && f.mode().equals(task.mode()));
        }

        int forks(Results r) {
            return (int) runs(r).count();
        }

        /** What the step's JVMs took for their planned slices, on average. */
        double plannedSeconds(Results r) {
            return runs(r).mapToDouble(Results.ForkRun::plannedSeconds).average().orElse(0);
        }

        boolean owns(Measurement m) {
            return m.jvm().equals(jvm.id()) && m.codec().equals(task.codec()) && task.datasets().contains(m.dataset())
                && m.mode().equals(task.mode());
        }

        /**
         * Whether the step measures a baseline: those are re-measured after the codecs, since they frame the
         * comparison rather than take part in it, and memcpy's few nanoseconds per op differ more from JVM to
         * JVM than a codec's figures (16.3 to 18.1 ns for media's, every JVM calm), which a further JVM rarely narrows.
         */
        boolean baseline(Results r) {
            return r.baseline(task.codec());
        }

        /** The widest relative interval among the step's figures. */
        double widest(Results r) {
            return r.results.stream().filter(this::owns)
                .mapToDouble(m -> m.error() == null ? Double.POSITIVE_INFINITY : m.error() / Math.abs(m.score()))
                .max().orElse(0);
        }
    }

    private static List<Step> plan(Results results, Profile profile) {
        List<Step> steps = new ArrayList<>();
        for (Environment.Jvm jvm : results.environment.jvms) {
            for (Results.Plan plan : results.settings.plans()) {
                for (String codec : plan.codecs()) {
                    List<String> passing = plan.datasets().stream()
                        .filter(d -> results.verification.stream().anyMatch(v -> v.codec().equals(codec)
                            && v.dataset().equals(d) && v.status().equals(Verdict.Status.PASS.name())))
                        .toList();
                    List<List<String>> groups = profile.perCodecFork || passing.isEmpty()
                        ? (passing.isEmpty() ? List.of() : List.of(passing))
                        : passing.stream().map(List::of).toList();
                    for (List<String> datasets : groups) {
                        steps.add(new Step(jvm, new ForkTask(codec, datasets, plan.ops(), plan.threads(), plan.mode(),
                            profile.id(), results.settings.alloc(), results.settings.own())));
                    }
                }
            }
        }
        return steps;
    }

    /** Measures and records one JVM's iterations and figures; the seconds it spent on further slices. */
    private double run(Step step, int round, Profile profile, Results results, Double extraSliceSeconds)
            throws IOException, InterruptedException {
        ForkTask task = step.task();
        Path java = Path.of(step.jvm().path());
        int major = major(step.jvm());
        String name = (step.jvm().id() + "-" + task.mode() + "-" + task.codec() + "-" + String.join("_", task.datasets())
            + "-round" + round).replaceAll("[^A-Za-z0-9._-]", "_");
        ForkOutput measured;
        try {
            measured = launcher.run(task.inRun(calmCanary(results), extraSliceSeconds), java, major, name);
        } catch (ForkLauncher.ForkFailed e) {
            if (interrupted) return 0;
            for (String d : task.datasets()) results.failures.add(new Results.Failure(step.jvm().id(), d, task.codec(), e.getMessage()));
            return 0;
        }
        for (ForkResult f : measured.results()) {
            results.iterations.add(new Results.Iterations(step.jvm().id(), task.codec(), f.dataset(), f.op(), f.threads(),
                task.mode(), round, f.samples(), f.allocBytesPerOp(), f.canaries()));
        }
        Double typical = recordSpread(results, profile);
        for (String d : task.datasets()) {
            List<String> missing = estimate(step, d, results, profile, typical);
            if (!missing.isEmpty()) {
                results.failures.add(new Results.Failure(step.jvm().id(), d, task.codec(), "benchmark threw during "
                    + String.join(", ", missing) + "; see " + launcher.logDir().resolve(name + ".log")));
            }
        }
        return measured.extraSliceSeconds();
    }

    private static int major(Environment.Jvm jvm) {
        return JvmProbe.major(jvm.id().replaceFirst("#.*", ""));
    }

    /** Recomputes a step's figures on one data set from the iterations of all its JVMs; the ops no JVM measured. */
    private static List<String> estimate(Step step, String dataset, Results results, Profile profile, Double typical) {
        ForkTask task = step.task();
        List<String> missing = new ArrayList<>();
        for (String op : task.ops()) {
            for (int t : task.threads()) {
                Measurement m = Estimates.of(results, step.jvm().id(), task.codec(), dataset, op, t, task.mode(), profile,
                    typical);
                results.results.removeIf(old -> old.jvm().equals(step.jvm().id()) && old.codec().equals(task.codec())
                    && old.dataset().equals(dataset) && old.op().equals(op) && old.threads() == t && old.mode().equals(task.mode()));
                if (m == null) missing.add(op + "@" + t);
                else results.results.add(m);
            }
        }
        return missing;
    }

    /**
     * Recomputes every figure: which JVMs ran in calm moments is judged against the run's calmest canary, which
     * later JVMs may have lowered.
     */
    private static void reestimate(List<Step> steps, Results results, Profile profile) {
        Double typical = recordSpread(results, profile);
        for (Step step : steps) {
            if (step.failed(results)) continue;
            for (String d : step.task().datasets()) estimate(step, d, results, profile, typical);
        }
    }

    /**
     * The run's typical spread between JVMs, which every figure's interval is widened to, computed once for a batch
     * of figures and kept in the environment.
     */
    private static Double recordSpread(Results results, Profile profile) {
        Double spread = Estimates.typicalSpread(results, profile);
        results.environment.jvmSpreadPercent = spread == null ? null : Math.round(spread * 1000) / 10.0;
        return spread;
    }

    /** The fastest canary reading of the run so far: a calm machine; null before the first. */
    static Double calmCanary(Results results) {
        return results.iterations.stream().filter(i -> i.canaries() != null).flatMap(i -> i.canaries().stream())
            .min(Double::compare).orElse(null);
    }

    private void cleanUp() throws IOException {
        try (var files = Files.list(outDir.resolve("work"))) {
            if (files.findAny().isEmpty()) Files.delete(outDir.resolve("work"));
        }
    }
}
