package serbench.bench;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.SerbenchVersion;
import serbench.report.Environment;
import serbench.report.Measurement;
import serbench.report.Numbers;
import serbench.report.Results;
import serbench.report.ResultsStore;
import serbench.size.SizeRow;
import serbench.verify.RoundTrip;
import serbench.verify.Verdict;

/**
 * A whole run: check every pair, size the passing ones, measure them in forked JVMs task by task,
 * saving results.json after each task, so an interrupted run keeps what it measured and can be resumed.
 */
public final class BenchRun {
    /** What to run; {@code jvms} are java executables. */
    public record Request(Path outDir, Profile profile, boolean alloc, List<Path> jvms, List<Results.Plan> plans,
                          String preset) {}

    private final Path outDir;
    private final Path file;
    private final PrintWriter out;
    private final ForkLauncher launcher;
    private volatile boolean interrupted;

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
    public static Results start(Request request, PrintWriter out) throws Exception {
        Path file = request.outDir().resolve(ResultsStore.FILE);
        if (Files.exists(file)) throw new OutputInUse(request.outDir());
        BenchRun run = new BenchRun(request.outDir(), out);
        Results results = prepare(request);
        ResultsStore.save(results, file);
        return run.measure(results);
    }

    /** Continues an interrupted run with the settings saved in its results.json. */
    public static Results resume(Path outDir, PrintWriter out) throws Exception {
        Results results = ResultsStore.load(outDir.resolve(ResultsStore.FILE));
        if (results.settings == null) throw new IllegalArgumentException(outDir + " holds no run settings to resume");
        return new BenchRun(outDir, out).measure(results);
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
            request.jvms().stream().map(Path::toString).toList(), request.plans());
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

    private Results measure(Results results) throws Exception {
        Profile profile = Profile.valueOf(results.settings.profile().toUpperCase(java.util.Locale.ROOT));
        List<Step> steps = plan(results, profile);
        long todo = steps.stream().filter(s -> !s.done(results)).count();
        out.printf("serbench: %d measuring JVM task%s to run (%d already done), profile %s: %s%n", todo,
            todo == 1 ? "" : "s", steps.size() - todo, profile.id(), profile.describe());
        out.flush();
        Thread hook = new Thread(() -> {
            interrupted = true;
            launcher.kill();
            out.printf("%nserbench: interrupted; finished results are kept in %s%ncontinue with: serbench run --resume %s%n",
                file, outDir);
            out.flush();
        });
        Runtime.getRuntime().addShutdownHook(hook);
        Instant began = Instant.now();
        int finished = 0;
        for (Step step : steps) {
            if (step.done(results)) continue;
            run(step, profile, results);
            if (interrupted) return results;
            ResultsStore.save(results, file);
            finished++;
            out.println(progress(step, results, finished, todo, began));
            out.flush();
        }
        Runtime.getRuntime().removeShutdownHook(hook);
        results.environment.end = Instant.now().toString();
        results.environment.complete = true;
        ResultsStore.save(results, file);
        cleanUp();
        return results;
    }

