package serbench.report.view;

import java.util.regex.Pattern;

/**
 * Text that comes from a results file (a codec's id or setup, a failure reason, a JVM's vendor) and must reach the
 * reports as plain text: it may not become a link, an image, HTML, a heading, a list item or a new table row.
 */
public final class MarkdownText {
    private static final Pattern SPECIAL = Pattern.compile("([\\\\`*_~\\[\\]!&])");
    /** What makes a line a heading, a quote, a list item or a setext underline, at its start; and an ordered item's. */
    private static final Pattern LINE_START = Pattern.compile("^([#>+=-])"), NUMBERED = Pattern.compile("^(\\d{1,9})([.)])(?=\\s|$)");

    private static final Pattern BACKTICKS = Pattern.compile("`+");

    private MarkdownText() {}

    /**
     * One line, with the characters that start emphasis, code, links, images and entities escaped and {@code <} as
     * an entity, and the syntax of a line's start (#, -, >, 1.) escaped at its start, since it may begin a line of a report.
     * Pipes are left to {@link MarkdownTable}.
     */
    public static String plain(String text) {
        String oneLine = PlainLine.of(text).stripLeading();
        String escaped = SPECIAL.matcher(oneLine).replaceAll("\\\\$1").replace("<", "&lt;");
        return NUMBERED.matcher(LINE_START.matcher(escaped).replaceFirst("\\\\$1")).replaceFirst("$1\\\\$2");
    }

    /** A codec's id as plain text; a baseline's in italics, as every table shows them. */
    public static String codec(String id, boolean baseline) {
        return baseline ? "_" + plain(id) + "_" : plain(id);
    }

    /**
     * An id as a code span, shown exactly as it is: fenced by more backticks than any run of them it holds (a backslash
     * escapes nothing in a code span), on one line.
     */
    public static String code(String text) {
        String oneLine = PlainLine.of(text);
        int longest = BACKTICKS.matcher(oneLine).results().mapToInt(m -> m.group().length()).max().orElse(0);
        String fence = "`".repeat(longest + 1);
        return longest == 0 ? fence + oneLine + fence : fence + " " + oneLine + " " + fence;
    }
}
