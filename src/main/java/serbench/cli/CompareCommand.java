package serbench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import serbench.report.RunComparison;

@Command(name = "compare", description = {
    "Print every figure's change between two runs; '*' marks a change larger than the combined error.",
    "Exits 1 when a codec's figure got worse by more than the threshold and beyond its error (for CI); the "
        + "baselines' figures are shown but not counted: they move with the machine or JVM, not with a codec."})
final class CompareCommand implements Callable<Integer> {
    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "OLD", description = "results.json (or its directory) of the baseline run.")
    Path before;

    @Parameters(index = "1", paramLabel = "NEW", description = "results.json (or its directory) of the new run.")
    Path after;

    @Option(names = "--threshold", paramLabel = "P", defaultValue = "10",
        description = "Regression threshold in percent (default: ${DEFAULT-VALUE}).")
    double threshold;

    @Override
    public Integer call() throws Exception {
        if (!(threshold >= 0) || Double.isInfinite(threshold)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--threshold must be a percentage of 0 or more, got " + threshold);
        }
        RunComparison.Outcome outcome = RunComparison.compare(Reports.load(spec, Reports.resultsFile(before)),
            Reports.load(spec, Reports.resultsFile(after)));
        PrintWriter out = spec.commandLine().getOut();
        TextTable table = new TextTable("figure", "old", "new", "unit", "change", "");
        int regressions = 0;
        int baselinesWorse = 0;
        for (RunComparison.Change c : outcome.changes()) {
            boolean regressed = c.regressed(threshold);
            if (regressed) regressions++;
            boolean baselineWorse = c.baseline() && c.worseBeyond(threshold);
            if (baselineWorse) baselinesWorse++;
            table.row(c.figure(), figure(c.before(), c.beforeError()), figure(c.after(), c.afterError()), c.unit(),
                String.format("%+.1f%%", c.percent()), regressed ? "* REGRESSION" : baselineWorse ? "* worse (baseline)"
                    : c.significant() ? "*" + (c.worse() ? " worse" : " better") : "");
        }
        table.print(out);
        outcome.onlyBefore().forEach(f -> out.println("only in OLD: " + f));
        outcome.onlyAfter().forEach(f -> out.println("only in NEW: " + f));
        String percent = new java.text.DecimalFormat("0.##").format(threshold);
        out.printf("%n%d figures compared, %d regressed by more than %s%%%n", outcome.changes().size(), regressions, percent);
        if (baselinesWorse > 0) {
            out.printf("%d baseline figure(s) got worse by more than %s%% too; not counted: a baseline is serbench's own code,"
                + " so the machine or the JVM differs, or that figure's JVMs landed on another plateau%n", baselinesWorse, percent);
        }
        return regressions > 0 ? 1 : 0;
    }

    private static String figure(double score, Double error) {
        return error == null ? String.format("%.4g", score) : String.format("%.4g ± %.2g", score, error);
    }
}
