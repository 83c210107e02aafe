package serbench.report.section;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import serbench.report.view.MarkdownTable;
import serbench.report.view.MarkdownText;
import serbench.report.view.OutcomeGrid;
import serbench.report.view.PlainLine;
import serbench.report.view.ReportTables;
import serbench.results.PlatformCell;
import serbench.results.Results;

/**
 * The platform matrix as every text form shows it: a row per codec (and data set, when several), a column per JDK and
 * mode, then whether the codec touched {@code sun.misc.Unsafe}'s memory access beside what its row declares
 * ({@code unsafe-memory}); its legend, each failure with the JDK's message, and what the JVMs printed, verbatim. It reads
 * the cells as results.json keeps them.
 */
public final class PlatformMarkdown {
    private static final String TRAIT = ReportTables.UNSAFE_MEMORY;

    private static final List<String> LEGEND = List.of(
        "pass: the round trip gave the value back, and the JVM printed nothing on its standard error",
        "warns: it gave the value back, and the JVM printed something (below, verbatim)",
        "fails: it did not; the failures' table has the JDK's own message",
        "unsupported: the codec cannot represent the data set on any JDK (as verify says); n/a: the JDK has no such option",
        "Unsafe denied: --sun-misc-unsafe-memory-access=deny (JDK 23 and later; JEP 471, the default of a later release);"
            + " native denied: --illegal-native-access=deny (JDK 24 and later; JEP 472)",
        "way out: Unsafe denied, with the JVM-wide setting the codec's library offers to do without it (below); n/a where"
            + " serbench knows none",
        TRAIT + ": yes when the JDK warned of sun.misc.Unsafe's memory access or denying it failed a round trip the"
            + " defaults passed; not measured without a JDK 23 or later; the row's declared trait in brackets where it differs");

    private PlatformMarkdown() {}

    /** pass green, warns amber, fails red; unsupported and n/a neutral. */
    static OutcomeGrid.Tone tone(String outcome) {
        return switch (outcome) {
            case PlatformCell.PASS -> OutcomeGrid.Tone.GOOD;
            case PlatformCell.WARNS -> OutcomeGrid.Tone.WARN;
            case PlatformCell.FAILS -> OutcomeGrid.Tone.BAD;
            default -> OutcomeGrid.Tone.NEUTRAL;
        };
    }

    /** A column's title: "JDK 25.0.1", "JDK 25.0.1, Unsafe denied". */
    static String column(PlatformCell c) {
        return "JDK " + c.jdk() + switch (c.mode()) {
            case PlatformCell.DEFAULTS -> "";
            case PlatformCell.UNSAFE_DENIED -> ", Unsafe denied";
            case PlatformCell.NATIVE_DENIED -> ", native denied";
            case PlatformCell.UNSAFE_DENIED_WAY_OUT -> ", Unsafe denied, way out";
            default -> ", " + c.mode();
        };
    }

    /** Codecs (x data set when several) as rows, each JDK and mode a column, the measured trait last. */
    public static OutcomeGrid grid(List<PlatformCell> cells, Map<String, List<String>> declared) {
        boolean several = cells.stream().map(PlatformCell::dataset).distinct().count() > 1;
        List<String> header = new ArrayList<>(List.of(several ? "codec x data set" : "codec"));
        // a JDK without the Unsafe option has no way out to try either: that column would say n/a twice
        Set<String> waysOut = cells.stream().filter(c -> c.mode().equals(PlatformCell.UNSAFE_DENIED_WAY_OUT)
            && !c.outcome().equals(PlatformCell.NOT_APPLICABLE)).map(PlatformCell::jdk).collect(Collectors.toSet());
        cells.stream().filter(c -> !c.mode().equals(PlatformCell.UNSAFE_DENIED_WAY_OUT) || waysOut.contains(c.jdk()))
            .map(PlatformMarkdown::column).distinct().forEach(header::add);
        header.add(TRAIT);
        Map<String, Map<String, PlatformCell>> rows = new LinkedHashMap<>();
        for (PlatformCell c : cells) {
            rows.computeIfAbsent(several ? c.codec() + " x " + c.dataset() : c.codec(), k -> new LinkedHashMap<>()).put(column(c), c);
        }
        OutcomeGrid grid = new OutcomeGrid(header);
        rows.forEach((row, byColumn) -> {
            List<OutcomeGrid.Cell> line = new ArrayList<>();
            header.subList(1, header.size() - 1).forEach(col -> {
                PlatformCell c = byColumn.get(col);
                line.add(c == null ? new OutcomeGrid.Cell("—", OutcomeGrid.Tone.NEUTRAL) : new OutcomeGrid.Cell(c.outcome(), tone(c.outcome())));
            });
            line.add(trait(cells, byColumn.values().iterator().next().codec(), declared));
            grid.add(row, line);
        });
        return grid;
    }

