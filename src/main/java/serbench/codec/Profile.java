package serbench.codec;

import java.util.List;
import java.util.function.Supplier;

/**
 * What a codec configuration is, as its row in {@link Codecs} says: shown by {@code list} and the reports.
 * The library is read when asked for, so that a JVM measuring one codec never opens the other codecs' jars.
 * {@code jvmOptions}: what the JVM that runs it must be started with, a library's JVM-wide switch (a system property
 * read once), which no codec instance can choose for itself; empty for nearly every row.
 */
public record Profile(String id, String family, Traits traits, Supplier<Library> library, String setup, boolean baseline,
                      List<String> jvmOptions) {
    public Profile(String id, String family, Traits traits, Supplier<Library> library, String setup, boolean baseline) {
        this(id, family, traits, library, setup, baseline, List.of());
    }
}
