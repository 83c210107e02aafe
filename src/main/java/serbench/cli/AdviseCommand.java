package serbench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;
import serbench.cli.shared.Reports;
import serbench.report.section.Calculator;
import serbench.report.section.Scorecard;
import serbench.report.view.ReportTables;
import serbench.report.view.Standings;
import serbench.results.MachineRun;
import serbench.results.Results;

@Command(name = "advise", description = {
    "What each codec of a run costs a service: given the cores it spends on serialization and its link, the messages per"
        + " second each codec sustains and whether the cores or the link limit it first; given a message rate too, the cores"
        + " and the bandwidth that rate needs. From the like-for-like times (one thread) and exact sizes, and with --compression"
        + " the compressors' times and sizes; the formula is in docs/calculator.md."})
final class AdviseCommand implements Callable<Integer> {
    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "RUN", description = "results.json (or its directory) of a finished run.")
    Path run;

    @Option(names = "--bandwidth", paramLabel = "BW", required = true,
        description = "The link, each direction: e.g. 1Gbit, 100Mbit/s, 50MB/s, 2TB/month (a month of 730 hours).")
    String bandwidth;

    @Option(names = "--cores", paramLabel = "N", required = true, description = "CPU cores the service spends on encoding and decoding, e.g. 0.5.")
    double cores;

    @Option(names = "--direction", paramLabel = "DIR", defaultValue = "both",
        description = "send (encode only), receive (decode only) or both (default: ${DEFAULT-VALUE}).")
    String direction;

    @Option(names = "--rate", paramLabel = "MSGS", description = "Messages per second the service must handle: adds the cores and bandwidth each codec needs.")
    Double rate;

    @Option(names = "--need", paramLabel = "NEED", split = ",",
        description = "Only codecs that qualify for these needs, as the report's scorecard says: untrusted-input, schema-will-evolve,"
            + " cross-language, no-class-registration, future-jdk (all but no-class-registration need the run's matrix: --safety,"
            + " --evolution, --interop, --platform).")
    List<String> needs = List.of();

    @Option(names = "--dataset", paramLabel = "ID", description = "Only this data set of the run (default: each of them).")
    String dataset;

    @Option(names = "--machine", paramLabel = "LABEL", description = "In a merge of several machines, only this machine's"
        + " figures (default: each machine's, a table per machine and data set, as the report's sections).")
    String machine;

    @Option(names = "--format", defaultValue = "table", paramLabel = "FORMAT", description = "table, md or json (default: ${DEFAULT-VALUE}).")
    AdviseOutput.Format format;

    @Option(names = "--compression", description = "Compression allowed: each codec with the best of the compressors the run"
        + " timed on it (run --compressors), or none, whichever sustains more.")
    boolean compression;

    @Override
    public Integer call() throws Exception {
        Calculator.Service service;
        try {
            service = new Calculator.Service(cores, Calculator.bitsPerSecond(bandwidth), direction(), rate);
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage());
        }
        List<Scorecard.Need> wanted = new ArrayList<>();
        for (String n : needs) {
            wanted.add(Scorecard.Need.byId(n.trim()).orElseThrow(() -> usage("unknown need '" + n + "'; expected "
                + String.join(", ", Arrays.stream(Scorecard.Need.values()).map(Scorecard.Need::id).toList()))));
        }
        Results r = Reports.load(spec, Reports.resultsFile(run));
        // as compare and merge: its figures are provisional, and the codecs it has not reached would read "not measured"
        if (!r.environment.complete) throw usage("'" + run + "' is an unfinished run; finish it first: serbench run --resume " + run);
        List<ReportTables.Table> tables = tables(r);
        List<Scorecard> cards = tables.stream().map(t -> Scorecard.of(r, t)).toList();
        for (Scorecard card : cards) {
            for (Scorecard.Need n : wanted) {
                if (n.measured(card.rows())) continue;
                String why = card.cannotAnswer(n);
                throw usage("need '" + n.id() + "' asks what '" + run + "' did not measure on " + card.heading()
                    + (why == null ? "; measure it with 'serbench run " + n.flag() + "'" : ": " + why + howToAnswer(n)));
            }
        }
        if (compression && tables.stream().noneMatch(t -> Calculator.timesCompression(Standings.of(t)))) {
            throw usage("--compression weighs the compressors '" + run + "' timed, and it timed none; time them with"
                + " 'serbench run --compressors all' (or --all-aspects)");
        }
        Calculator.Direction d = service.direction();
        List<AdviseOutput.Advice> advice = new ArrayList<>();
        for (int i = 0; i < tables.size(); i++) {
            Standings s = Standings.of(tables.get(i));
            timesWhatItPays(s, cards.get(i).heading(), d);
            Set<String> qualified = new HashSet<>();
            cards.get(i).rows().stream().filter(x -> wanted.stream().allMatch(n -> n.qualifies(x))).forEach(x -> qualified.add(x.codec()));
            List<Calculator.Way> ways = Calculator.ways(s, compression, d).stream().filter(w -> qualified.contains(w.codec())).toList();
            advice.add(new AdviseOutput.Advice(tables.get(i).dataset(), ReportTables.machine(r, tables.get(i).section()), s.encodeOp(),
                s.decodeOp(), Calculator.best(ways, service), Calculator.ways(s, false, d).size(), Calculator.unmeasured(s, d)));
        }
        AdviseOutput output = new AdviseOutput(service, compression, wanted, r.shard, advice);
        PrintWriter out = spec.commandLine().getOut();
        switch (format) {
            case table -> output.table(out);
            case md -> out.print(output.markdown());
            case json -> out.println(output.json());
        }
        return 0;
    }

    /** What a run needs to answer {@code n} where its matrix could not; empty when nothing the run takes would. */
    private static String howToAnswer(Scorecard.Need n) {
        // Jdks: the platform matrix adds the newest JDK installed beside the running one, and each --jvm
        return n == Scorecard.Need.FUTURE_JDK ? "; it needs a JDK 24 or later: 'serbench run --platform' finds one installed"
            + " beside the JDK running serbench, or give it with 'serbench run --platform --jvm PATH' (a JDK home; each --jvm"
            + " is measured too)" : "";
    }

    /** The one-thread tables to advise from: each machine's (or --machine's), each data set's (or --dataset's). */
    private List<ReportTables.Table> tables(Results r) {
        List<ReportTables.Table> all = ReportTables.oneThreadPerMachine(r);
        if (all.isEmpty()) throw usage("'" + run + "' has no figures of one thread to advise from");
        if (machine != null) {
            if (r.environment.machines == null) throw usage("--machine picks a machine of a merge of several, and '" + run + "' is one machine's run");
            List<String> labels = r.environment.machines.stream().map(MachineRun::label).toList();
            if (!labels.contains(machine)) throw usage("machine '" + machine + "' is not in '" + run + "'; it has " + String.join(", ", labels));
        }
        List<ReportTables.Table> tables = all.stream().filter(t -> dataset == null || t.dataset().equals(dataset))
            .filter(t -> machine == null || machine.equals(ReportTables.machine(r, t.section()))).toList();
        if (tables.isEmpty()) throw usage("data set '" + dataset + "' is not in '" + run + "'; it has " + String.join(", ", r.datasets.keySet()));
        return tables;
    }

    /** Refuses a data set whose run timed no op that the direction pays: a codec's cost would be half of it, or nothing. */
    private void timesWhatItPays(Standings s, String heading, Calculator.Direction d) {
        List<String> lacks = new ArrayList<>();
        if (d.sends() && s.encodeOp() == null) lacks.add("no encode op (build+ser or ser)");
        if (d.receives() && s.decodeOp() == null) lacks.add("no decode op (deser-read or deser)");
        if (lacks.isEmpty()) return;
        String other = s.encodeOp() != null ? "send" : s.decodeOp() != null ? "receive" : null;
        throw usage("'" + run + "' timed " + String.join(" and ", lacks) + " on " + heading + ", which --direction "
            + d.name().toLowerCase(Locale.ROOT) + " pays; " + (other == null ? "" : "give --direction " + other + ", or ")
            + "measure it with 'serbench run --ops build+ser,deser-read'");
    }

    private Calculator.Direction direction() {
        try {
            return Calculator.Direction.valueOf(direction.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw usage("invalid --direction '" + direction + "'; expected send, receive or both");
        }
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
