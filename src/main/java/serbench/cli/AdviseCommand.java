package serbench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import serbench.report.Calculator;
import serbench.report.ReportTables;
import serbench.report.Scorecard;
import serbench.report.Standings;
import serbench.results.Results;

@Command(name = "advise", description = {
    "What each codec of a run costs a service: given the cores it spends on serialization and its link, the messages per"
        + " second each codec sustains and whether the cores or the link limit it first; given a message rate too, the cores"
        + " and the bandwidth that rate needs. From the like-for-like times (one thread) and exact sizes; the formula is in"
        + " docs/calculator.md."})
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
            + " cross-language, no-class-registration (the first three need the run's --safety, --evolution, --interop).")
    List<String> needs = List.of();

    @Option(names = "--dataset", paramLabel = "ID", description = "Only this data set of the run (default: each of them).")
    String dataset;

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
        List<ReportTables.Table> all = ReportTables.oneThread(r);
        if (all.isEmpty()) throw usage("'" + run + "' has no figures of one thread to advise from");
        List<ReportTables.Table> tables = all.stream().filter(t -> dataset == null || t.dataset().equals(dataset)).toList();
        if (tables.isEmpty()) throw usage("data set '" + dataset + "' is not in '" + run + "'; it has " + String.join(", ", r.datasets.keySet()));
        List<Scorecard> cards = tables.stream().map(t -> Scorecard.of(r, t)).toList();
        for (Scorecard card : cards) {
            for (Scorecard.Need n : wanted) {
                if (!n.measured(card.rows())) throw usage("need '" + n.id() + "' asks what '" + run + "' did not"
                    + " measure on " + card.dataset() + "; measure it with 'serbench run " + n.flag() + "'");
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "%s core%s, a link of %s each way, %s%s; %s%n",
            new DecimalFormat("0.###", DecimalFormatSymbols.getInstance(Locale.ROOT)).format(cores), cores == 1 ? "" : "s",
            bits(service.linkBitsPerSecond()),
            service.direction().name().toLowerCase(Locale.ROOT), rate == null ? "" : ", " + plain(rate) + " messages/s",
            "uncompressed (serbench does not time compressors yet)");
        for (int i = 0; i < tables.size(); i++) {
            ReportTables.Table t = tables.get(i);
            Standings s = Standings.of(t);
            Scorecard card = cards.get(i);
            Set<String> qualified = new HashSet<>();
            card.rows().stream().filter(x -> wanted.stream().allMatch(n -> n.qualifies(x))).forEach(x -> qualified.add(x.codec()));
            out.printf("%n%s (encode %s, decode %s)%n", t.dataset(), s.encodeOp(), s.decodeOp());
            List<String> header = new ArrayList<>(List.of("codec", "ns/message", "bytes", "messages/s", "limited by"));
            if (rate != null) header.addAll(List.of("cores needed", "bandwidth needed", "meets the rate"));
            TextTable table = new TextTable(header.toArray(String[]::new));
            List<Calculator.Way> ways = Calculator.ways(s).stream().filter(w -> qualified.contains(w.codec())).toList();
            if (!wanted.isEmpty()) {
                out.printf("%d of %d codecs qualify for %s%n", ways.size(), Calculator.ways(s).size(),
                    String.join(", ", wanted.stream().map(Scorecard.Need::label).toList()));
            }
            for (Calculator.Answer a : Calculator.rank(ways, service)) {
                List<String> row = new ArrayList<>(List.of(a.way().codec(), plain(a.nanosPerMessage()),
                    plain(a.way().bytes()), plain(a.sustained()), a.bottleneck() == Calculator.Bottleneck.CPU ? "cores" : "link"));
                if (rate != null) row.addAll(List.of(String.format(Locale.ROOT, "%.3g", a.coresNeeded()), bits(a.bitsNeeded()),
                    a.meets(service) ? "yes" : "no"));
                table.row(row.toArray(String[]::new));
            }
            table.print(out);
            List<String> left = Calculator.unmeasured(s);
            if (!left.isEmpty()) out.println("not advised (a time or the size not measured): " + String.join(", ", left));
        }
        return 0;
    }

    private Calculator.Direction direction() {
        try {
            return Calculator.Direction.valueOf(direction.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw usage("invalid --direction '" + direction + "'; expected send, receive or both");
        }
    }

    private static String plain(double x) {
        return String.format(Locale.ROOT, x >= 100 ? "%,.0f" : "%.3g", x);
    }

    /** Bits per second with the largest prefix that keeps a whole part. */
    private static String bits(double bps) {
        String[] units = {"bit/s", "kbit/s", "Mbit/s", "Gbit/s", "Tbit/s"};
        int i = 0;
        while (i < units.length - 1 && bps >= 1000) {
            bps /= 1000;
            i++;
        }
        return String.format(Locale.ROOT, "%.3g %s", bps, units[i]);
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
