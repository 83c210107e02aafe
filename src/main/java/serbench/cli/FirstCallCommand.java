package serbench.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine;
import serbench.SerbenchVersion;
import serbench.bench.run.FirstCallRun;
import serbench.bench.run.RunLock;
import serbench.cli.shared.OutputDir;
import serbench.cli.shared.Reports;
import serbench.cli.shared.Selection;
import serbench.cli.shared.VersionChoice;
import serbench.codec.Codec;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.report.FirstCallReport;
import serbench.results.Results;
import serbench.results.ResultsStore;

@Command(name = "first-call", description = {
    "What a codec costs the first time: in N fresh JVMs per codec and data set, one at a time, the time to bind "
        + "it, its first build+ser and deser-read, and the calls and time until each runs within 2x of its warm figure.",
    "Writes report.html, report.md, results.json, results.csv (docs/first-call.md)."})
final class FirstCallCommand implements Callable<Integer> {
    @CommandLine.Spec CommandLine.Model.CommandSpec spec;
    @Mixin Selection selection;
    @Mixin VersionChoice versions;

    @Option(names = "--jvms", paramLabel = "N", defaultValue = "" + FirstCallRun.DEFAULT_JVMS,
        description = "Fresh JVMs per codec and data set, 1 to 100 (default: ${DEFAULT-VALUE}).")
    int jvms;

    @Option(names = "--out", paramLabel = "DIR", description = "Output directory (default: serbench-results/first-call-<date-time>).")
    Path out;

    @Option(names = "--resume", paramLabel = "DIR", description = "Continue the interrupted first-call measurement in DIR"
        + " (its directory or its results.json) with its codecs, data sets and JVMs.")
    Path resume;

    @Override
    public Integer call() throws Exception {
        PrintWriter console = spec.commandLine().getOut();
        Path dir;
        Results results;
        if (resume != null) {
            dir = resumed();
            results = ResultsStore.load(dir.resolve(ResultsStore.FILE));
        } else {
            if (jvms < 1 || jvms > 100) throw usage("--jvms " + jvms + ": give 1 to 100 fresh JVMs");
            if (selection.ownType() != null) throw usage("first-call measures the built-in data sets only; drop --type");
            List<String> codecs = versions.with(selection.codecs()).stream().map(Codec::id).toList();
            List<String> datasets = selection.datasets(List.of(Datasets.byId("media").orElseThrow())).stream().map(Dataset::id).toList();
            dir = out != null ? out : Path.of("serbench-results",
                "first-call-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
            if (out != null && out.toString().isBlank()) throw usage("--out names no directory");
            if (Files.exists(dir.resolve(ResultsStore.FILE))) throw usage(dir + " already holds results; choose another --out");
            OutputDir.requireOutsideRuns(spec.commandLine(), dir);
            OutputDir.requireWritable(spec.commandLine(), dir);
            results = FirstCallRun.prepare(codecs, datasets, jvms);
        }
        boolean finished;
        try {
            // the codecs and data sets are the results' own: every selected one is named there
            finished = FirstCallRun.measure(results, List.copyOf(results.codecs.keySet()), List.copyOf(results.datasets.keySet()),
                resume != null ? results.firstCall.jvms() : jvms, dir, console, r -> Reports.ofInterrupted(r, dir));
        } catch (RunLock.Held e) {
            if (resume == null) Files.deleteIfExists(dir);   // made empty by requireWritable: leave nothing behind
            throw usage(e.getMessage());
        }
        if (!finished) return 130;
        results.environment.end = Instant.now().toString();
        results.environment.complete = true;
        ResultsStore.save(results, dir.resolve(ResultsStore.FILE));
        Reports.write(results, dir);
        console.printf("%nreport: %s%n        %s, %s, %s%n", dir.resolve("report.html"), dir.resolve("report.md"),
            dir.resolve(ResultsStore.FILE), dir.resolve("results.csv"));
        return results.firstCall.failures().stream().anyMatch(f -> !f.reason().startsWith("unsupported: ")) ? 1 : 0;
    }

    /** The directory --resume names, when it holds an unfinished first-call measurement of this serbench and no other option is given. */
    private Path resumed() {
        List<String> others = spec.commandLine().getParseResult().matchedOptions().stream()
            .map(o -> o.longestName()).filter(n -> !n.equals("--resume")).toList();
        if (!others.isEmpty()) throw usage("--resume takes its codecs, data sets and JVMs from the saved measurement; drop "
            + String.join(", ", others));
        Path file = Reports.resultsFile(resume);
        if (!Files.isRegularFile(file) || !file.getFileName().toString().equals(ResultsStore.FILE)) {
            throw usage("--resume " + resume + ": no results.json there");
        }
        Results saved = Reports.load(spec, file);
        if (!FirstCallReport.only(saved)) {
            throw usage("--resume " + resume + ": not a 'serbench first-call' measurement; a run resumes with 'serbench run --resume'");
        }
        if (saved.environment.complete) {
            throw usage("--resume " + resume + ": that measurement is finished; 'serbench report " + file + "' rebuilds its reports");
        }
        String lost = VersionChoice.restore(saved.codecs.keySet());
        if (lost != null) throw usage("--resume " + resume + ": " + lost);
        if (!SerbenchVersion.current().equals(saved.environment.serbenchVersion)) {
            throw usage("--resume " + resume + ": it was written by serbench " + saved.environment.serbenchVersion + ", this is "
                + SerbenchVersion.current() + ": figures of two versions do not mix; start a new one");
        }
        return file.toAbsolutePath().getParent();
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
