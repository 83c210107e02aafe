package serbench.report.view;

import java.util.regex.Pattern;

/**
 * A string from a results file (an id, a reason, a machine's name) as one line of plain text, for the console and,
 * escaped further ({@link MarkdownText}), for the reports: its line breaks and tabs a space, its control characters
 * gone (a terminal's escape sequences, a bidi override that reorders what shows), so that it can neither split a
 * line nor recolour a terminal nor disguise what it says.
 */
public final class PlainLine {
    private static final Pattern BREAKS = Pattern.compile("\\s*[\\r\\n\\u000b\\f\\u0085\\u2028\\u2029]+\\s*|\\t");
    private static final Pattern CONTROL = Pattern.compile("[\\p{Cc}\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]");

    private PlainLine() {}

    /** {@code text} on one line with no control character; empty for null. */
    public static String of(String text) {
        if (text == null) return "";
        return CONTROL.matcher(BREAKS.matcher(text).replaceAll(" ")).replaceAll("");
    }
}
