package serbench.codec.era;

import serbench.data.Dataset;

/**
 * An era adapter whose library's bytes can name any class: how that library writes a value with none of the row's
 * restrictions, as an attacker would, for the safety matrix's foreign-class attack. Today's rows are written by the
 * safety package with their own classes; an era's library is reached only through its adapter, in the era's loader.
 */
public interface WritesAnyClass {
    /** {@code value} (the data set's, a foreign object inside) as the era's library writes it, unrestricted. */
    byte[] writeAnyClass(Dataset<?> dataset, Object value) throws Exception;
}
