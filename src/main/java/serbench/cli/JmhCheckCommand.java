package serbench.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;
import serbench.SerbenchVersion;
import serbench.bench.fork.Profile;
import serbench.bench.machine.MachineCheck;
import serbench.bench.machine.MeasuringJvm;
import serbench.bench.run.PlainJmh;
import serbench.bench.run.RunLock;
import serbench.cli.shared.OutputDir;
import serbench.cli.shared.Reports;
import serbench.report.JmhAgreement;
import serbench.results.Environment;
import serbench.results.JmhCheck;
import serbench.results.Measurement;
import serbench.results.Op;
import serbench.results.Results;
import serbench.results.ResultsStore;

@Command(name = "jmh-check", description = {
    "Measure a run's figures again with plain JMH on the same jar, with JMH's defaults (its own forks, background"
        + " compilation, no helper threads, the mean of one-second iterations), and print per figure serbench's figure,"
        + " JMH's mean and their ratio, the ratio to JMH's calm level (the tenth percentile of its iterations), whether"
        + " JMH's own error was narrow enough to judge by, and the orderings of codecs that JMH separates which serbench"
        + " keeps or swaps. Writes"
        + " jmh-check.md and jmh-check.json beside the run's results (jmh-check-2.md and so on beside earlier checks, which"
        + " are kept). Exits 1 when the median ratio is beyond ±3%%; 2 for a run whose figures are not for comparison (a"
        + " smoke or unfinished run, one of another major or minor serbench version).",
    "About half a minute per figure with the default 3 forks; nothing else should run meanwhile (docs/method.md)."})
final class JmhCheckCommand implements Callable<Integer> {
    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "RUN", description = "The run to check: its results.json or its directory.")
    Path run;

    @Option(names = "--codecs", split = ",", paramLabel = "ID", description = "Codecs of the run to check (default: every"
        + " codec the run measured, the baselines left out).")
    List<String> codecs;

    @Option(names = "--datasets", split = ",", paramLabel = "ID", description = "Data sets of the run to check (default: all"
        + " the run measured).")
    List<String> datasets;

    @Option(names = "--ops", split = ",", paramLabel = "OP", defaultValue = "build+ser,deser-read",
        description = "Ops to check (default: ${DEFAULT-VALUE}, the like-for-like ones).")
    List<String> ops;

    @Option(names = "--forks", defaultValue = "3", description = "JMH forks per figure (default: ${DEFAULT-VALUE}).")
    int forks;

    @Option(names = "--warmups", defaultValue = "4", description = "Warm-up iterations of 1 s per fork (default: ${DEFAULT-VALUE}).")
    int warmups;

    @Option(names = "--iterations", defaultValue = "5", description = "Measured iterations of 1 s per fork (default: ${DEFAULT-VALUE}).")
    int iterations;

    @Option(names = "--out", paramLabel = "DIR", description = "Where to write the check's two files (default: the run's"
        + " directory).")
    Path out;

    @Override
    public Integer call() throws Exception {
        if (forks < 1 || forks > 20 || warmups < 1 || warmups > 60 || iterations < 1 || iterations > 60) {
            throw usage("--forks takes 1 to 20, --warmups and --iterations 1 to 60");
        }
        Path file = Reports.resultsFile(run);
        Results results = Reports.load(spec, file);
        // plain JMH's figures against a smoke run's or another method's would only measure how those differ
        String unfit = JmhAgreement.unfit(file.toString(), results, SerbenchVersion.current());
        if (unfit != null) throw usage(unfit);
        Environment.Jvm jvm = results.environment.jvms.isEmpty() ? null : results.environment.jvms.get(0);
        if (jvm == null) throw usage(file + " holds no measuring JVM: nothing to check");
        List<Op> chosenOps = new ArrayList<>();
        for (String id : ops) chosenOps.add(Op.byId(id.trim()).orElseThrow(() -> usage("unknown op '" + id.trim() + "'")));
        Set<String> pickedCodecs = new LinkedHashSet<>(), pickedDatasets = new LinkedHashSet<>();
        int figures = 0;
        for (Measurement m : results.results) {
            if (!m.jvm().equals(jvm.id()) || m.threads() != 1 || !m.mode().equals("avgt")) continue;
            if (!chosenOps.stream().anyMatch(o -> o.id().equals(m.op()))) continue;
            if (codecs == null ? results.baseline(m.codec()) : !codecs.contains(m.codec())) continue;
            if (datasets != null && !datasets.contains(m.dataset())) continue;
            pickedCodecs.add(m.codec());
            pickedDatasets.add(m.dataset());
            figures++;
        }
        for (String id : codecs == null ? List.<String>of() : codecs) {
            if (!pickedCodecs.contains(id)) throw usage("--codecs: the run has no figure of '" + id + "' to check");
        }
        for (String id : datasets == null ? List.<String>of() : datasets) {
            if (!pickedDatasets.contains(id)) throw usage("--datasets: the run has no figure of '" + id + "' to check");
        }
        if (figures == 0) throw usage(file + " has no one-thread avgt figure of " + String.join(", ", ops) + " to check");
        Path dir = out != null ? out : file.toAbsolutePath().getParent();
        boolean made = !Files.exists(dir);
        OutputDir.requireWritable(spec.commandLine(), dir);
        PrintWriter console = spec.commandLine().getOut();
        PlainJmh.Plan plan = new PlainJmh.Plan(forks, warmups, iterations);
        JmhCheck check;
        try (RunLock lock = RunLock.acquire()) {
            console.printf("serbench: plain JMH on %d figures (%s x %s x %s) on %s, about %d minutes%n", figures,
                String.join(",", pickedCodecs), String.join(",", pickedDatasets), String.join(",", ops), jvm.id(),
                Math.round(figures * plan.secondsPerFigure() / 60));
            console.flush();
            String start = now();
            Double before = MachineCheck.run(Profile.QUICK).spreadPercent();
            List<JmhCheck.JmhFigure> measured = PlainJmh.measure(pickedCodecs, pickedDatasets, chosenOps, plan, MeasuringJvm.of(jvm));
            Double after = MachineCheck.run(Profile.QUICK).spreadPercent();
            check = new JmhCheck(file.toString(), start, now(), jvm.id(), forks, warmups, iterations, before, after, measured);
        } catch (RunLock.Held e) {
            if (made) Files.deleteIfExists(dir);   // made empty above: leave nothing behind
            throw usage(e.getMessage());
        }
        JmhAgreement agreement = JmhAgreement.of(results, check, jvm.id());
        String markdown = agreement.markdown(check);
        String name = unused(dir);
        ResultsStore.writeAtomically(dir.resolve(name + ".json"), ResultsStore.JSON.writeValueAsString(check));
        ResultsStore.writeAtomically(dir.resolve(name + ".md"), markdown);
        console.println();
        console.print(markdown);
        console.println("written: " + dir.resolve(name + ".md") + ", " + dir.resolve(name + ".json"));
        return Math.abs(agreement.medianRatio() - 1) > JmhAgreement.BOUND ? 1 : 0;
    }

    /**
     * The name of this check's two files: jmh-check, or beside earlier checks, which are measurements of their hour
     * and kept, the first number no check has written yet (jmh-check-2, jmh-check-3, ...).
     */
    private static String unused(Path dir) {
        for (int n = 1; ; n++) {
            String name = n == 1 ? "jmh-check" : "jmh-check-" + n;
            if (!Files.exists(dir.resolve(name + ".md")) && !Files.exists(dir.resolve(name + ".json"))) return name;
        }
    }

    private static String now() {
        return OffsetDateTime.now().truncatedTo(ChronoUnit.SECONDS).toString();
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
