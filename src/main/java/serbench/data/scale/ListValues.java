package serbench.data.scale;

/**
 * How a list-bearing data set's values are generated for the size axis. A value draws its own fields first and then
 * its list's entries one after the other, so the value of n entries is the one of n + 1 without its last entry: its
 * encoded size grows with n, and {@link Pool} finds the n that lands near a size.
 *
 * <p>Generated values keep within what every codec that passes the base data set can represent: a field the
 * base data set always sets is always set (where a format reads an absent one back as its default), lists are never
 * empty (protostuff reads an empty list back as null), no string is empty.
 */
interface ListValues<M> {
    /** A value of the data set whose list holds {@code entries} entries. */
    M value(Variety v, int entries);

    /** What the list holds, for descriptions: "persons". */
    String entries();
}
