package serbench.codec.era;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.data.Datasets;
import serbench.verify.RoundTrips;
import serbench.verify.Verdict;

/** A versioned row's classes are the era's own: its library from the era's jar, nothing of today's version. */
class EraLoaderTest {
    /** Per versioned row, a class that today's version of its library has and the era's has not. */
    private static final Map<String, String> TODAY_ONLY = Map.ofEntries(
        Map.entry("kryo@3.0.3", "com.esotericsoftware.kryo.util.Pool"),
        Map.entry("hessian2@3.1.5", "com.caucho.hessian.io.ClassFactory"),
        Map.entry("hessian1@3.1.5", "com.caucho.hessian.io.ClassFactory"),
        Map.entry("hessian2-deflate@3.1.5", "com.caucho.hessian.io.ClassFactory"),
        Map.entry("hessian2@4.0.33", "com.caucho.hessian.io.ClassFactory"),
        Map.entry("jackson-json@2.4.0", "com.fasterxml.jackson.databind.json.JsonMapper"),
        Map.entry("xstream@1.3.1", "com.thoughtworks.xstream.security.NoTypePermission"),
        Map.entry("protostuff@1.3.5", "io.protostuff.runtime.Accessor"),
        Map.entry("jackson-json@1.7.9", "com.fasterxml.jackson.databind.ObjectMapper"),
        Map.entry("protobuf@2.4.0a", "com.google.protobuf.Parser"),
        Map.entry("protobuf@2.6.1", "com.google.protobuf.MapEntry"),
        Map.entry("protobuf@3.5.1", "com.google.protobuf.RuntimeVersion"),
        Map.entry("avro@1.8.2", "org.apache.avro.Resolver"),
        Map.entry("thrift-binary@0.9.3", "org.apache.thrift.TConfiguration"),
        Map.entry("thrift-binary@0.11.0", "org.apache.thrift.TConfiguration"));

    static Iterable<String> rows() {
        return EraCodecs.all().stream().map(Codec::id).toList();
    }

    @ParameterizedTest
    @MethodSource("rows")
    void theLibraryComesFromTheErasJarAndTodaysIsNeverLoaded(String id) throws Exception {
        EraCodec row = (EraCodec) Codecs.byId(id).orElseThrow();
        Era era = row.era();
        Class<?> main = Class.forName(era.anchor(), false, row.loader());
        Path jar = Path.of(main.getProtectionDomain().getCodeSource().getLocation().toURI());
        assertEquals(EraCodec.versions().resolve(era.directory()), jar.getParent(), id);
        assertEquals(era.version(), row.library().version(), id);
        assertNotNull(Class.forName(TODAY_ONLY.get(id), false, getClass().getClassLoader()), "today's version has it");
        assertThrows(ClassNotFoundException.class, () -> Class.forName(TODAY_ONLY.get(id), false, row.loader()), id);
        // the model and the codec contract are shared with the parent, so the gate compares the same classes
        assertEquals(Codec.class, Class.forName(Codec.class.getName(), false, row.loader()));
    }

    @ParameterizedTest
    @MethodSource("rows")
    void theGateRunsOnTheErasClasses(String id) {
        // in a JVM started with the row's options where it has any (xstream@1.3.1's --add-opens), as verify runs it
        Verdict v = RoundTrips.check(List.of(Codecs.byId(id).orElseThrow()), Datasets.byId("media").orElseThrow()).get(0);
        assertEquals(Verdict.Status.PASS, v.status(), id + ": " + v.reason());
    }

    @ParameterizedTest
    @MethodSource("rows")
    void versionedRowsAreOptIn(String id) {
        assertFalse(Codecs.all().stream().anyMatch(c -> c.id().equals(id)), id);
    }

