package serbench.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine;
import serbench.cli.shared.Selection;
import serbench.cli.shared.TextTable;
import serbench.codec.Codec;
import serbench.data.Datasets;
import serbench.report.section.SafetyMarkdown;
import serbench.results.SafetyCell;
import serbench.safety.Attack;
import serbench.safety.SafetyRun;

@Command(name = "safety", description = {
    "Attack every codec with hostile input built from each data set's real encoding (truncate, bitflip, random, "
        + "length-bomb, deep-nesting, foreign-class), each (codec, data set) in an isolated JVM with a 256 MiB heap and "
        + "a time limit, and count what each attack's trials did."})
final class SafetyCommand implements Callable<Integer> {
    enum Format { table, json, md }

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;
    @Mixin Selection selection;

    @Option(names = "--trials", defaultValue = "" + SafetyRun.DEFAULT_TRIALS, paramLabel = "N",
        description = "Trials per byte-level attack, 1 to 10000 (default: ${DEFAULT-VALUE}).")
    int trials;

    @Option(names = "--seed", defaultValue = "" + SafetyRun.DEFAULT_SEED, paramLabel = "N", description = "Seed of the mutations (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--format", defaultValue = "table", paramLabel = "FORMAT",
        description = "table, json or md (default: ${DEFAULT-VALUE}).")
    Format format;

    @Override
    public Integer call() throws Exception {
        if (trials < 1 || trials > 10_000) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--trials must be between 1 and 10000, not " + trials);
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        // baselines are no formats to attack unless asked for by name
        List<Codec> codecs = selection.codecs().stream().filter(c -> selection.codecIds != null || !c.baseline()).toList();
        List<SafetyCell> cells = SafetyRun.run(codecs, selection.datasets(List.of(Datasets.byId("media").orElseThrow())),
            Arrays.asList(Attack.values()), trials, seed, List.of(), done -> {
                err.println("[safety] " + done);
                err.flush();
            });
        switch (format) {
            case json -> out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(cells));
            case md -> out.print(SafetyMarkdown.render(cells));
            case table -> table(cells, out);
        }
        return 0;
    }

    private static void table(List<SafetyCell> cells, PrintWriter out) {
        TextTable t = TextTable.of(SafetyMarkdown.grid(cells));
        t.print(out);
        out.println();
        out.println(SafetyMarkdown.LEGEND);
        List<String> notes = SafetyMarkdown.notes(cells);
        if (!notes.isEmpty()) {
            out.println();
            notes.forEach(n -> out.println("  " + n));
        }
    }
}
