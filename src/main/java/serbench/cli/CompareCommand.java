package serbench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;
import serbench.cli.shared.Reports;
import serbench.cli.shared.TextTable;
import serbench.report.RunComparison;
import serbench.report.view.PlainLine;
import serbench.results.Results;

@Command(name = "compare", description = {
    "Print every figure's change between two runs; '*' marks a change larger than the combined error.",
    "Exits 1 when a codec's figure got worse by more than the threshold and beyond its error, or a figure is lost (its "
        + "pair failed in NEW); the baselines' figures are shown but not counted: they move with the machine or JVM, not "
        + "with a codec. Exits 2 when there is nothing to compare: a file that is no finished run's results, runs of "
        + "different profiles or a smoke run (whose figures are not for comparison), or no time figure in both runs."})
final class CompareCommand implements Callable<Integer> {
    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "OLD", description = "results.json (or its directory) of the baseline run.")
    Path before;

    @Parameters(index = "1", paramLabel = "NEW", description = "results.json (or its directory) of the new run.")
    Path after;

    @Option(names = "--raw", description = "Compare the figures as each run read them, in its own machine's units,"
        + " instead of reading OLD's in NEW's units by the two runs' reference (the default where both have one).")
    boolean raw;

    @Option(names = "--threshold", paramLabel = "P", defaultValue = "10",
        description = "Regression threshold in percent (default: ${DEFAULT-VALUE}).")
    double threshold;

    @Override
    public Integer call() throws Exception {
        if (!(threshold >= 0) || Double.isInfinite(threshold)) {
            throw usage("--threshold must be a percentage of 0 or more, got " + threshold);
        }
        Results old = Reports.load(spec, Reports.resultsFile(before)), now = Reports.load(spec, Reports.resultsFile(after));
        // a gate that passes what it could not compare lets everything through: nothing to compare is an error
        String incomparable = RunComparison.incomparable(old, now);
        if (incomparable != null) throw usage(incomparable);
        RunComparison.Outcome outcome = RunComparison.compare(old, now, !raw);
        if (!outcome.comparedTimes()) throw usage(RunComparison.nothingInCommon(old, now));
        PrintWriter out = spec.commandLine().getOut();
        if (outcome.scale() != 1) {
            out.printf(Locale.ROOT, "OLD's time figures read in NEW's units: the reference ran %.3f times as long on NEW's"
                + " machine and hour as on OLD's, so OLD's figures are shown %.3f times as long (--raw compares them as each"
                + " run read them)%n%n", outcome.scale(), outcome.scale());
        }
        TextTable table = new TextTable("figure", "old", "new", "unit", "change", "");
        int regressions = 0;
        int baselinesWorse = 0;
        for (RunComparison.Change c : outcome.changes()) {
            boolean regressed = c.regressed(threshold);
            if (regressed) regressions++;
            boolean baselineWorse = c.baseline() && c.worseBeyond(threshold);
            if (baselineWorse) baselinesWorse++;
            table.row(c.figure(), figure(c.before(), c.beforeError()), figure(c.after(), c.afterError()), c.unit(),
                String.format(Locale.ROOT, "%+.1f%%", c.percent()), regressed ? "* REGRESSION" : baselineWorse ? "* worse (baseline)"
                    : c.significant() ? "*" + (c.worse() ? " worse" : " better") : "");
        }
        table.print(out);
        outcome.onlyBefore().forEach(f -> out.println("only in OLD: " + PlainLine.of(f)));
        outcome.onlyAfter().forEach(f -> out.println("only in NEW: " + PlainLine.of(f)));
        outcome.lost().forEach(l -> out.println("lost in NEW: " + PlainLine.of(l.figure() + " (" + l.why() + ")")
            + (l.baseline() ? " (baseline)" : "")));
        long lost = outcome.lost().stream().filter(l -> !l.baseline()).count();
        String percent = new DecimalFormat("0.##", DecimalFormatSymbols.getInstance(Locale.ROOT)).format(threshold);
        out.printf("%n%d figures compared, %d regressed by more than %s%%%s%n", outcome.changes().size(), regressions, percent,
            lost > 0 ? ", " + lost + " lost (their pair failed in NEW)" : "");
        if (baselinesWorse > 0) {
            out.printf("%d baseline figure(s) got worse by more than %s%% too; not counted: a baseline is serbench's own code,"
                + " so the machine or the JVM differs, or that figure's JVMs landed on another plateau%n", baselinesWorse, percent);
        }
        return regressions > 0 || lost > 0 ? 1 : 0;
    }

    private static String figure(double score, Double error) {
        return error == null ? String.format(Locale.ROOT, "%.4g", score) : String.format(Locale.ROOT, "%.4g ± %.2g", score, error);
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
