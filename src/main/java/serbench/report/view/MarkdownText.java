package serbench.report.view;

import java.util.regex.Pattern;

/**
 * Text that comes from a results file (a codec's setup, a failure reason, a JVM's vendor) and must reach the
 * reports as plain text: it may not become a link, an image, HTML or a new table row.
 */
public final class MarkdownText {
    private static final Pattern SPECIAL = Pattern.compile("([\\\\`*_\\[\\]!])");

    private MarkdownText() {}

    /**
     * One line, with the characters that start emphasis, code, links and images escaped and {@code <} as an
     * entity. Pipes are left to {@link MarkdownTable}; line-start syntax (#, -, >) cannot occur in one line
     * that follows serbench's own text.
     */
    public static String plain(String text) {
        if (text == null) return "";
        String oneLine = text.replaceAll("\\s*[\\r\\n]+\\s*", " ");
        return SPECIAL.matcher(oneLine).replaceAll("\\\\$1").replace("<", "&lt;");
    }
}