    /** yes or no as measured, with the declared trait in brackets where it differs (amber); "not measured" without a JDK 23+. */
    private static OutcomeGrid.Cell trait(List<PlatformCell> cells, String codec, Map<String, List<String>> declared) {
        Optional<Boolean> measured = PlatformCell.unsafeMemory(cells, codec);
        if (measured.isEmpty()) return new OutcomeGrid.Cell("not measured", OutcomeGrid.Tone.NEUTRAL);
        List<String> traits = declared.get(codec);
        boolean agrees = traits == null || traits.contains(TRAIT) == measured.get();
        String text = (measured.get() ? "yes" : "no") + (agrees ? "" : " (declared " + (measured.get() ? "no" : "yes") + ")");
        return new OutcomeGrid.Cell(text, agrees ? OutcomeGrid.Tone.NEUTRAL : OutcomeGrid.Tone.WARN);
    }

    /** The legend, every JVM that failed with the JDK's message, then what the JVMs printed, each text once with the JVMs that printed it. */
    public static String explanation(List<PlatformCell> cells) {
        StringBuilder md = new StringBuilder(OutcomeGrid.legendAndNotes(LEGEND, List.of("codec", "JDK", "mode", "data sets", "the JDK's message"),
            jvms(cells).values().stream().map(jvm -> jvm.stream().filter(c -> c.outcome().equals(PlatformCell.FAILS)).toList())
                .filter(failed -> !failed.isEmpty()).map(failed -> Arrays.asList(failed.get(0).codec(), failed.get(0).jdk(),
                    failed.get(0).mode(), failed.stream().map(PlatformCell::dataset).collect(Collectors.joining(", ")),
                    failed.get(0).message()))));
        List<PlatformCell> ways = jvms(cells).values().stream().map(jvm -> jvm.get(0))
            .filter(c -> c.mode().equals(PlatformCell.UNSAFE_DENIED_WAY_OUT)).toList();
        if (!ways.isEmpty()) {
            md.append("\nThe ways out tried, with Unsafe denied:\n\n");
            MarkdownTable table = new MarkdownTable("codec", "JDK", "outcome", "options or the JDK's message");
            ways.forEach(c -> table.add(MarkdownText.plain(c.codec()), MarkdownText.plain(c.jdk()),
                MarkdownText.plain(c.outcome()), MarkdownText.plain(c.message())));
            md.append(table);
        }
        Map<List<String>, List<String>> printed = new LinkedHashMap<>();
        jvms(cells).forEach((jvm, own) -> {
            List<String> lines = own.get(0).warnings();
            if (!lines.isEmpty()) printed.computeIfAbsent(lines, k -> new ArrayList<>()).add(jvm);
        });
        if (!printed.isEmpty()) md.append("\nWhat the JVMs printed on their standard error:\n");
        printed.forEach((lines, jvms) -> md.append("\n").append(MarkdownText.plain(String.join("; ", jvms))).append(":\n\n")
            .append(verbatim(lines)));
        return md.toString();
    }

    /** The cells by the JVM that ran them, "kryo on JDK 25.0.1, defaults", in the matrix's order. */
    private static Map<String, List<PlatformCell>> jvms(List<PlatformCell> cells) {
        Map<String, List<PlatformCell>> jvms = new LinkedHashMap<>();
        for (PlatformCell c : cells) {
            if (c.outcome().equals(PlatformCell.NOT_APPLICABLE)) continue;
            jvms.computeIfAbsent(c.codec() + " on JDK " + c.jdk() + ", " + c.mode(), k -> new ArrayList<>()).add(c);
        }
        return jvms;
    }

    /** Lines from a results file as a fenced block: each a line without control characters, the fence longer than any run of backticks in them. */
    static String verbatim(List<String> lines) {
        List<String> plain = lines.stream().map(PlainLine::of).toList();
        int longest = plain.stream().flatMap(l -> java.util.regex.Pattern.compile("`+").matcher(l).results())
            .mapToInt(m -> m.group().length()).max().orElse(0);
        String fence = "`".repeat(Math.max(3, longest + 1));
        return fence + "\n" + String.join("\n", plain) + "\n" + fence + "\n";
    }

    /** The traits each codec of a run declares, by id, as the matrix's last column compares them. */
    public static Map<String, List<String>> declared(Results r) {
        Map<String, List<String>> declared = new LinkedHashMap<>();
        r.codecs.forEach((id, c) -> declared.put(id, c.traits() == null ? List.of() : c.traits()));
        return declared;
    }

    public static String render(List<PlatformCell> cells, Map<String, List<String>> declared) {
        return grid(cells, declared).markdown() + "\n" + explanation(cells);
    }
}
