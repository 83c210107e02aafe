package serbench.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;
import serbench.cli.run.RunSummary;
import serbench.cli.shared.OutputDir;
import serbench.cli.shared.Reports;
import serbench.merge.Merge;
import serbench.merge.MergeProblem;
import serbench.merge.Part;
import serbench.report.view.PlainLine;
import serbench.results.ResultsStore;

@Command(name = "merge", description = {
    "Join the parts of one run ('serbench run --shard K/N', on one machine or several) into one results.json and "
        + "its reports. The parts must be finished runs of one serbench build with the same settings; shards of one "
        + "machine become one run, several machines one report with a section per machine and none ranked against "
        + "another.",
    "Exits 1 when a shard is missing (its pairs are listed) or a pair failed, 2 when the parts do not belong "
        + "together."})
final class MergeCommand implements Callable<Integer> {
    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "[LABEL=]RUN", description = "A part's directory (or its results.json);"
        + " LABEL= names its machine (default: its CPU, cores and JDK), and parts of different labels stay apart.")
    List<String> runs;

    @Option(names = "--out", paramLabel = "DIR", description = "Output directory (default: serbench-results/merge-<date-time>).")
    Path out;

    @Override
    public Integer call() throws Exception {
        PrintWriter console = spec.commandLine().getOut();
        List<Part> parts = new ArrayList<>();
        for (String run : runs) parts.add(part(run));
        Path dir = out != null ? out
            : Path.of("serbench-results", "merge-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        if (Files.exists(dir.resolve(ResultsStore.FILE))) throw usage("--out " + dir + " already holds a run; choose another --out");
        OutputDir.requireOutsideRuns(spec.commandLine(), dir);
        Merge.Outcome merged;
        try {
            merged = Merge.of(parts);
        } catch (MergeProblem e) {
            throw usage(e.getMessage());
        }
        // each names parts by what their files say (a machine's CPU): one line each, whatever the files hold
        merged.warnings().forEach(w -> console.println("serbench: warning: " + PlainLine.of(w)));
        merged.missing().forEach(m -> console.println("serbench: missing: " + PlainLine.of(m)));
        ResultsStore.save(merged.results(), dir.resolve(ResultsStore.FILE));
        return RunSummary.print(merged.results(), dir, console);
    }

    /** {@code LABEL=RUN} or {@code RUN}; a path that exists as given is never split at its '='. */
    private Part part(String arg) {
        int eq = arg.indexOf('=');
        boolean labelled = eq > 0 && !Files.exists(Path.of(arg)) && !arg.substring(0, eq).contains("/");
        String label = labelled ? arg.substring(0, eq).strip() : null;
        Path dir = Path.of(labelled ? arg.substring(eq + 1) : arg);
        if (labelled && label.isEmpty()) throw usage("'" + arg + "': the label before '=' is empty");
        Path file = Reports.resultsFile(dir);
        return new Part(label, Files.isDirectory(dir) ? dir : file.toAbsolutePath().getParent(), Reports.load(spec, file));
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
