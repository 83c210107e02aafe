package serbench.report.section;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.BiFunction;
import serbench.report.view.MarkdownText;
import serbench.results.Results;

/**
 * Whether a versioned row ({@code ROW@VERSION}, docs/versions.md) writes the bytes its today's row does: beside the
 * time, what an upgrade changes first, and what a reader of the other version has to read.
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
        for (String row : codecs) {
            int at = row.indexOf('@');
            String today = at > 0 ? row.substring(0, at) : null;
            if (today == null || !codecs.contains(today)) continue;
            List<String> both = datasets.stream().filter(d -> bytes.apply(row, d) != null && bytes.apply(today, d) != null).toList();
            if (both.isEmpty()) continue;
            List<String> differ = both.stream().filter(d -> !Objects.equals(bytes.apply(row, d), bytes.apply(today, d))).toList();
            lines.add(row + " writes the same bytes as " + today + " on " + (both.size() - differ.size()) + " of " + both.size()
                + " data sets" + (differ.isEmpty() ? "" : " (not on " + String.join(", ", differ) + ")"));
        }
        return lines;
    }

    /** A run's lines, from its round-trip gate's digests of every value timed. */
    public static List<String> lines(Results r) {
        return lines(List.copyOf(r.codecs.keySet()), List.copyOf(r.datasets.keySet()), (codec, dataset) -> r.verification.stream()
            .filter(v -> v.codec().equals(codec) && v.dataset().equals(dataset)).findFirst().map(Results.Check::bytes).orElse(null));
    }

    /** The run's lines for the report's opening. */
    static List<String> markdown(Results r) {
        return lines(r).stream().map(l -> "**Versions:** " + MarkdownText.plain(l) + ", every value timed.").toList();
    }
}
