package serbench.codec;

/** One named property of a codec configuration, shown in {@code list} and the reports. */
public enum Trait {
    /** Text rather than binary on the wire. */
    TEXT("text"),
    /** Other languages can read and write the format. */
    CROSS_LANGUAGE("cross-language"),
    /** The classes must be registered up front (no class names on the wire). */
    REGISTRATION("needs-registration"),
    /** Shared and cyclic references are tracked. */
    REFERENCES("references-tracked"),
    /** The output buffer is kept from one call to the next (the array returned is still fresh). */
    BUFFER_REUSED("buffer-reused"),
    /** Decoding leaves fields to be decoded on first access (lazy strings, zero-copy views). */
    LAZY_ACCESS("lazy-access"),
    /**
     * The library reaches {@code sun.misc.Unsafe}'s memory access (JEP 471): on a JDK 24 or later it prints the JDK's
     * warning, or cannot run with that access denied. Measured, not declared by opinion: the platform matrix checks every
     * row's (TraitsFromTheMatrixTest).
     */
    UNSAFE_MEMORY("unsafe-memory"),
    /**
     * The codec's object keeps work of its first encode (protobuf's serialized size, QuickBuffers' UTF-8 bytes of each
     * string): {@code ser}, which re-encodes objects encoded before, skips it; {@code build+ser} pays it (docs/codecs.md).
     */
    ENCODE_MEMOISED("encode-memoised"),
    /**
     * One instance serves every thread, as a multi-threaded service shares it (a pool of instances, a thread-safe
     * wrapper): under {@code --threads N} the threads of a measuring JVM share one binding and contend for it, where
     * every other codec is bound once per thread.
     */
    SHARED("shared-by-threads"),
    /** An I/O-shape variant: written to a reused OutputStream and read from an InputStream (the bytes handed back are its contents). */
    STREAM("stream"),
    /** An I/O-shape variant: read from a ByteBuffer (and written into a reused one where the library can). */
    BYTE_BUFFER("bytebuffer"),
    /** An I/O-shape variant: JSON to and from a String; the bytes recorded, and timed in ser, are its UTF-8 encoding. */
    STRING("string");

    private final String label;

    Trait(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
