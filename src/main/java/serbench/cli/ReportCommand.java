package serbench.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import serbench.results.Results;

@Command(name = "report", description = "Rebuild report.html, report.md, results.csv (and a preset's preset.md) from a results.json.")
final class ReportCommand implements Callable<Integer> {
    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "RESULTS_JSON", description = "A results.json written by 'serbench run'.")
    Path file;

    @Override
    public Integer call() throws Exception {
        Results results = Reports.load(spec, file);
        Path dir = file.toAbsolutePath().getParent();
        Reports.write(results, dir);
        spec.commandLine().getOut().println("report: " + dir.resolve("report.html"));
        return 0;
    }
}
