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
import serbench.cli.shared.CodecChoice;
import serbench.cli.shared.TextTable;
import serbench.evolution.Cell;
import serbench.evolution.EvolutionMatrix;
import serbench.report.section.EvolutionMarkdown;
import serbench.results.EvolutionCell;

@Command(name = "evolution", description = {
    "Schema evolution matrix: what each codec reads when the class changes between writer and reader.",
    "Six changes (add, remove, rename, reorder fields; int to long; a new enum constant), both directions."})
final class EvolutionCommand implements Callable<Integer> {
    enum Format { table, json, md }

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;
    @Mixin CodecChoice selection;

    @Option(names = "--format", defaultValue = "table", paramLabel = "FORMAT",
        description = "table, json or md (default: ${DEFAULT-VALUE}).")
    Format format;

    @Override
    public Integer call() throws Exception {
        // the same cells as a run's results.json keeps: the JSON and every text form read those
        List<EvolutionCell> cells = EvolutionMatrix.run(selection.codecs()).stream().map(Cell::stored).toList();
        PrintWriter out = spec.commandLine().getOut();
        switch (format) {
            case table -> printTable(out, cells);
            case json -> out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(cells));
            case md -> out.print(EvolutionMarkdown.write(cells));
        }
        return 0;
    }

    private static void printTable(PrintWriter out, List<EvolutionCell> cells) {
        TextTable grid = TextTable.of(EvolutionMarkdown.grid(cells));
        grid.print(out);
        out.println();
        EvolutionMarkdown.legend().forEach(l -> out.println("  " + l));
        out.println();
        cells.stream().filter(c -> !c.outcome().equals("ok")).forEach(c -> out.printf("  %-11s %s, %s, %s: %s%n",
            c.outcome(), c.codec(), c.change(), c.direction(), c.note()));
    }
}
