package serbench.codec;

import java.util.function.Supplier;

/**
 * What a codec configuration is, as its row in {@link Codecs} says: shown by {@code list} and the reports.
 * The library is read when asked for, so that a JVM measuring one codec never opens the other codecs' jars.
 */
public record Profile(String id, String family, Traits traits, Supplier<Library> library, String setup, boolean baseline) {}
