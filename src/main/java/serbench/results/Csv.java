package serbench.results;

import java.util.Arrays;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * One CSV line as RFC 4180 has it, for every CSV serbench writes: a field holding a comma, a quote or a line break is
 * quoted, its quotes doubled, so an id or a reason from a results file or a file name never shifts the columns. And a
 * text that a spreadsheet would take for a formula (OWASP's CSV injection: it starts with {@code = + - @}, a tab or a
 * carriage return) starts with a {@code '}, so that it opens as the text it is; a number, negative or not, stays one.
 */
public final class Csv {
    private static final Pattern NUMBER = Pattern.compile("[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?");

    private Csv() {}

    /** The fields joined with commas, each quoted where it needs to be. */
    public static String line(Object... fields) {
        return Arrays.stream(fields).map(f -> field(String.valueOf(f))).collect(Collectors.joining(","));
    }

    /** The field as it is, or in quotes where it holds a comma, a quote or a line break; a formula's start made text. */
    public static String field(String s) {
        String text = !s.isEmpty() && "=+-@\t\r".indexOf(s.charAt(0)) >= 0 && !NUMBER.matcher(s).matches() ? "'" + s : s;
        return text.matches("[^,\"\\r\\n]*") ? text : '"' + text.replace("\"", "\"\"") + '"';
    }
}
