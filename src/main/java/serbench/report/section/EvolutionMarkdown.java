package serbench.report.section;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import serbench.report.view.OutcomeGrid;
import serbench.results.EvolutionCell;

/**
 * The schema evolution matrix as every text form shows it: codecs as rows, change x direction as columns, its
 * legend, then every cell's note that says more than "ok". It reads the cells as results.json keeps them, so a
 * report rebuilt from a file needs nothing of the code that computed them.
 */
public final class EvolutionMarkdown {
    /** What each outcome and change means; the changes are defined in serbench.evolution.Change. */
    private static final List<String> LEGEND = List.of(
        "a change's 'old' column is old-reads-new (bytes written by v2, read by v1), its 'new' column new-reads-old",
        "ok: every shared field read back equal; a field only one side has was dropped or defaulted",
        "lossy: a shared field was lost or defaulted",
        "error: reading failed with an exception",
        "wrong: a shared field silently read back a different value",
        "unsupported: the change cannot be expressed for this codec",
        "untested: serbench has no v1/v2 versions for this format (the note says why)",
        "add-field: v2 adds an optional String note",
        "remove-field: v2 drops customer",
        "rename-field: customer becomes buyer (same field number, Avro alias)",
        "reorder-fields: the fields are declared in reverse order (numbers kept)",
        "widen-int: quantity int -> long; v2 writes 3,000,000,000",
        "add-enum-value: Status gains CANCELLED; v2 writes it");

    private EvolutionMarkdown() {}

    public static List<String> legend() {
        return LEGEND;
    }

    /** {@code codec}, then one column per change and direction in the order the matrix ran them. */
    static List<String> header(List<EvolutionCell> cells) {
        List<String> header = new ArrayList<>(List.of("codec"));
        cells.stream().map(EvolutionMarkdown::column).distinct().forEach(header::add);
        return header;
    }

    /** Each codec's outcomes in the header's column order; "—" where a codec has no such cell. */
    static Map<String, List<String>> rows(List<EvolutionCell> cells) {
        List<String> header = header(cells);
        List<String> columns = header.subList(1, header.size());
        Map<String, Map<String, EvolutionCell>> byCodec = new LinkedHashMap<>();
        for (EvolutionCell c : cells) byCodec.computeIfAbsent(c.codec(), k -> new LinkedHashMap<>()).put(column(c), c);
        Map<String, List<String>> rows = new LinkedHashMap<>();
        byCodec.forEach((codec, row) -> rows.put(codec, columns.stream().map(col -> outcome(row.get(col))).toList()));
        return rows;
    }

    /** {@code add-field old} is add-field, old-reads-new: the direction by its reader. */
    private static String column(EvolutionCell c) {
        String direction = Objects.toString(c.direction(), "");
        int dash = direction.indexOf('-');
        return c.change() + " " + (dash < 0 ? direction : direction.substring(0, dash));
    }

    private static String outcome(EvolutionCell c) {
        return c == null || c.outcome() == null ? "—" : c.outcome();
    }

    /** ok green; lossy amber and wrong red (both lose data, wrong without a word); error grey; the rest neutral. */
    static OutcomeGrid.Tone tone(String outcome) {
        return switch (outcome) {
            case "ok" -> OutcomeGrid.Tone.GOOD;
            case "lossy" -> OutcomeGrid.Tone.WARN;
            case "wrong" -> OutcomeGrid.Tone.BAD;
            case "error" -> OutcomeGrid.Tone.ERROR;
            default -> OutcomeGrid.Tone.NEUTRAL;
        };
    }

    public static OutcomeGrid grid(List<EvolutionCell> cells) {
        OutcomeGrid grid = new OutcomeGrid(header(cells));
        rows(cells).forEach((codec, outcomes) -> grid.add(codec,
            outcomes.stream().map(o -> new OutcomeGrid.Cell(o, tone(o))).toList()));
        return grid;
    }

    /** The legend, then a table of every cell that is not ok, with its note. */
    public static String explanation(List<EvolutionCell> cells) {
        return OutcomeGrid.legendAndNotes(LEGEND, List.of("codec", "change", "direction", "outcome", "note"),
            cells.stream().filter(c -> !"ok".equals(c.outcome()))
                .map(c -> Arrays.asList(c.codec(), c.change(), c.direction(), c.outcome(), c.note())));
    }

    public static String write(List<EvolutionCell> cells) {
        return grid(cells).markdown() + "\n" + explanation(cells);
    }
}
