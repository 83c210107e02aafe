package serbench.report.section;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.stream.Collectors;
import serbench.report.view.MarkdownText;
import serbench.report.view.PlainLine;
import serbench.results.Results;
import serbench.results.version.VersionCell;

/**
 * Whether a versioned row ({@code ROW@VERSION}, docs/versions.md) writes the bytes its today's row does, and whether
 * each reads the other's ({@link VersionCell}, the cross-version matrix): beside the time, what an upgrade changes
 * first, and what an upgrade done one service at a time, or over stored data, depends on. verify prints the reads as a
 * table, a run's console and report as a line per versioned row after the "same bytes" ones.
 */
public final class VersionBytes {
    private VersionBytes() {}

    /**
     * A line per versioned row that is beside its today's row in {@code codecs}: on how many of the data sets both
     * round-trip their bytes are the same, and which differ. {@code bytes}: a pair's bytes, equal where the bytes are,
     * or null where the pair did not round-trip.
     */
    public static List<String> lines(List<String> codecs, List<String> datasets, BiFunction<String, String, Object> bytes) {
        List<String> lines = new ArrayList<>();
        for (String row : VersionCell.beside(codecs)) {
            String today = VersionCell.today(row);
            List<String> both = datasets.stream().filter(d -> bytes.apply(row, d) != null && bytes.apply(today, d) != null).toList();
            if (both.isEmpty()) continue;
            List<String> differ = both.stream().filter(d -> !Objects.equals(bytes.apply(row, d), bytes.apply(today, d))).toList();
            lines.add(row + " writes the same bytes as " + today + " on " + (both.size() - differ.size()) + " of " + both.size()
                + " data sets" + (differ.isEmpty() ? "" : " (not on " + String.join(", ", differ) + ")"));
        }
        return lines;
    }

    /** A run's lines for its console: the same bytes, then the reads across versions. */
    public static List<String> lines(Results r) {
        List<String> lines = new ArrayList<>(sameBytes(r));
        lines.addAll(reads(r));
        return lines;
    }

    /** The run's lines for the report's opening. */
    static List<String> markdown(Results r) {
        List<String> lines = new ArrayList<>();
        sameBytes(r).forEach(l -> lines.add("**Versions:** " + MarkdownText.plain(l) + ", every value timed."));
        reads(r).forEach(l -> lines.add("**Across versions:** " + MarkdownText.plain(l) + "."));
        return lines;
    }

    /** A run's "same bytes" lines, from its round-trip gate's digests of every value timed. */
    private static List<String> sameBytes(Results r) {
        return lines(List.copyOf(r.codecs.keySet()), List.copyOf(r.datasets.keySet()), (codec, dataset) -> r.verification.stream()
            .filter(v -> v.codec().equals(codec) && v.dataset().equals(dataset)).findFirst().map(Results.Check::bytes).orElse(null));
    }

    private static List<String> reads(Results r) {
        return r.crossVersion == null ? List.of() : readLines(r.crossVersion);
    }

    /** What the outcomes mean, under verify's table. */
    public static final String LEGEND = "new: today's row, old: the versioned row; reads: the data set's value, equal;"
        + " WRONG: another value; fails: an exception; n/a: a version cannot hold the data set";

    /** The versioned rows of {@code cells}, in their order. */
    public static List<String> readRows(List<VersionCell> cells) {
        return cells.stream().map(VersionCell::row).distinct().toList();
    }

    /** A row's outcomes in one direction, counted: "reads 14 · n/a 2". */
    public static String readCounts(List<VersionCell> cells, String row, String direction) {
        Map<String, Long> by = of(cells, row, direction).stream().collect(Collectors.groupingBy(VersionCell::outcome, Collectors.counting()));
        return String.join(" · ", VersionCell.OUTCOMES.stream().filter(by::containsKey).map(o -> o + " " + by.get(o)).toList());
    }

    /**
     * Each row's, direction's, outcome's and note's data sets where a version does not read the other's bytes, a line
     * each; a note as plain text (a string read from another version's bytes may hold any character).
     */
    public static List<String> readNotes(List<VersionCell> cells) {
        List<String> lines = new ArrayList<>();
        for (String row : readRows(cells)) {
            for (String direction : VersionCell.DIRECTIONS) {
                byNote(of(cells, row, direction)).forEach((key, datasets) -> lines.add(String.format("  %-6s %s %s on %s: %s",
                    key.outcome(), row, direction, String.join(", ", datasets), PlainLine.of(key.note()))));
            }
        }
        return lines;
    }

    /**
     * A line per versioned row: on how many data sets each version reads the other's bytes, and what went wrong where
     * one does not (the first note of each outcome).
     */
    public static List<String> readLines(List<VersionCell> cells) {
        List<String> lines = new ArrayList<>();
        for (String row : readRows(cells)) {
            String today = VersionCell.today(row);
            lines.add(today + " reads " + row + "'s bytes " + said(of(cells, row, VersionCell.NEW_READS_OLD)) + "; " + row
                + " reads " + today + "'s " + said(of(cells, row, VersionCell.OLD_READS_NEW)));
        }
        return lines;
    }

    /** "on 14 of 16 data sets (n/a on citm, edge-cases: ...)"; where the notes differ, the first data set's is said. */
    private static String said(List<VersionCell> of) {
        long reads = of.stream().filter(c -> c.outcome().equals(VersionCell.READS)).count();
        List<String> not = new ArrayList<>();
        for (String outcome : VersionCell.OUTCOMES) {
            List<VersionCell> these = of.stream().filter(c -> c.outcome().equals(outcome) && !outcome.equals(VersionCell.READS)).toList();
            if (!these.isEmpty()) {
                String note = PlainLine.of(these.get(0).note());
                boolean one = these.stream().map(VersionCell::note).distinct().count() == 1;   // else the first data set's
                not.add(outcome + " on " + String.join(", ", these.stream().map(VersionCell::dataset).toList())
                    + (note.isEmpty() ? "" : one ? ": " + note : " (" + these.get(0).dataset() + ": " + note + ")"));
            }
        }
        return "on " + reads + " of " + of.size() + (of.size() == 1 ? " data set" : " data sets") + (not.isEmpty() ? "" : " (" + String.join("; ", not) + ")");
    }

    private record Note(String outcome, String note) {}

    /** The cells other than reads, their data sets by outcome and note. */
    private static Map<Note, List<String>> byNote(List<VersionCell> of) {
        Map<Note, List<String>> by = new LinkedHashMap<>();
        of.stream().filter(c -> !c.outcome().equals(VersionCell.READS))
            .forEach(c -> by.computeIfAbsent(new Note(c.outcome(), Objects.toString(c.note(), "")), k -> new ArrayList<>()).add(c.dataset()));
        return by;
    }

    private static List<VersionCell> of(List<VersionCell> cells, String row, String direction) {
        return cells.stream().filter(c -> c.row().equals(row) && c.direction().equals(direction)).toList();
    }
}
