package serbench.data;

import com.google.flatbuffers.FlatBufferBuilder;

/**
 * What every data set's FlatBuffers conversion shares. A string, vector or table field is an offset, and
 * offset 0 leaves the field out, so a null reads back as null. A present optional scalar ({@code = null} in
 * the schema) must be added with the builder forcing defaults: flatc 25.2.10's Java adders still pass 0 as
 * the field's default, and the builder leaves out a value equal to it, so a present 0 (an enum's first
 * constant) would read back as absent.
 */
public final class Fbs {
    /** FlatBuffers' own examples start at 1 KiB; the builder doubles its buffer as the message grows. */
    private static final int INITIAL_SIZE = 1024;

    private Fbs() {}

    /**
     * A builder for one message. A conversion is a stateless function, so each build starts its own: the
     * table it returns reads the builder's buffer, which a reused builder would overwrite.
     */
    public static FlatBufferBuilder builder() {
        return new FlatBufferBuilder(INITIAL_SIZE);
    }

    /** The string's offset, or 0 (the field left out) for null. */
    /**
     * A generated {@code mutate<Field>}'s answer checked: false means the field is not in the buffer (a default left
     * out), so it cannot be changed in place.
     */
    public static void mutated(boolean written) {
        if (!written) throw new IllegalStateException("the field is not in the buffer (a default left out): FlatBuffers cannot set it in place");
    }

    public static int string(FlatBufferBuilder b, String s) {
        return s == null ? 0 : b.createString(s);
    }
}
