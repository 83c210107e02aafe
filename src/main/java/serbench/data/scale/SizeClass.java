package serbench.data.scale;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A nominal payload size of the size axis, e.g. {@code 10KB}: decimal units (1KB = 1,000 bytes, 1MB = 1,000,000),
 * as the JSON benchmark's 1, 10, 100 and 1000 KB. The label is nominal: the reference encoding lands near it, other
 * codecs' encodings of the same value are larger or smaller.
 */
public record SizeClass(String label, int bytes) {
    static final int MIN = 1_000;
    /**
     * At most 1MB: a 1MB tree holds about 25,000 nodes, while SBE's groups count at most 65,535 entries and Colfer's
     * lists 65,536; a few MB would leave codecs that pass the base data set behind.
     */
    static final int MAX = 1_000_000;
    private static final Pattern FORMAT = Pattern.compile("(\\d{1,7})(B|KB|MB)", Pattern.CASE_INSENSITIVE);

    /** @throws IllegalArgumentException in one line, for a size that is malformed or out of range */
    public static SizeClass parse(String text) {
        Matcher m = FORMAT.matcher(text.trim());
        if (!m.matches()) throw new IllegalArgumentException("--sizes " + text + ": write a size as 1KB, 10KB, 100KB or 1MB (decimal units)");
        long bytes = Long.parseLong(m.group(1)) * switch (m.group(2).toUpperCase(Locale.ROOT)) {
            case "B" -> 1;
            case "KB" -> 1_000;
            default -> 1_000_000;
        };
        if (bytes < MIN || bytes > MAX) throw new IllegalArgumentException("--sizes " + text + ": sizes run from 1KB to 1MB");
        return of((int) bytes);
    }

    /** Every size once, smallest first. */
    public static List<SizeClass> parseAll(List<String> texts) {
        List<SizeClass> sizes = new ArrayList<>();
        for (String t : texts) {
            SizeClass s = parse(t);
            if (!sizes.contains(s)) sizes.add(s);
        }
        sizes.sort(java.util.Comparator.comparingInt(SizeClass::bytes));
        return sizes;
    }

    /** The size in its shortest exact label: 1MB, 10KB, 1500B. */
    static SizeClass of(int bytes) {
        String label = bytes % 1_000_000 == 0 ? bytes / 1_000_000 + "MB" : bytes % 1_000 == 0 ? bytes / 1_000 + "KB" : bytes + "B";
        return new SizeClass(label, bytes);
    }
}
