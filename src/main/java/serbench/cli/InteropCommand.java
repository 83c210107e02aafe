package serbench.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine;
import serbench.cli.shared.Selection;
import serbench.cli.shared.TextTable;
import serbench.data.Datasets;
import serbench.interop.Cell;
import serbench.interop.InteropMatrix;
import serbench.interop.InteropText;
import serbench.interop.PeerUnavailableException;
import serbench.report.view.MarkdownTable;

@Command(name = "interop", description = {
    "Cross-language matrix: does another language's library (Python's) read the bytes each codec writes, and does "
        + "the codec read the bytes that library writes? Both directions compared with the data set's value.",
    "The first use builds the Python environment under .serbench/ (needs python3 with venv; no root)."})
final class InteropCommand implements Callable<Integer> {
    enum Format { table, json, md, csv }

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;
    @Mixin Selection selection;

    @Option(names = "--format", defaultValue = "table", paramLabel = "FORMAT",
        description = "table, json, md or csv (default: ${DEFAULT-VALUE}).")
    Format format;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        // the Python peer has no model of the user's class, and serbench's own JVM runs none of its code
        if (selection.ownType() != null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "interop compares the built-in data sets only; drop --type");
        }
        List<Cell> cells;
        try {
            cells = InteropMatrix.run(selection.codecs(), selection.datasets(List.of(Datasets.byId("media").orElseThrow())),
                line -> {
                    err.println(line);
                    err.flush();
                });
        } catch (PeerUnavailableException e) {
            err.println("serbench: " + e.getMessage());
            return Main.USAGE;
        }
        switch (format) {
            case table -> table(out, cells);
            case json -> out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(cells));
            case md -> markdown(out, cells);
            case csv -> out.print(InteropText.csv(cells));
        }
        return 0;
    }

    private static void table(PrintWriter out, List<Cell> cells) {
        TextTable t = new TextTable(InteropText.header(cells).toArray(String[]::new));
        InteropText.rows(cells).forEach(r -> t.row(r.toArray()));
        t.print(out);
        out.println();
        InteropText.LEGEND.forEach(l -> out.println("  " + l));
        out.println();
        InteropText.notes(cells).forEach(n -> out.println("  " + n));
    }

    private static void markdown(PrintWriter out, List<Cell> cells) {
        MarkdownTable t = new MarkdownTable(InteropText.header(cells).toArray(String[]::new));
        InteropText.rows(cells).forEach(r -> t.add(r.toArray()));
        out.print(t);
        out.println();
        out.println(String.join("\n", InteropText.LEGEND));
        out.println();
        InteropText.notes(cells).forEach(n -> out.println("- " + n));
    }
}
