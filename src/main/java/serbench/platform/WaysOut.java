package serbench.platform;

import java.util.List;
import java.util.Map;
import serbench.codec.Codecs;

/**
 * What a library offers, by its own documentation or source, to run without sun.misc.Unsafe's memory access: JVM options
 * that the platform matrix adds to the Unsafe-denied mode ({@link Mode#UNSAFE_DENIED_WAY_OUT}) for that library's codecs,
 * to see whether the way out works. Each is JVM-wide (a system property read once, a module opened): a codec row that
 * takes one (kryo-safe, protostuff-safe, hessian2-safe) is measured in JVMs of its own, started with it.
 */
final class WaysOut {
    /** Library name (as the codec's row names its jar) to the options. */
    private static final Map<String, List<String>> OPTIONS = Map.of(
        // com.esotericsoftware.kryo.util.Util: "Unsafe can be disabled by setting the system property kryo.unsafe to false"
        "kryo", rowOptions("kryo-safe"),
        // io.protostuff.runtime.RuntimeEnv reads it once; false: reflection instead of Unsafe field access
        "protostuff-runtime", rowOptions("protostuff-safe"),
        // com.caucho.hessian.io.UnsafeSerializer and UnsafeDeserializer: false falls back to JavaSerializer / JavaDeserializer
        "hessian", rowOptions("hessian2-safe"),
        // Fory's own message under deny: it reaches MethodHandles.Lookup's IMPL_LOOKUP, which java.lang.invoke must open
        "fory-core", List.of("--add-opens=java.base/java.lang.invoke=ALL-UNNAMED"));

    private WaysOut() {}

    /** The options of the registry's row that takes the way out: written once, there. */
    private static List<String> rowOptions(String codec) {
        return Codecs.byId(codec).orElseThrow().jvmOptions();
    }

    /** The options for a codec of {@code library}; empty when serbench knows none. */
    static List<String> of(String library) {
        return OPTIONS.getOrDefault(library, List.of());
    }
}