    /** One measuring-JVM task of one plan on one JVM. */
    private record Step(Environment.Jvm jvm, Results.Plan plan, ForkTask task) {
        boolean done(Results r) {
            for (String d : task.datasets()) {
                boolean failed = r.failures.stream().anyMatch(f -> f.jvm().equals(jvm.id()) && f.codec().equals(task.codec())
                    && f.dataset().equals(d));
                if (failed) continue;
                for (String op : task.ops()) {
                    for (int t : task.threads()) {
                        boolean measured = r.results.stream().anyMatch(m -> m.jvm().equals(jvm.id()) && m.codec().equals(task.codec())
                            && m.dataset().equals(d) && m.op().equals(op) && m.threads() == t && m.mode().equals(task.mode()));
                        if (!measured) return false;
                    }
                }
            }
            return true;
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
                        steps.add(new Step(jvm, plan, new ForkTask(codec, datasets, plan.ops(), plan.threads(), plan.mode(),
                            profile.id(), results.settings.alloc())));
                    }
                }
            }
        }
        return steps;
    }

    private void run(Step step, Profile profile, Results results) throws IOException, InterruptedException {
        ForkTask task = step.task();
        Path java = Path.of(step.jvm().path());
        int major = JvmProbe.major(step.jvm().id().replaceFirst("#.*", ""));
        String name = (step.jvm().id() + "-" + task.mode() + "-" + task.codec() + "-" + String.join("_", task.datasets()))
            .replaceAll("[^A-Za-z0-9._-]", "_");
        Map<String, List<Double>> samples = new LinkedHashMap<>();
        Map<String, List<Double>> allocs = new LinkedHashMap<>();
        for (int fork = 0; fork < profile.forks; fork++) {
            try {
                for (ForkResult f : launcher.run(task, java, major, name)) {
                    String key = f.dataset() + "\n" + f.op() + "\n" + f.threads();
                    samples.computeIfAbsent(key, k -> new ArrayList<>()).addAll(f.samples());
                    if (f.allocBytesPerOp() != null) allocs.computeIfAbsent(key, k -> new ArrayList<>()).add(f.allocBytesPerOp());
                }
            } catch (ForkLauncher.ForkFailed e) {
                if (interrupted) return;
                for (String d : task.datasets()) results.failures.add(new Results.Failure(step.jvm().id(), d, task.codec(), e.getMessage()));
                return;
            }
        }
        MeasureMode mode = MeasureMode.parse(task.mode());
        for (String d : task.datasets()) {
            List<String> missing = new ArrayList<>();
            for (String op : task.ops()) {
                for (int t : task.threads()) {
                    List<Double> s = samples.get(d + "\n" + op + "\n" + t);
                    if (s == null || s.isEmpty()) {
                        missing.add(op + "@" + t);
                        continue;
                    }
                    List<Double> a = allocs.get(d + "\n" + op + "\n" + t);
                    results.results.add(new Measurement(d, task.codec(), op, t, mode.id(), Samples.mean(s), Samples.error(s),
                        mode.unit(), a == null ? null : Samples.mean(a), step.jvm().id(), s.size(), Samples.min(s), Samples.max(s)));
                }
            }
            if (!missing.isEmpty()) {
                results.failures.add(new Results.Failure(step.jvm().id(), d, task.codec(), "benchmark threw during "
                    + String.join(", ", missing) + "; see " + launcher.logDir().resolve(name + ".log")));
            }
        }
    }

    private static String progress(Step step, Results results, int finished, long todo, Instant began) {
        Duration elapsed = Duration.between(began, Instant.now());
        Duration eta = elapsed.multipliedBy(todo - finished).dividedBy(Math.max(1, finished));
        StringBuilder sb = new StringBuilder(String.format("[%d/%d] %s %s", finished, todo, step.jvm().id(), step.task().label()));
        if (step.task().datasets().size() == 1) {
            results.results.stream()
                .filter(m -> m.jvm().equals(step.jvm().id()) && m.codec().equals(step.task().codec())
                    && m.dataset().equals(step.task().datasets().get(0)) && m.mode().equals(step.task().mode()))
                .forEach(m -> sb.append(String.format("  %s %s%s", m.op(), Numbers.plain(m.score()),
                    m.error() == null ? "" : String.format(" ±%.1f%%", 100 * m.error() / m.score()))));
            sb.append(' ').append(MeasureMode.parse(step.task().mode()).unit());
        }
        if (results.failures.stream().anyMatch(f -> f.codec().equals(step.task().codec()) && step.task().datasets().contains(f.dataset()))) {
            sb.append("  (FAILED, see report)");
        }
        return sb.append(String.format("  | %s elapsed, ETA %s", clock(elapsed), clock(eta))).toString();
    }

    private static String clock(Duration d) {
        return d.toMinutes() > 0 ? d.toMinutes() + "m" + String.format("%02d", d.toSecondsPart()) + "s" : d.toSeconds() + "s";
    }

    private void cleanUp() throws IOException {
        try (var files = Files.list(outDir.resolve("work"))) {
            if (files.findAny().isEmpty()) Files.delete(outDir.resolve("work"));
        }
    }
}