    /** A row bound by today's row's own class compiled against the era's jars: the era's copy of it, not today's. */
    @Test
    void todaysClassCompiledForTheEraIsTheErasOwn() throws Exception {
        EraCodec row = (EraCodec) Codecs.byId("protostuff@1.3.5").orElseThrow();
        Class<?> adapter = Class.forName(row.era().adapter(), false, row.loader());
        assertEquals(Codecs.byId("protostuff").orElseThrow().getClass().getName(), adapter.getName());
        assertNotEquals(Codecs.byId("protostuff").orElseThrow().getClass(), adapter);
        assertEquals(EraCodec.versions().resolve(row.era().directory()).resolve("classes"),
            Path.of(adapter.getProtectionDomain().getCodeSource().getLocation().toURI()));
    }

    static Iterable<String> protobufRows() {
        return EraCodecs.all().stream().map(Codec::id).filter(id -> id.startsWith("protobuf@")).toList();
    }

    /**
     * A protobuf row's messages are its era's protoc's, on its era's runtime: they initialise there (code from today's
     * protoc would not: it checks the runtime's version, through a class old runtimes lack), and their base class
     * comes from the era's jar.
     */
    @ParameterizedTest
    @MethodSource("protobufRows")
    void protobufsMessagesAreGeneratedByTheErasProtoc(String id) throws Exception {
        EraCodec row = (EraCodec) Codecs.byId(id).orElseThrow();
        Class<?> media = Class.forName("serbench.era.protobuf.gen.media.MediaProtos$MediaContent", true, row.loader());
        assertEquals(row.loader(), media.getClassLoader(), id);
        Path jar = Path.of(media.getSuperclass().getProtectionDomain().getCodeSource().getLocation().toURI());
        assertEquals(EraCodec.versions().resolve(row.era().directory()), jar.getParent(), id);
    }

    /** protobuf 2 has no map<>: the data sets whose schema has one are unsupported, and the verdict says why. */
    @ParameterizedTest
    @ValueSource(strings = {"protobuf@2.4.0a", "protobuf@2.6.1"})
    void protobuf2SaysItHasNoMaps(String id) {
        Verdict v = RoundTrips.check(List.of(Codecs.byId(id).orElseThrow()), Datasets.byId("citm").orElseThrow()).get(0);
        assertEquals(Verdict.Status.UNSUPPORTED, v.status(), v.reason());
        assertTrue(v.reason().contains("protobuf 2.x has no map<>"), v.reason());
    }

    /**
     * Hessian 3.1.5's Deflation envelope round-trips the all-types post's message, in bytes of its own, and fails past
     * the output's 1,024-byte buffer (tree-1024): the era's own bug, reported as the era's exception.
     */
    @Test
    void hessian3sDeflationFailsPastItsBuffer() {
        Codec deflate = Codecs.byId("hessian2-deflate@3.1.5").orElseThrow();
        Verdict message = RoundTrips.check(List.of(deflate), Datasets.byId("message").orElseThrow()).get(0);
        assertEquals(Verdict.Status.PASS, message.status(), message.reason());
        assertEquals(263, message.encoded().length);
        Verdict big = RoundTrips.check(List.of(deflate), Datasets.byId("tree-1024").orElseThrow()).get(0);
        assertEquals(Verdict.Status.FAIL, big.status());
        assertTrue(big.reason().contains("ArrayIndexOutOfBoundsException: Index 1024 out of bounds for length 1024"), big.reason());
    }

    /** Kryo's dependencies are the era's too: Objenesis 2.1 beside Kryo 3, not today's Objenesis 3. */
    @Test
    void kryosDependenciesAreTheErasToo() throws Exception {
        EraCodec row = (EraCodec) Codecs.byId("kryo@3.0.3").orElseThrow();
        Class<?> objenesis = Class.forName("org.objenesis.Objenesis", false, row.loader());
        assertEquals(EraCodec.versions().resolve("kryo-3.0.3").resolve("objenesis-2.1.jar"),
            Path.of(objenesis.getProtectionDomain().getCodeSource().getLocation().toURI()));
    }
}
