package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.verify.RoundTrip;
import serbench.verify.Verdict;

/**
 * A data set's schemas and its conversions agree: a schema file in its package whose conversion was not
 * registered fails here, and a schema codec binds a data set exactly when the package has its schema. A
 * built-in data set brings a schema in every schema language; only one from the test sources may lack one,
 * and then the codec says so with a reason. Every schema codec must be in {@link #SCHEMA_OF}, so a new one
 * cannot be missed.
 */
class DatasetSchemasTest {
    /** The schema file each schema codec (by id) reads. */
    private static final Map<String, String> SCHEMA_OF = Map.ofEntries(
        Map.entry("protobuf", ".proto"), Map.entry("wire", ".proto"),
        Map.entry("thrift-binary", ".thrift"), Map.entry("thrift-compact", ".thrift"),
        Map.entry("thrift-compact-bytebuffer", ".thrift"),
        Map.entry("avro", ".avsc"), Map.entry("avro-generic", ".avsc"),
        Map.entry("sbe", ".sbe.xml"), Map.entry("flatbuffers", ".fbs"), Map.entry("capnproto", ".capnp"),
        Map.entry("colfer", ".colf"),
        // issue 25, the binary wave
        Map.entry("quickbuf", ".proto"), Map.entry("protobuf-lite", ".proto"),
        // protobuf's canonical JSON mapping over the same generated classes
        Map.entry("protobuf-json", ".proto"));
    /**
     * The only schemas a built-in data set may lack, each with why: edge-cases was made where flatc, capnpc-java
     * and colf could not be had (their classes are generated and committed, build/gen-*.sh), and SBE's message
     * has neither a map nor a null string. Its codecs report it unsupported; an entry whose schema exists fails.
     */
    private static final Map<String, Set<String>> BUILT_IN_WITHOUT = Map.of(
        "edge-cases", Set.of(".fbs", ".capnp", ".colf", ".sbe.xml"));
    private static final List<Path> SOURCE_ROOTS = List.of(Path.of("src/main/java"), Path.of("src/test/java"));

    @Test
    void everySchemaCodecReadsAKnownSchemaFile() {
        List<String> schemaCodecs = Codecs.all().stream().filter(c -> c.traits().schema() && !c.baseline())
            .map(Codec::id).sorted().toList();
        assertEquals(schemaCodecs, SCHEMA_OF.keySet().stream().sorted().toList());
    }

    static Stream<Arguments> pairs() {
        return Datasets.all().stream().flatMap(d -> SCHEMA_OF.keySet().stream().sorted().map(c -> Arguments.of(d.id(), c)));
    }

    @ParameterizedTest(name = "{0} x {1}")
    @MethodSource("pairs")
    void aSchemaInThePackageIsBoundAndOnlyATestDataSetLacksOne(String datasetId, String codecId) throws IOException {
        Dataset<?> dataset = Datasets.byId(datasetId).orElseThrow();
        Verdict v = RoundTrip.check(Codecs.byId(codecId).orElseThrow(), dataset);
        List<Path> schemas = schemas(dataset, SCHEMA_OF.get(codecId));
        boolean excepted = BUILT_IN_WITHOUT.getOrDefault(datasetId, Set.of()).contains(SCHEMA_OF.get(codecId));
        if (!schemas.isEmpty()) {
            assertFalse(excepted, datasetId + " has its " + SCHEMA_OF.get(codecId) + " now: drop it from BUILT_IN_WITHOUT");
            assertEquals(Verdict.Status.PASS, v.status(), schemas + " has no registered conversion for " + codecId
                + ": " + v.reason());
        } else {
            assertTrue(excepted || !packageDir(dataset).startsWith(SOURCE_ROOTS.get(0)),
                "the built-in data set " + datasetId + " has no " + SCHEMA_OF.get(codecId) + " in " + packageDir(dataset));
            assertEquals(Verdict.Status.UNSUPPORTED, v.status(), datasetId + " has no " + SCHEMA_OF.get(codecId));
            assertFalse(v.reason().isBlank());
        }
    }

    /** The data set's package directory exists in the main or the test sources. */
    @Test
    void everyDataSetsPackageIsFound() {
        for (Dataset<?> d : Datasets.all()) assertTrue(packageDir(d) != null, d.id() + ": " + d.type().getPackageName());
    }

    private static List<Path> schemas(Dataset<?> dataset, String extension) throws IOException {
        try (Stream<Path> files = Files.list(packageDir(dataset))) {
            return files.filter(f -> f.getFileName().toString().endsWith(extension)).toList();
        }
    }

    private static Path packageDir(Dataset<?> dataset) {
        String pkg = dataset.type().getPackageName().replace('.', '/');
        return SOURCE_ROOTS.stream().map(r -> r.resolve(pkg)).filter(Files::isDirectory).findFirst().orElse(null);
    }
}
