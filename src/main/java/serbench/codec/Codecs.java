package serbench.codec;

import static serbench.codec.Rows.baseline;
import static serbench.codec.Rows.jdk;
import static serbench.codec.Trait.BUFFER_REUSED;
import static serbench.codec.Traits.schema;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import serbench.codec.baseline.MemcpyCodec;
import serbench.codec.era.EraCodecs;
import serbench.codec.manual.ManualCodec;

/**
 * The registry of codec configurations, one row each, so that they can be reviewed side by side: what the
 * configuration is (id, family, traits, library), the factory of the class that holds how it works, and its
 * setup for the report. The rows are in {@link SchemaCodecs} and {@link ReflectionCodecs}, the baselines here;
 * adding a codec is its class plus one row there.
 */
public final class Codecs {
    private static final List<Codec> BASELINES = List.of(
        baseline("manual",                 "baseline",               schema(BUFFER_REUSED),                                 jdk("JDK"),
            ManualCodec::new, "hand-written writer/reader per data set: zig-zag varints, length-prefixed UTF-8"),
        baseline("memcpy",                 "baseline",               schema(BUFFER_REUSED),                                 jdk("JDK java.util.Arrays"),
            copyOf("manual"), "Arrays.copyOf of the manual codec's bytes (the floor for ser and deser; its deser-read adds manual's decode)"));

    private static final List<Codec> ALL = Stream.of(SchemaCodecs.ALL, ReflectionCodecs.ALL, BASELINES)
        .flatMap(List::stream).toList();

    private Codecs() {}

    public static List<Codec> all() {
        return ALL;
    }

    /** The opt-in I/O-shape variants ({@link Variants}): not in {@link #all()}, found by {@link #byId} all the same. */
    public static List<Codec> variants() {
        return Variants.ALL;
    }

    /**
     * A registered codec, variant or versioned row ({@code ID@VERSION}, {@link EraCodecs}); a variant's table is built
     * only when no base row has the id, the versioned rows' only for an id with a version.
     */
    public static Optional<Codec> byId(String id) {
        return ALL.stream().filter(c -> c.id().equals(id)).findFirst()
            .or(() -> Variants.ALL.stream().filter(c -> c.id().equals(id)).findFirst())
            .or(() -> id.contains("@") ? EraCodecs.byId(id) : Optional.empty());
    }

    /**
     * The JVM options of the codecs {@code ids} ({@link Codec#jvmOptions}), which one JVM runs together: the same for
     * each, since a library's switch holds for the whole JVM. An id the registry lacks has none.
     *
     * @throws IllegalArgumentException when two of them need different options
     */
    public static List<String> jvmOptions(Collection<String> ids) {
        Set<List<String>> options = ids.stream().map(id -> byId(id).map(Codec::jvmOptions).orElse(List.of())).collect(Collectors.toSet());
        if (options.size() > 1) throw new IllegalArgumentException("one JVM cannot run codecs " + ids + ": their JVM options differ, " + options);
        return options.stream().findFirst().orElse(List.of());
    }

    /** memcpy over another registered codec's bytes; that codec is found when bound, after the table is built. */
    private static Function<Profile, Codec> copyOf(String source) {
        return profile -> new MemcpyCodec(profile, () -> byId(source).orElseThrow());
    }
}
