package serbench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;
import serbench.cli.shared.Reports;
import serbench.cli.shared.TextTable;
import serbench.report.RunAgreement;
import serbench.report.RunComparison;
import serbench.results.Results;

@Command(name = "agreement", description = {
    "How far runs of the same selection agree, every two of them: their codecs' time figures within ±P%%, and every ratio"
        + " of two codecs' figures of one op within ±P%% and ±2P%% (docs/noise.md). By the reference (each run's figures"
        + " read in the other's units) where both runs have one; --raw compares the figures as their JVMs timed them, before"
        + " the reference (each figure's raw in results.json)."})
final class AgreementCommand implements Callable<Integer> {
    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "2..*", paramLabel = "RUN", description = "Two or more results.json files (or their directories).")
    List<Path> runs;

    @Option(names = "--within", paramLabel = "P", defaultValue = "5", description = "Agreement in percent (default: ${DEFAULT-VALUE}).")
    double within;

    @Option(names = "--raw", description = "Compare the figures as their JVMs timed them, not by the reference.")
    boolean raw;

    @Override
    public Integer call() throws Exception {
        if (!(within > 0) || Double.isInfinite(within)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--within must be a percentage above 0, got " + within);
        }
        List<Results> loaded = new ArrayList<>();
        for (Path run : runs) loaded.add(Reports.load(spec, Reports.resultsFile(run)));
        for (int i = 1; i < loaded.size(); i++) {
            String incomparable = RunComparison.incomparable(loaded.get(0), loaded.get(i));
            if (incomparable != null) throw new CommandLine.ParameterException(spec.commandLine(), incomparable);
        }
        PrintWriter out = spec.commandLine().getOut();
        String p = String.format(Locale.ROOT, "%.0f%%", within), p2 = String.format(Locale.ROOT, "%.0f%%", 2 * within);
        TextTable table = new TextTable("runs", "figures within ±" + p, "ratios within ±" + p, "ratios within ±" + p2,
            "NEW / OLD (median)", "reference NEW / OLD");
        for (int[] pair : RunAgreement.pairs(loaded.size())) {
            RunAgreement.Outcome o = RunAgreement.of(loaded.get(pair[0]), loaded.get(pair[1]), within / 100, !raw);
            table.row(runs.get(pair[0]) + " ~ " + runs.get(pair[1]), share(o.figuresWithin(), o.figures()),
                share(o.ratiosWithin(), o.ratios()), share(o.ratiosWithinTwice(), o.ratios()),
                String.format(Locale.ROOT, "%.3f", o.medianRatio()), o.scale() == 1 ? "—" : String.format(Locale.ROOT, "%.3f", o.scale()));
        }
        table.print(out);
        return 0;
    }

    private static String share(int part, int whole) {
        return whole == 0 ? "—" : String.format(Locale.ROOT, "%d of %d (%.0f%%)", part, whole, 100.0 * part / whole);
    }
}
