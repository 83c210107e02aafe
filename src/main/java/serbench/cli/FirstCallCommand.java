package serbench.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import serbench.bench.FirstCallRun;
import serbench.bench.RunLock;
import serbench.codec.Codec;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.results.Results;
import serbench.results.ResultsStore;

@Command(name = "first-call", description = {
    "What a codec costs the first time: in N fresh JVMs per codec and data set, one at a time, the time to bind "
        + "it, its first build+ser and deser-read, and the calls and time until each runs within 2x of its warm figure.",
    "Writes report.html, report.md, results.json, results.csv (docs/first-call.md)."})
final class FirstCallCommand implements Callable<Integer> {
    @CommandLine.Spec CommandLine.Model.CommandSpec spec;
    @Mixin Selection selection;

    @Option(names = "--jvms", paramLabel = "N", defaultValue = "" + FirstCallRun.DEFAULT_JVMS,
        description = "Fresh JVMs per codec and data set, 1 to 100 (default: ${DEFAULT-VALUE}).")
    int jvms;

    @Option(names = "--out", paramLabel = "DIR", description = "Output directory (default: serbench-results/first-call-<date-time>).")
    Path out;

    @Override
    public Integer call() throws Exception {
        PrintWriter console = spec.commandLine().getOut();
        if (jvms < 1 || jvms > 100) throw usage("--jvms " + jvms + ": give 1 to 100 fresh JVMs");
        if (selection.ownType() != null) throw usage("first-call measures the built-in data sets only; drop --type");
        List<String> codecs = selection.codecs().stream().map(Codec::id).toList();
        List<String> datasets = selection.datasets(List.of(Datasets.byId("media").orElseThrow())).stream().map(Dataset::id).toList();
        Path dir = out != null ? out : Path.of("serbench-results",
            "first-call-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        if (out != null && out.toString().isBlank()) throw usage("--out names no directory");
        if (Files.exists(dir.resolve(ResultsStore.FILE))) throw usage(dir + " already holds results; choose another --out");
        OutputDir.requireWritable(spec.commandLine(), dir);
        Results results = FirstCallRun.prepare(codecs, datasets, jvms);
        try {
            FirstCallRun.measure(results, codecs, datasets, jvms, dir, console);
        } catch (RunLock.Held e) {
            Files.deleteIfExists(dir);   // made empty by requireWritable: leave nothing behind
            throw usage(e.getMessage());
        }
        results.environment.end = Instant.now().toString();
        results.environment.complete = true;
        ResultsStore.save(results, dir.resolve(ResultsStore.FILE));
        Reports.write(results, dir);
        console.printf("%nreport: %s%n        %s, %s, %s%n", dir.resolve("report.html"), dir.resolve("report.md"),
            dir.resolve(ResultsStore.FILE), dir.resolve("results.csv"));
        return results.firstCall.failures().stream().anyMatch(f -> !f.reason().startsWith("unsupported: ")) ? 1 : 0;
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
