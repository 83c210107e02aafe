package serbench.codec.colfer;

/**
 * The methods every class colf(1) generates has. Colfer's classes share no base type of their own, so
 * build/gen-colfer.sh generates them with {@code -i serbench.codec.colfer.ColferMessage}: the codec finds a
 * data set's Colfer conversion by this type and calls the generated methods through it.
 */
public interface ColferMessage {
    /** Writes the value from {@code offset}, returns the end; BufferOverflowException when {@code buf} is too small. */
    int marshal(byte[] buf, int offset);

    /** An upper bound of what {@link #marshal} writes. */
    int marshalFit();

    /** Reads the value from {@code offset} into this object, returns the end. */
    int unmarshal(byte[] buf, int offset);
}
