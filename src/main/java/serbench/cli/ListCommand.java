package serbench.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;
import serbench.cli.shared.TextTable;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.codec.era.EraCodecs;
import serbench.data.Dataset;
import serbench.data.Datasets;

@Command(name = "list", description = "List the codecs (with library versions and traits) and the data sets.")
final class ListCommand implements Callable<Integer> {
    enum Format { table, json }

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Option(names = "--format", defaultValue = "table", paramLabel = "FORMAT",
        description = "table or json (default: ${DEFAULT-VALUE}).")
    Format format;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        if (format == Format.json) {
            out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(document()));
            return 0;
        }
        TextTable codecs = new TextTable("codec", "family", "library", "version", "traits", "setup");
        for (Codec c : Codecs.all()) {
            codecs.row(c.id(), c.family(), c.library().name(), c.library().version(), c.traits(), c.setup());
        }
        out.println("Codecs");
        codecs.print(out);
        out.println();
        TextTable variants = new TextTable("variant", "family", "traits", "setup");
        for (Codec c : Codecs.variants()) variants.row(c.id(), c.family(), c.traits(), c.setup());
        out.println("I/O-shape variants (opt-in: --codecs variants, or all+variants)");
        variants.print(out);
        out.println();
        TextTable versions = new TextTable("versioned row", "family", "library", "version", "setup");
        for (Codec c : EraCodecs.all()) versions.row(c.id(), c.family(), c.library().name(), c.library().version(), c.setup());
        out.println("Versioned rows: a codec on an older version of its library (opt-in: --codecs ID@VERSION; docs/versions.md)");
        versions.print(out);
        out.println();
        TextTable datasets = new TextTable("data set", "description");
        for (Dataset<?> d : Datasets.all()) datasets.row(d.id(), d.description());
        out.println("Data sets");
        datasets.print(out);
        return 0;
    }

    private static Map<String, Object> codec(Codec c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", c.id());
        m.put("family", c.family());
        m.put("library", c.library().name());
        m.put("version", c.library().version());
        m.put("traits", c.traits().labels());
        m.put("setup", c.setup());
        m.put("baseline", c.baseline());
        return m;
    }

    private static Map<String, Object> document() {
        List<Map<String, Object>> codecs = Codecs.all().stream().map(ListCommand::codec).toList();
        List<Map<String, String>> datasets = Datasets.all().stream().map(d -> {
            // insertion order, so the same build prints the same bytes (Map.of's order changes between JVMs)
            Map<String, String> m = new LinkedHashMap<>();
            m.put("id", d.id());
            m.put("description", d.description());
            return m;
        }).toList();
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("codecs", codecs);
        // the opt-in I/O-shape variants apart, as the table shows them: "codecs" stays what --codecs all selects
        doc.put("variants", Codecs.variants().stream().map(ListCommand::codec).toList());
        doc.put("versions", EraCodecs.all().stream().map(ListCommand::codec).toList());
        doc.put("datasets", datasets);
        return doc;
    }
}
