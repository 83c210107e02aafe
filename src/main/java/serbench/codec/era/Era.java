package serbench.codec.era;

import java.util.List;

/**
 * One versioned row as registered in {@link EraCodecs}: today's row {@code base} on another version of its library.
 *
 * @param base     the id of today's row whose traits and family it shares, e.g. {@code kryo}
 * @param library  the library's artifact, which names the directory of its jars with the version
 * @param version  the version, as Maven names it
 * @param anchor   a class of the library's main jar: the version shown is read from the jar it is loaded from
 * @param packages the packages of the library and of what it depends on, loaded from the era's jars alone
 * @param adapter  the era adapter: a {@code serbench.codec.Codec} with a {@code (Profile)} constructor, compiled
 *                 against the era's jars (src/era, build/era-adapters.xml)
 * @param setup    how it is set up, in a few words for the report
 * @param jvmOptions what the JVM that runs it must be started with (a {@code --add-opens} the era's library needs on
 *                 today's JDK), as a row's {@code Profile#jvmOptions}; empty for most
 */
record Era(String base, String library, String version, String anchor, List<String> packages, String adapter, String setup,
           List<String> jvmOptions) {
    Era(String base, String library, String version, String anchor, List<String> packages, String adapter, String setup) {
        this(base, library, version, anchor, packages, adapter, setup, List.of());
    }

    /** The row's id on the command line and in the reports, e.g. {@code kryo@3.0.3}. */
    String id() {
        return base + "@" + version;
    }

    /** The directory of its jars and adapter classes under target/versions, e.g. {@code kryo-3.0.3}. */
    String directory() {
        return library + "-" + version;
    }
}
