package serbench.results;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * One CSV line as RFC 4180 has it, for every CSV serbench writes: a field holding a comma, a quote or a line break is
 * quoted, its quotes doubled, so an id or a reason from a results file or a file name never shifts the columns.
 */
public final class Csv {
    private Csv() {}

    /** The fields joined with commas, each quoted where it needs to be. */
    public static String line(Object... fields) {
        return Arrays.stream(fields).map(f -> field(String.valueOf(f))).collect(Collectors.joining(","));
    }

    /** The field as it is, or in quotes where it holds a comma, a quote or a line break. */
    public static String field(String s) {
        return s.matches("[^,\"\\r\\n]*") ? s : '"' + s.replace("\"", "\"\"") + '"';
    }
}
