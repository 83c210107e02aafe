package serbench.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;
import serbench.cli.shared.Reports;
import serbench.report.FirstCallReport;
import serbench.results.Results;

@Command(name = "report", description = "Rebuild report.html, report.md, results.csv, results-jmh.json (and a preset's preset.md) from a results.json.")
final class ReportCommand implements Callable<Integer> {
    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "RUN", description = "A run's results.json (or its directory), written by 'serbench run'.")
    Path run;

    @Override
    public Integer call() throws Exception {
        Path file = Reports.resultsFile(run);
        Results results = Reports.load(spec, file);
        Path dir = file.toAbsolutePath().getParent();
        if (!results.environment.complete && Reports.nothingMeasured(results)) {
            throw new CommandLine.ParameterException(spec.commandLine(), run + " was interrupted before its first figure: no report"
                + " to make; '" + (FirstCallReport.only(results) ? "serbench first-call" : "serbench run") + " --resume " + run
                + "' measures it");
        }
        Reports.write(results, dir);
        spec.commandLine().getOut().println("report: " + dir.resolve("report.html"));
        return 0;
    }
}
