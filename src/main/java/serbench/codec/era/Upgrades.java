package serbench.codec.era;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import serbench.codec.Codec;

/**
 * The rows whose library {@code --version ROW=VER} resolves from Maven Central at run time (docs/versions.md): today's
 * row, its library's Maven artifacts (each taken at the version asked for, with what its pom depends on), the
 * packages its loader owns, a class of the main jar, and today's row's own class with its factory. That class is
 * defined in the row's loader from the bytes serbench's jar holds ({@link EraLoader}), so it links against the
 * version resolved: a version whose API is not today's fails the round-trip gate with the JDK's message.
 */
public final class Upgrades {
    /**
     * One row's library.
     *
     * @param artifacts {@code groupId:artifactId} of each artifact taken at the version asked for; the first is the
     *                  library named in the report and the error lines
     * @param adapter   today's row's class and its static factory ({@code Class#method}), or the class alone when its
     *                  {@code (Profile)} constructor makes the row
     */
    record Upgrade(String row, List<String> artifacts, List<String> packages, String anchor, String adapter) {
        /** The main artifact's name, e.g. {@code jackson-databind}. */
        String library() {
            return artifacts.get(0).substring(artifacts.get(0).indexOf(':') + 1);
        }

        /** The row on {@code version}: today's setup, on the version, and the packages of today's class too. */
        Era era(String version, Codec today) {
            String adapterPackage = adapter.substring(0, adapter.lastIndexOf('.') + 1);
            return new Era(row, library(), version, anchor, Stream.concat(packages.stream(), Stream.of(adapterPackage)).toList(), adapter,
                today.setup() + "; on " + library() + " " + version + ", resolved from Maven Central at run time");
        }
    }

    private static final List<String> JACKSON = List.of("com.fasterxml.jackson.");
    private static final String DATABIND = "com.fasterxml.jackson.core:jackson-databind";
    // today's Jackson rows register JavaTimeModule: the version's own
    private static final String JSR310 = "com.fasterxml.jackson.datatype:jackson-datatype-jsr310";
    private static final String ANCHOR = "com.fasterxml.jackson.databind.ObjectMapper";

    private static final List<Upgrade> ALL = List.of(
        new Upgrade("jackson-json", List.of(DATABIND, JSR310), JACKSON, ANCHOR, "serbench.codec.jackson.JacksonCodec#json"),
        new Upgrade("jackson-smile", List.of("com.fasterxml.jackson.dataformat:jackson-dataformat-smile", DATABIND, JSR310), JACKSON,
            "com.fasterxml.jackson.dataformat.smile.SmileFactory", "serbench.codec.jackson.JacksonCodec#smile"),
        new Upgrade("jackson-cbor", List.of("com.fasterxml.jackson.dataformat:jackson-dataformat-cbor", DATABIND, JSR310), JACKSON,
            "com.fasterxml.jackson.dataformat.cbor.CBORFactory", "serbench.codec.jackson.JacksonCodec#cbor"),
        new Upgrade("kryo", List.of("com.esotericsoftware:kryo"), List.of("com.esotericsoftware.", "org.objenesis."),
            "com.esotericsoftware.kryo.Kryo", "serbench.codec.kryo.KryoCodec#standard"),
        new Upgrade("fory", List.of("org.apache.fory:fory-core"), List.of("org.apache.fory."),
            "org.apache.fory.Fory", "serbench.codec.fory.ForyCodec#schemaConsistent"),
        new Upgrade("gson", List.of("com.google.code.gson:gson"), List.of("com.google.gson."),
            "com.google.gson.Gson", "serbench.codec.gson.GsonCodec"),
        new Upgrade("fastjson2", List.of("com.alibaba.fastjson2:fastjson2"), List.of("com.alibaba.fastjson2."),
            "com.alibaba.fastjson2.JSON", "serbench.codec.fastjson2.Fastjson2Codec#json"),
        new Upgrade("protostuff", List.of("io.protostuff:protostuff-runtime", "io.protostuff:protostuff-core"), List.of("io.protostuff."),
            "io.protostuff.runtime.RuntimeSchema", "serbench.codec.protostuff.ProtostuffCodec"));

    private Upgrades() {}

    static Optional<Upgrade> of(String row) {
        return ALL.stream().filter(u -> u.row().equals(row)).findFirst();
    }

    /** The rows {@code --version} takes, for its error lines and help. */
    public static List<String> rows() {
        return ALL.stream().map(Upgrade::row).toList();
    }
}
