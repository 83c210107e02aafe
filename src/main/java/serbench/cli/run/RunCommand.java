package serbench.cli.run;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine;
import serbench.bench.fork.Profile;
import serbench.bench.run.BenchRun;
import serbench.bench.run.RunLock;
import serbench.cli.shared.CodecChoice;
import serbench.cli.shared.OutputDir;
import serbench.cli.shared.Reports;
import serbench.cli.shared.Selection;
import serbench.cli.shared.VersionChoice;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.data.own.OwnDatasets;
import serbench.data.own.OwnType;
import serbench.preset.Preset;
import serbench.preset.Presets;
import serbench.preset.ThenRows;
import serbench.results.MeasureMode;
import serbench.results.Op;
import serbench.results.Results;
import serbench.results.ResultsStore;
import serbench.results.Shard;

@Command(name = "run", description = {
    "Measure codecs with JMH in forked JVMs and write report.html, report.md, results.json, results.csv and results-jmh.json (JMH's format).",
    "Every pair is round-trip checked first; failing pairs are reported, never timed. The memcpy and manual "
        + "baselines are always included."})
public final class RunCommand implements Callable<Integer> {
    @CommandLine.Spec CommandLine.Model.CommandSpec spec;
    @Mixin Selection selection;
    @Mixin SizeOptions sizes;
    @Mixin Aspects aspects;
    @Mixin VersionChoice versions;

    @Option(names = "--ops", split = ",", paramLabel = "OP", defaultValue = "ser,build+ser,deser,deser-read",
        description = "Any of build, ser, build+ser, deser, deser-read, roundtrip, access, update (the zero-copy formats' only), or all (default: ${DEFAULT-VALUE}).")
    List<String> ops;

    @Option(names = "--profile", defaultValue = "quick", paramLabel = "NAME",
        description = "smoke (seconds, for CI), quick (minutes) or full (publication grade) (default: ${DEFAULT-VALUE}).")
    String profile;

    @Option(names = "--forks", paramLabel = "N", description = "At least N measuring JVMs per (codec, data set) pair, "
        + Profile.MIN_FORKS + " to " + Profile.MAX_FORKS + " (default: the profile's, quick 2, full 6). Each JVM of a noisy"
        + " host sits at a level of its own: ratios between codecs reproduce within ±5%% between two runs some seven times"
        + " in ten with 2 JVMs a figure, nine in ten with 6 to 8 (docs/method.md); the run takes about N/2 times quick's.")
    Integer forks;

    @Option(names = "--threads", split = ",", paramLabel = "N", defaultValue = "1",
        description = "One or more thread counts, e.g. 1,4 (default: ${DEFAULT-VALUE}).")
    List<Integer> threads;

    @Option(names = "--mode", defaultValue = "avgt", paramLabel = "MODE",
        description = "avgt (ns/op), thrpt (ops/s), count:N (time for N ops) or time:Ts (ops in T seconds) (default: ${DEFAULT-VALUE}).")
    String mode;

    // kept so older command lines still run: every profile but smoke now measures allocation and GC time
    @Option(names = "--alloc", description = "No longer needed (accepted, does nothing): every profile but smoke measures"
        + " bytes allocated and GC time per op.")
    boolean alloc;

    @Option(names = "--jvm", paramLabel = "PATH",
        description = "A JDK home or java executable to measure on; repeat for several JVMs in one report (default: the JVM running serbench).")
    List<String> jvms;

    @Option(names = "--out", paramLabel = "DIR", description = "Output directory (default: serbench-results/run-<date-time>).")
    Path out;

    @Option(names = "--time-limit", paramLabel = "DURATION",
        description = "How long the run may take in all, e.g. 10m, 90s or 1h30m: the time its minimum rounds leave goes to"
            + " further slices of code still settling and to re-measuring wide figures; the minimum rounds always run in"
            + " full (default: 10m for 'serbench run' with no option but --out, otherwise 30%% beyond the minimum rounds).")
    String timeLimit;

    @Option(names = "--leave-cpus-idle", description = "Does nothing now (accepted so older command lines run): serbench no"
        + " longer keeps idle CPUs busy, whose spinners stalled the measuring JVMs' garbage collections (docs/method.md).")
    boolean leaveCpusIdle;

    @Option(names = "--lanes", paramLabel = "N", description = "Measuring JVMs at once, each pinned to a CPU of its own"
        + " (1 to the CPUs this process may use; default 1): the whole matrix in about 1/N of the time, figures within"
        + " their errors of a run one at a time on this project's machine (docs/lanes.md).")
    int lanes = 1;

