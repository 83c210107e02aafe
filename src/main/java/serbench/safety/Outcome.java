package serbench.safety;

import java.util.Locale;

/** What decoding one hostile input did. */
public enum Outcome {
    /** A clean exception. */
    REJECTED,
    /** Decoded, silently, to a value that differs from the original. */
    WRONG,
    /** Decoded to the original value: the change hit nothing that matters (padding, an unused byte). */
    UNCHANGED,
    /** A class outside the model was in the decoded value. */
    FOREIGN,
    OOM,
    /** Still decoding after the per-trial time limit. */
    HANG,
    /** The JVM died, or the decoder threw an Error other than OutOfMemoryError (a StackOverflowError). */
    CRASH;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
