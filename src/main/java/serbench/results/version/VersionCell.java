package serbench.results.version;

import java.util.Collection;
import java.util.List;

/**
 * One cell of the cross-version matrix as results.json keeps it: a versioned row ({@code row}, e.g. {@code kryo@3.0.3})
 * and its today's row on one data set, in one direction ({@code new-reads-old}: the versioned row writes, today's
 * reads; {@code old-reads-new}: the reverse, the evolution matrix's words), and what the reader got ({@code outcome}:
 * reads, WRONG, fails or n/a) with a short note: the first difference, the exception, why a version cannot hold it.
 */
public record VersionCell(String row, String dataset, String direction, String outcome, String note) {
    public static final String NEW_READS_OLD = "new-reads-old";
    public static final String OLD_READS_NEW = "old-reads-new";
    public static final List<String> DIRECTIONS = List.of(NEW_READS_OLD, OLD_READS_NEW);

    /** The data set's value, equal to what was written. */
    public static final String READS = "reads";
    /** Another value: the note says where it first differs. */
    public static final String WRONG = "WRONG";
    /** An exception, in the note. */
    public static final String FAILS = "fails";
    /** One of the two versions cannot hold the data set (its round trip does not pass): the note says why. */
    public static final String NA = "n/a";
    public static final List<String> OUTCOMES = List.of(READS, WRONG, FAILS, NA);

    /** The id of today's row that a versioned row's id names ({@code kryo} of {@code kryo@3.0.3}); null for today's rows. */
    public static String today(String row) {
        int at = row.indexOf('@');
        return at > 0 ? row.substring(0, at) : null;
    }

    /** The versioned rows of {@code codecs} that are beside their today's row there, in their order. */
    public static List<String> beside(Collection<String> codecs) {
        return codecs.stream().filter(c -> today(c) != null && codecs.contains(today(c))).toList();
    }
}
