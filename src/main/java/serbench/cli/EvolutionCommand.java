package serbench.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import serbench.evolution.Cell;
import serbench.evolution.EvolutionMatrix;
import serbench.evolution.MatrixLayout;
import serbench.evolution.Outcome;
import serbench.report.EvolutionMarkdown;

@Command(name = "evolution", description = {
    "Schema evolution matrix: what each codec reads when the class changes between writer and reader.",
    "Six changes (add, remove, rename, reorder fields; int to long; a new enum constant), both directions."})
final class EvolutionCommand implements Callable<Integer> {
    enum Format { table, json, md }

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;
    @Mixin Selection selection;

    @Option(names = "--format", defaultValue = "table", paramLabel = "FORMAT",
        description = "table, json or md (default: ${DEFAULT-VALUE}).")
    Format format;

    @Override
    public Integer call() throws Exception {
        List<Cell> cells = EvolutionMatrix.run(selection.codecs());
        PrintWriter out = spec.commandLine().getOut();
        switch (format) {
            case table -> printTable(out, cells);
            case json -> out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(
                cells.stream().map(EvolutionCommand::json).toList()));
            case md -> out.print(EvolutionMarkdown.write(cells));
        }
        return 0;
    }

    private static Map<String, String> json(Cell c) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("codec", c.codec());
        m.put("change", c.change().id());
        m.put("direction", c.direction().id());
        m.put("outcome", c.outcome().id());
        m.put("note", c.note());
        return m;
    }

    private static void printTable(PrintWriter out, List<Cell> cells) {
        TextTable grid = new TextTable(MatrixLayout.header().toArray(String[]::new));
        for (Map.Entry<String, List<Cell>> row : MatrixLayout.rows(cells).entrySet()) {
            Object[] line = new Object[row.getValue().size() + 1];
            line[0] = row.getKey();
            for (int i = 0; i < row.getValue().size(); i++) line[i + 1] = row.getValue().get(i).outcome().id();
            grid.row(line);
        }
        grid.print(out);
        out.println();
        MatrixLayout.legend().forEach(l -> out.println("  " + l));
        out.println();
        cells.stream().filter(c -> c.outcome() != Outcome.OK).forEach(c -> out.printf("  %-11s %s, %s, %s: %s%n",
            c.outcome().id(), c.codec(), c.change().id(), c.direction().id(), c.note()));
    }
}
