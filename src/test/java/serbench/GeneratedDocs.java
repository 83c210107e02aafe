package serbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;
import serbench.data.Dataset;
import serbench.data.DatasetProvider;
import serbench.report.MarkdownReport;
import serbench.report.section.ReportHeading;
import serbench.results.Environment;
import serbench.results.Results;
import serbench.results.ResultsStore;

/**
 * The generated regions of the documentation: a region is the text between
 * {@code <!-- generated:NAME ... -->} and {@code <!-- /generated:NAME -->}, each marker on a line of its own,
 * and its text is whatever the region's generator makes, so a table that can be generated cannot go stale.
 */
final class GeneratedDocs {
    static final String REGENERATE = "./mvnw test -Dtest=GeneratedDocsTest -Dserbench.regenerate=true";

    private static final Pattern OPEN = Pattern.compile("<!-- generated:([\\w-]+)(?:\\s.*)? -->");
    private static final Pattern CLOSE = Pattern.compile("<!-- /generated:([\\w-]+) -->");
    /** How a JDK-based codec's library is named in {@code list}: {@code Library.jdk} gives the running JDK's version. */
    private static final Pattern JDK_LIBRARY = Pattern.compile("JDK( .*)?");

    /**
     * Region name to what fills it. A new region is one entry here: e.g. {@code results}, a short table of
     * sample results made from a committed {@code results.json}.
     */
    static Map<String, Supplier<String>> generators() {
        Supplier<JsonNode> list = memoized(GeneratedDocs::list);
        Map<String, Supplier<String>> generators = new LinkedHashMap<>();
        generators.put("codec-families", () -> families(list.get()));
        generators.put("codecs-setup", () -> codecs(list.get()));
        generators.put("datasets", () -> datasets(list.get()));
        Supplier<Results> example = memoized(GeneratedDocs::example);
        generators.put("results", () -> results(example.get()));
        generators.put("example-report", () -> "\n" + MarkdownReport.render(example.get()));
        return generators;
    }

    /** One region of a file: its name and its lines' range, the markers excluded. */
    record Region(String name, int firstLine, int endLine) {}

