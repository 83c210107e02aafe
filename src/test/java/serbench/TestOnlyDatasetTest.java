package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.verify.RoundTrip;
import serbench.verify.Verdict;

/**
 * The tests' own data set, {@code testonly} (src/test/java/serbench/data/testonly/, registered by one line in
 * src/test/resources/META-INF/services/serbench.data.DatasetProvider), is known to everything that takes data
 * sets, with nothing else edited: a data set is its package plus one registration line.
 */
class TestOnlyDatasetTest {
    private static final String ID = "testonly";
    /** The formats whose classes come from compilers outside the build, committed for the main sources only. */
    private static final Set<String> WITHOUT_SCHEMA = Set.of("thrift-binary", "thrift-compact",
        "thrift-compact-bytebuffer", "flatbuffers", "capnproto", "colfer");

    @Test
    void isRegisteredAfterTheBuiltInOnes() {
        List<Dataset<?>> all = Datasets.all();
        assertEquals(ID, all.get(all.size() - 1).id());
        assertTrue(Datasets.byId(ID).isPresent());
    }

    @Test
    void everyCodecRoundTripsItOrNamesTheSchemaItLacks() {
        for (Codec codec : Codecs.all()) {
            Verdict v = RoundTrip.check(codec, Datasets.byId(ID).orElseThrow());
            if (WITHOUT_SCHEMA.contains(codec.id())) {
                assertEquals(Verdict.Status.UNSUPPORTED, v.status(), codec.id());
                assertTrue(v.reason().matches("the testonly data set has no .+ schema"), codec.id() + ": " + v.reason());
            } else {
                assertEquals(Verdict.Status.PASS, v.status(), codec.id() + ": " + v.reason());
            }
        }
    }

    @Test
    void verifyChecksIt() {
        Cli.Result r = Cli.run("verify", "--datasets", ID);
        assertEquals(0, r.status(), r.out() + r.err());
        int pairs = Codecs.all().size();
        int unsupported = WITHOUT_SCHEMA.size();
        assertTrue(r.out().contains(pairs + " pairs: " + (pairs - unsupported) + " passed, 0 failed, " + unsupported
            + " unsupported"), r.out());
    }

    @Test
    void sizesMeasuresItForEveryCodecThatSupportsIt() {
        Cli.Result r = Cli.run("sizes", "--format", "csv", "--datasets", ID, "--codecs", "all");
        assertEquals(0, r.status(), r.err());
        List<String> rows = r.out().lines().skip(1).toList();
        for (Codec codec : Codecs.all()) {
            if (WITHOUT_SCHEMA.contains(codec.id())) continue;
            assertTrue(rows.stream().anyMatch(l -> l.startsWith(ID + "," + codec.id() + ",")), codec.id() + "\n" + r.out());
        }
    }

    @Test
    void theExpectedMatrixHasEveryCodecOnIt() throws IOException {
        List<String> rows = Files.readAllLines(Path.of("src/test/resources/expected-matrix.tsv"));
        for (Codec codec : Codecs.all()) {
            assertTrue(rows.stream().anyMatch(l -> l.startsWith(codec.id() + "\t" + ID + "\t")), codec.id());
        }
    }

    /** The measuring JVMs find it as the command line does: through the same class path's provider. */
    @Test
    void aRunMeasuresItInForkedJvms(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("r");
        Cli.Result r = Cli.run("run", "--profile", "smoke", "--codecs", "protobuf", "--datasets", ID, "--ops", "ser",
            "--out", out.toString());
        assertEquals(0, r.status(), r.out() + r.err());
        JsonNode results = new ObjectMapper().readTree(out.resolve("results.json").toFile()).get("results");
        assertTrue(results.size() > 0, results.toString());
        for (JsonNode m : results) assertEquals(ID, m.get("dataset").asText(), m.toString());
    }

    @Test
    void safetyAttacksIt() throws IOException {
        Cli.Result r = Cli.run("safety", "--codecs", "protobuf", "--datasets", ID, "--trials", "5", "--format", "json");
        assertEquals(0, r.status(), r.err());
        JsonNode cells = new ObjectMapper().readTree(r.out());
        assertTrue(cells.size() > 0, r.out());
        for (JsonNode c : cells) assertEquals(ID, c.get("dataset").asText(), c.toString());
    }
}
