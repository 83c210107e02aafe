package serbench.codec.javabuiltin;

import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;

/**
 * The JEP 290 limits that fit a data set: what reading its own encoding takes (nesting depth, object
 * references, longest array, stream bytes), with headroom. A forged stream that claims an
 * {@code ArrayList} of 2^31-1 elements, or nests lists 20,000 deep, is refused before it allocates or
 * overflows the stack.
 */
record StreamLimits(long depth, long references, long arrayLength, long bytes) {
    /** Room above what the data set itself needs; the floors keep tiny values readable. */
    private static final int HEADROOM = 4;

    /** Reads the data set's own encoding once, recording what the filter is asked. */
    static StreamLimits of(ObjectInputStream encoded, int length) throws Exception {
        long[] max = new long[4];
        ObjectInputFilter recorder = info -> {
            max[0] = Math.max(max[0], info.depth());
            max[1] = Math.max(max[1], info.references());
            max[2] = Math.max(max[2], info.arrayLength());
            max[3] = Math.max(max[3], info.streamBytes());
            return ObjectInputFilter.Status.UNDECIDED;
        };
        try (ObjectInputStream in = encoded) {
            in.setObjectInputFilter(recorder);
            in.readObject();
        }
        return new StreamLimits(Math.max(16, HEADROOM * max[0]), Math.max(1_000, HEADROOM * max[1]),
            Math.max(1_000, HEADROOM * max[2]), Math.max(64 * 1024, HEADROOM * Math.max(max[3], length)));
    }

    /** The filter pattern's limit clauses. */
    String pattern() {
        return "maxdepth=" + depth + ";maxrefs=" + references + ";maxarray=" + arrayLength + ";maxbytes=" + bytes;
    }
}