    /**
     * The file's regions, in order.
     *
     * @throws IllegalArgumentException for a marker that is not closed, a close without its open, a region
     *                                  inside another, or a name that has no generator
     */
    static List<Region> regions(List<String> lines, Map<String, ?> known) {
        List<Region> regions = new ArrayList<>();
        String open = null;
        int start = -1;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            Matcher o = OPEN.matcher(line), c = CLOSE.matcher(line);
            if (o.matches()) {
                if (open != null) throw new IllegalArgumentException("line " + (i + 1) + ": region '" + o.group(1)
                    + "' opens inside region '" + open + "' (opened on line " + start + ", not closed)");
                open = o.group(1);
                start = i + 1;
                if (!known.containsKey(open)) throw new IllegalArgumentException("line " + start
                    + ": unknown region '" + open + "' (known: " + String.join(", ", known.keySet()) + ")");
            } else if (c.matches()) {
                if (!c.group(1).equals(open)) throw new IllegalArgumentException("line " + (i + 1) + ": '"
                    + line + "' closes " + (open == null ? "no open region" : "region '" + open + "'"));
                regions.add(new Region(open, start, i));
                open = null;
            } else if (line.startsWith("<!--") && line.contains("generated:")) {
                throw new IllegalArgumentException("line " + (i + 1) + ": a malformed marker: " + line);
            }
        }
        if (open != null) throw new IllegalArgumentException("line " + start + ": region '" + open + "' is not closed");
        return regions;
    }

    /** The region's text as the file holds it: its lines joined, each ending in a newline. */
    static String text(List<String> lines, Region region) {
        StringBuilder b = new StringBuilder();
        for (String line : lines.subList(region.firstLine(), region.endLine())) b.append(line).append('\n');
        return b.toString();
    }

    /** The file with every region's text replaced by what its generator makes. */
    static List<String> regenerate(List<String> lines, Map<String, Supplier<String>> generators) {
        List<String> out = new ArrayList<>();
        int next = 0;
        for (Region r : regions(lines, generators)) {
            out.addAll(lines.subList(next, r.firstLine()));
            out.addAll(generators.get(r.name()).get().lines().toList());
            next = r.endLine();
        }
        out.addAll(lines.subList(next, lines.size()));
        return out;
    }

    /** {@code serbench list --format json}, run in-process. */
    private static JsonNode list() {
        Cli.Result r = Cli.run("list", "--format", "json");
        if (r.status() != 0) throw new IllegalStateException("serbench list failed: " + r.err());
        try {
            return new ObjectMapper().readTree(r.out());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every codec, baselines last, as {@code list} names them, with its set-up. */
    private static String codecs(JsonNode list) {
        StringBuilder b = new StringBuilder("\n| codec | family | library | version | traits | set-up |\n|---|---|---|---|---|---|\n");
        for (JsonNode c : baselinesLast(list)) {
            String traits = String.join(", ", StreamSupport.stream(c.get("traits").spliterator(), false)
                .map(JsonNode::asText).toList());
            String id = c.get("baseline").asBoolean() ? "`" + c.get("id").asText() + "` (baseline)"
                : "`" + c.get("id").asText() + "`";
            b.append("| ").append(id).append(" | ").append(cell(c.get("family").asText())).append(" | ")
                .append(cell(c.get("library").asText())).append(" | ").append(cell(version(c))).append(" | ").append(traits)
                .append(" | ").append(cell(c.get("setup").asText())).append(" |\n");
        }
        return b.append('\n').toString();
    }

    /**
     * One row per family: its configurations and their libraries, so that the README lists every configuration
     * in a table that stays short as codecs are added (traits and set-up are in docs/codecs.md).
     */
    private static String families(JsonNode list) {
        Map<String, List<String>> ids = new LinkedHashMap<>();
        Map<String, Set<String>> libraries = new LinkedHashMap<>();
        for (JsonNode c : baselinesLast(list)) {
            String family = c.get("baseline").asBoolean() ? "baselines" : c.get("family").asText();
            ids.computeIfAbsent(family, f -> new ArrayList<>()).add("`" + c.get("id").asText() + "`");
            String version = version(c);
            libraries.computeIfAbsent(family, f -> new LinkedHashSet<>())
                .add(c.get("library").asText() + (version.startsWith("the running") ? "" : " " + version));
        }
        StringBuilder b = new StringBuilder("\n| family | configurations | library and version |\n|---|---|---|\n");
        ids.forEach((family, configurations) -> b.append("| ").append(cell(family)).append(" | ")
            .append(String.join(", ", configurations)).append(" | ").append(cell(String.join(", ", libraries.get(family))))
            .append(" |\n"));
        return b.append('\n').toString();
    }

    private static List<JsonNode> baselinesLast(JsonNode list) {
        List<JsonNode> codecs = new ArrayList<>();
        list.get("codecs").forEach(c -> { if (!c.get("baseline").asBoolean()) codecs.add(c); });
        list.get("codecs").forEach(c -> { if (c.get("baseline").asBoolean()) codecs.add(c); });
        return codecs;
    }

    /** The JDK's codecs report the running JDK's version, which must not make the text depend on the JDK. */
    private static String version(JsonNode codec) {
        return JDK_LIBRARY.matcher(codec.get("library").asText()).matches() ? "the running JDK's" : codec.get("version").asText();
    }

    /** The data sets the tests register through a provider: serbench's docs list only its own. */
    private static Set<String> testDatasets() {
        return ServiceLoader.load(DatasetProvider.class).stream().flatMap(p -> p.get().datasets().stream())
            .map(Dataset::id).collect(Collectors.toSet());
    }

    private static String datasets(JsonNode list) {
        StringBuilder b = new StringBuilder("\n| data set | description |\n|---|---|\n");
        Set<String> tests = testDatasets();
        for (JsonNode d : list.get("datasets")) {
            if (tests.contains(d.get("id").asText())) continue;
            b.append("| `").append(d.get("id").asText()).append("` | ").append(cell(d.get("description").asText()))
                .append(" |\n");
        }
        return b.append('\n').toString();
    }

    /** The committed results of a real default run, from which the sample results are made. */
    static final Path EXAMPLE = Path.of("docs", "example", "results.json");

    private static Results example() {
        try {
            return ResultsStore.load(EXAMPLE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Where and when the example run was made, then the best codec of each like-for-like column. */
    private static String results(Results r) {
        Environment e = r.environment;
        Environment.Jvm jvm = e.jvms.get(0);
        Results.Precision p = r.precision();
        return "\n" + ReportHeading.title(r).replaceFirst("^serbench: ", "") + ", `./serbench run` on " + e.start.substring(0, 10) + ": "
            + e.cpu.strip() + ", " + e.cores + " cores, " + jvm.vendor() + " " + jvm.version() + ", median error ±"
            + String.format(Locale.ROOT, "%.1f%%", p.medianErrorPercent()) + ".\n\n" + MarkdownReport.summary(r) + "\n";
    }

    /** A table cell's text: a pipe would end the cell. */
    private static String cell(String text) {
        return text.replace("|", "\\|");
    }

    private static <T> Supplier<T> memoized(Supplier<T> supplier) {
        return new Supplier<>() {
            private T value;

            @Override
            public synchronized T get() {
                if (value == null) value = supplier.get();
                return value;
            }
        };
    }
}
