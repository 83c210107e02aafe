package serbench.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine;
import serbench.cli.shared.Selection;
import serbench.cli.shared.TextTable;
import serbench.cli.shared.VersionChoice;
import serbench.codec.Codec;
import serbench.data.Dataset;
import serbench.size.Compression;
import serbench.size.SizeRow;
import serbench.verify.RoundTrips;
import serbench.verify.Verdict;

@Command(name = "sizes", description = {
    "Encoded size of every verified pair, raw and after deflate, gzip, zstd, lz4 and snappy.",
    "Pairs that fail the round trip or are unsupported get no size; they are listed with the reason."})
final class SizesCommand implements Callable<Integer> {
    enum Format { table, csv, json }

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;
    @Mixin Selection selection;
    @Mixin VersionChoice versions;

    @Option(names = "--format", defaultValue = "table", paramLabel = "FORMAT",
        description = "table, csv or json (default: ${DEFAULT-VALUE}).")
    Format format;

    @Override
    public Integer call() throws Exception {
        List<SizeRow> rows = new ArrayList<>();
        List<Verdict> excluded = new ArrayList<>();
        List<Codec> codecs = versions.with(selection.codecs());
        for (Dataset<?> dataset : selection.datasets()) {
            for (Verdict v : RoundTrips.check(codecs, dataset)) {
                if (v.passed()) rows.add(SizeRow.of(v.dataset(), v.codec(), v.encoded()));
                else excluded.add(v);
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        switch (format) {
            case table -> printTable(out, rows, excluded);
            case csv -> {
                out.print(SizeCsv.write(rows));
                excluded.forEach(v -> spec.commandLine().getErr().println("serbench: no size for " + describe(v)));
            }
            case json -> printJson(out, rows, excluded);
        }
        return excluded.stream().anyMatch(v -> v.status() == Verdict.Status.FAIL) ? 1 : 0;
    }

    private static void printTable(PrintWriter out, List<SizeRow> rows, List<Verdict> excluded) {
        List<String> header = new ArrayList<>(List.of("data set", "codec", "size"));
        for (Compression c : Compression.values()) header.add(c.key());
        TextTable table = new TextTable(header.toArray(String[]::new));
        for (SizeRow r : rows) {
            List<Object> cells = new ArrayList<>(List.of(r.dataset(), r.codec(), r.size()));
            for (Compression c : Compression.values()) cells.add(r.compressed().get(c));
            table.row(cells.toArray());
        }
        table.print(out);
        if (!excluded.isEmpty()) {
            out.println();
            excluded.forEach(v -> out.println("no size for " + describe(v)));
        }
    }

    private static void printJson(PrintWriter out, List<SizeRow> rows, List<Verdict> excluded) throws Exception {
        List<Map<String, Object>> sizes = new ArrayList<>();
        for (SizeRow r : rows) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("dataset", r.dataset());
            m.put("codec", r.codec());
            m.put("size", r.size());
            for (Compression c : Compression.values()) m.put(c.key(), r.compressed().get(c));
            sizes.add(m);
        }
        List<Map<String, String>> skipped = excluded.stream()
            .map(v -> Map.of("dataset", v.dataset(), "codec", v.codec(), "status", v.status().name().toLowerCase(), "reason", v.reason()))
            .toList();
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("sizes", sizes);
        doc.put("excluded", skipped);
        out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(doc));
    }

    private static String describe(Verdict v) {
        return v.codec() + " x " + v.dataset() + " (" + (v.status() == Verdict.Status.FAIL ? "FAIL" : "unsupported") + "): " + v.reason();
    }
}
