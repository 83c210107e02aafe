package serbench.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine;
import serbench.cli.run.RunRequestChecks;
import serbench.cli.shared.Selection;
import serbench.cli.shared.TextTable;
import serbench.codec.Codec;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.platform.Jdks;
import serbench.platform.PlatformRun;
import serbench.report.section.PlatformMarkdown;
import serbench.results.PlatformCell;

@Command(name = "platform", description = {
    "Round-trip every codec on each JDK (the one running serbench, --jvm, and the newest JDK installed beside it) with the"
        + " JDK's defaults, with sun.misc.Unsafe's memory access denied and with native access denied, as later JDKs will"
        + " by default; each codec, JDK and mode in a JVM of its own, what it printed on its standard error kept verbatim"
        + " (docs/platform.md)."})
final class PlatformCommand implements Callable<Integer> {
    enum Format { table, json, md }

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;
    @Mixin Selection selection;

    @Option(names = "--jvm", paramLabel = "PATH", description = "A JDK home or java executable to check on; repeat for several"
        + " (default: the JVM running serbench); the newest JDK installed beside the running one is added when it is newer.")
    List<String> jvms;

    @Option(names = "--format", defaultValue = "table", paramLabel = "FORMAT", description = "table, json or md (default: ${DEFAULT-VALUE}).")
    Format format;

    @Override
    public Integer call() throws Exception {
        if (selection.ownType() != null) {
            throw usage("--type: the platform matrix runs serbench's own data sets; its JVMs load no class of yours");
        }
        List<Dataset<?>> datasets = selection.datasets(List.of(Datasets.byId("media").orElseThrow()));
        // baselines are no libraries to check unless asked for by name
        List<Codec> codecs = selection.codecs().stream().filter(c -> selection.codecIds != null || !c.baseline()).toList();
        List<Jdks.Jdk> jdks;
        try {
            jdks = Jdks.of(RunRequestChecks.javas(jvms));
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut(), err = spec.commandLine().getErr();
        List<PlatformCell> cells = PlatformRun.run(codecs, datasets, jdks, line -> {
            err.println("[platform] " + line);
            err.flush();
        });
        Map<String, List<String>> declared = new LinkedHashMap<>();
        codecs.forEach(c -> declared.put(c.id(), c.traits().labels()));
        switch (format) {
            case json -> out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(cells));
            case md -> out.print(PlatformMarkdown.render(cells, declared));
            case table -> {
                TextTable.of(PlatformMarkdown.grid(cells, declared)).print(out);
                out.println();
                out.print(PlatformMarkdown.explanation(cells));
            }
        }
        return 0;
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