    @Option(names = "--warm-ups-alone", description = "Start each measuring JVM only when the one before has ended, instead"
        + " of letting two warm up at once (each still measures alone; docs/method.md, \"Warm-ups side by side\").")
    boolean warmUpsAlone;

    @Option(names = "--resume", paramLabel = "RUN", description = "Continue the interrupted run in RUN (its directory or its"
        + " results.json) with its saved settings.")
    Path resume;

    @Option(names = "--shard", paramLabel = "K/N", description = "Measure only part K of N of the run (same settings on"
        + " every shard, a split of its measuring work fixed by them); 'serbench merge' joins the parts (docs/shards.md).")
    String shard;

    @Option(names = "--preset", paramLabel = "NAME",
        description = "Redo a classic post's experiment: protobuf-vs-thrift, jmh-threads, all-types, dns, object-size.")
    String preset;

    @Option(names = "--then", description = "With --preset: beside each of the post's codecs, its versioned row at the version"
        + " the post used, where this build registers one; the others are named in preset.md with the reason (docs/presets.md).")
    boolean then;

    @Override
    public Integer call() throws Exception {
        PrintWriter console = spec.commandLine().getOut();
        Results results;
        Path dir;
        if (resume != null) {
            dir = resumedRun();
            try {
                results = BenchRun.resume(dir, RunMatrices.all(), reporter(dir), console);
            } catch (RunLock.Held e) {
                throw usage(e.getMessage());
            }
        } else {
            Shard part = shard == null ? null : checked(() -> Shard.parse(shard));
            String name = (preset != null ? preset : "run") + "-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"))
                + (part == null ? "" : "-shard" + part.index() + "of" + part.count());
            dir = out != null ? out : Path.of("serbench-results", name);
            BenchRun.Request request = request(dir, part, console);
            OutputDir.requireOutsideRuns(spec.commandLine(), dir);
            OutputDir.requireWritable(spec.commandLine(), dir);
            if (alloc) console.println("serbench: --alloc does nothing now: every profile but smoke measures bytes allocated and GC time per op");
            if (leaveCpusIdle) console.println("serbench: --leave-cpus-idle does nothing now: serbench leaves idle CPUs idle, as JMH does");
            try {
                results = BenchRun.start(request, RunMatrices.all(), reporter(dir), console);
            } catch (BenchRun.OutputInUse e) {
                throw usage(e.getMessage());
            } catch (RunLock.Held e) {
                Files.deleteIfExists(dir);   // made empty by requireWritable: leave nothing behind
                throw usage(e.getMessage());
            }
        }
        if (!results.environment.complete) return 130;
        return RunSummary.print(results, dir, console);
    }

    /** What an interrupted run's first calls leave: the reports of the run and the first calls done, if any. */
    private static BenchRun.Reporter reporter(Path dir) {
        return r -> Reports.ofInterrupted(r, dir);
    }

    /**
     * The directory of the run --resume names, when it can be resumed: no other option given (the run keeps its
     * settings), an unfinished run, settings a new run would accept.
     */
    private Path resumedRun() {
        List<String> others = spec.commandLine().getParseResult().matchedOptions().stream()
            .map(o -> o.longestName()).filter(n -> !n.equals("--resume")).toList();
        if (!others.isEmpty()) throw usage("--resume takes its settings from the saved run; drop " + String.join(", ", others));
        Path file = Reports.resultsFile(resume);
        if (!file.toFile().isFile() || !file.getFileName().toString().equals(ResultsStore.FILE)) {
            throw usage("--resume " + resume + ": no results.json there");
        }
        Results saved = Reports.load(spec, file);
        if (saved.environment.complete) {
            throw usage("--resume " + resume + ": that run is finished; 'serbench report " + file + "' rebuilds its reports");
        }
        String lost = VersionChoice.restore(saved.codecs.keySet());
        if (lost != null) throw usage("--resume " + resume + ": " + lost);
        String problem = SavedSettings.problem(saved);
        if (problem != null) throw usage("--resume " + resume + ": " + problem + "; start a new run");
        return Files.isDirectory(resume) ? resume : file.toAbsolutePath().getParent();
    }

    private BenchRun.Request request(Path dir, Shard part, PrintWriter console) {
        Profile p = checked(() -> RunRequestChecks.profile(profile, forks));
        // the compressors' ops come from --compressors
        List<String> opIds = aspects.ops(CodecChoice.resolve(spec.commandLine(), "--ops", "op", ops, null, Op::id,
            id -> Op.byId(id).filter(o -> o.compression().isEmpty()), Op.codecOps()).stream().map(Op::id).toList(), given("--ops"));
        List<Integer> threadCounts = checked(() -> RunRequestChecks.threads(threads));
        if (out != null && out.toString().isBlank()) throw usage("--out names no directory");
        MeasureMode m = checked(() -> MeasureMode.parse(mode));
        List<Path> javas = checked(() -> RunRequestChecks.javas(jvms));
        List<Results.Plan> plans;
        if (then && preset == null) throw usage("--then measures the versions a classic post used: give --preset NAME too");
        if (preset != null) {
            List<String> clashing = spec.commandLine().getParseResult().matchedOptions().stream().map(o -> o.longestName())
                .filter(PLAN_OPTIONS::contains).toList();
            if (!clashing.isEmpty()) throw usage("--preset sets its own codecs, data sets, ops, threads and mode; drop " + String.join(", ", clashing));
            Preset chosen = Presets.byId(preset).orElseThrow(() -> usage("unknown preset '" + preset + "'; valid: "
                + Presets.all().stream().map(Preset::id).collect(Collectors.joining(", "))));
            if (then && ThenRows.runnable(chosen).isEmpty()) throw usage("--then: none of the versions " + preset + "'s post used has a"
                + " row here: " + ThenRows.reasons(chosen));
            plans = then ? ThenRows.withThen(chosen, chosen.plans(p)) : chosen.plans(p);
        } else {
            List<String> datasets = selection.datasets(Datasets.runDefault(), Datasets.timed()).stream().map(Dataset::id).toList();
            List<Codec> codecs = requireCompressedCodecs(versions.with(selection.codecs()));
            plans = List.of(new Results.Plan(codecs.stream().map(Codec::id).toList(),
                checked(() -> sizes.datasets(datasets, selection.all())), opIds, threadCounts, m.id()));
        }
        OwnType own = selection.ownType();
        int laneCount = checked(() -> RunRequestChecks.lanes(lanes, plans.stream().flatMap(x -> x.threads().stream()).toList()));
        Duration limit = timeLimit();
        List<Results.Plan> measured = checked(() -> RunRequestChecks.fixedTime(plans.stream().map(RunCommand::withBaselines).toList(),
            p, javas.size(), laneCount, limit));
        Shard withWork = part == null ? null : checked(() -> RunRequestChecks.shard(part, p, javas, measured));
        // the files' content hashes too: a resumed run must find the same jar and samples
        return new BenchRun.Request(dir, p, p.comparable(), javas, measured, preset,
            own == null ? List.of() : List.of(checked(() -> OwnDatasets.fingerprinted(own))), aspects.safety(), aspects.evolution(),
            aspects.interop(console), limit, withWork, laneCount, aspects.firstCall(), warmUpsAlone, aspects.platform());
    }

    /** The codecs, when --compressors has one to time: on the baselines alone (whose bytes are no codec's) they time nothing. */
    private List<Codec> requireCompressedCodecs(List<Codec> codecs) {
        if (!given("--compressors") || !codecs.stream().allMatch(Codec::baseline)) return codecs;
        throw usage("--compressors time a codec's bytes, not the baselines' (" + codecs.stream().map(Codec::id)
            .collect(Collectors.joining(", ")) + ", which --codecs names alone): name a codec too ('serbench list')");
    }

    private Duration timeLimit() {
        return checked(() -> TimeLimit.of(timeLimit, spec.commandLine().getParseResult().matchedOptions().stream()
            .map(o -> o.longestName()).toList()));
    }

    /** A value whose IllegalArgumentException is the user's mistake: a usage error, exit 2. */
    private <T> T checked(Supplier<T> value) {
        try {
            return value.get();
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage());
        }
    }

    private static final Set<String> PLAN_OPTIONS = Set.of("--codecs", "--datasets", "--ops", "--threads", "--mode",
        "--classpath", "--type", "--sample", "--name", "--sizes", "--seed", "--compressors", "--all-aspects", "--version");

    /** Every report shows the memcpy and manual baselines beside the codecs. */
    private static Results.Plan withBaselines(Results.Plan plan) {
        Set<String> codecs = new LinkedHashSet<>(plan.codecs());
        Codecs.all().stream().filter(Codec::baseline).forEach(c -> codecs.add(c.id()));
        return new Results.Plan(List.copyOf(codecs), plan.datasets(), plan.ops(), plan.threads(), plan.mode());
    }

    private boolean given(String option) {
        return spec.commandLine().getParseResult().hasMatchedOption(option);
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
