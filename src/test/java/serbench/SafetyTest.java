package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import serbench.codec.Codecs;
import serbench.data.Datasets;
import serbench.results.SafetyCell;
import serbench.safety.Attack;
import serbench.safety.SafetyRun;

/** The safety matrix: isolated JVMs, true outcomes, one line for bad flags. */
class SafetyTest {
    /** A run's options for its safety JVMs (its class data archive) reach each of them: here one no JVM starts with. */
    @Test
    void theRunsJvmOptionsReachEverySafetyJvm() throws Exception {
        List<SafetyCell> cells = SafetyRun.run(List.of(Codecs.byId("protobuf").orElseThrow()), List.of(Datasets.byId("media").orElseThrow()),
            List.of(Attack.TRUNCATE, Attack.BITFLIP), 3, 1, List.of("-Xmx1m"), done -> { });
        assertEquals(2, cells.size());
        for (SafetyCell c : cells) {
            assertEquals(Map.of("crash", 1), c.outcomes(), c.toString());
            assertTrue(c.note().startsWith("the safety JVM died (exit status "), c.toString());
        }
    }

    @Test
    void hessianRejectsTheGadgetRootsAndJsonHasEveryAttack() throws Exception {
        Cli.Result r = Cli.run("safety", "--codecs", "hessian2,protobuf", "--trials", "20", "--format", "json");
        assertEquals(0, r.status(), r.err());
        JsonNode cells = new ObjectMapper().readTree(r.out());
        List<String> seen = new ArrayList<>();
        for (JsonNode c : cells) {
            seen.add(c.get("codec").asText() + " " + c.get("attack").asText());
            int total = 0;
            for (JsonNode n : c.get("outcomes")) total += n.asInt();
            assertEquals(c.get("trials").asInt(), total, c.toString());
        }
        for (String codec : List.of("hessian2", "protobuf")) {
            for (String attack : List.of("truncate", "bitflip", "random", "length-bomb", "deep-nesting", "foreign-class")) {
                assertTrue(seen.contains(codec + " " + attack), codec + " " + attack + " in " + seen);
            }
        }
        JsonNode hessianForeign = find(cells, "hessian2", "foreign-class");
        assertEquals(3, hessianForeign.get("trials").asInt(), hessianForeign.toString());
        assertEquals(3, hessianForeign.get("outcomes").get("rejected").asInt(), hessianForeign.toString());
        // protobuf names no classes; and it has no checksum: some flipped bits decode silently to other values
        JsonNode protobufForeign = find(cells, "protobuf", "foreign-class");
        assertEquals(0, protobufForeign.get("trials").asInt());
        assertTrue(protobufForeign.get("note").asText().contains("name no classes"));
        assertTrue(find(cells, "protobuf", "bitflip").get("outcomes").path("wrong").asInt() > 0);
        assertEquals(20, find(cells, "protobuf", "truncate").get("outcomes").get("rejected").asInt());
    }

    /**
     * An old version is attacked with its own library: Hessian 3 and XStream 1.3 write the gadget roots they can, and
     * their rows (the model's classes only, as today's rows) refuse them; Hessian 3.1.5's static initialiser, given
     * its JVM options, prints nothing.
     */
    @Test
    void oldVersionsWriteTheGadgetRootsWithTheirOwnLibrary() throws Exception {
        Cli.Result r = Cli.run("safety", "--codecs", "hessian2@3.1.5,xstream@1.3.1", "--trials", "5", "--format", "json");
        assertEquals(0, r.status(), r.err());
        assertTrue(!r.err().contains("\tat "), r.err());
        JsonNode cells = new ObjectMapper().readTree(r.out());
        for (String codec : List.of("hessian2@3.1.5", "xstream@1.3.1")) {
            JsonNode foreign = find(cells, codec, "foreign-class");
            assertTrue(foreign.get("trials").asInt() >= 1, foreign.toString());
            assertEquals(foreign.get("trials").asInt(), foreign.get("outcomes").path("rejected").asInt(), foreign.toString());
        }
    }

    /** The user's own class is attacked too: the isolated JVMs are given its definition and find it by id. */
    @Test
    void theUsersOwnClassIsAttackedInTheIsolatedJvms(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path jar = OwnClasses.jar(dir);
        Cli.Result r = Cli.run("safety", "--codecs", "kryo", "--classpath", jar.toString(), "--type", "shop.Order",
            "--sample", dir.resolve("order.json").toString(), "--name", "own-order", "--trials", "10", "--format", "json");
        assertEquals(0, r.status(), r.err());
        JsonNode cells = new ObjectMapper().readTree(r.out());
        JsonNode truncate = find(cells, "kryo", "truncate");
        assertEquals("own-order", truncate.get("dataset").asText());
        assertEquals(10, truncate.get("trials").asInt(), truncate.toString());
        // kryo writes no length or checksum it could check: a cut encoding is refused or read short, never a crash
        assertEquals(0, truncate.get("outcomes").path("crash").asInt(), truncate.toString());
    }

    @Test
    void badTrialsAndFormatAreOneLineErrors() {
        Cli.assertUsageError(Cli.run("safety", "--trials", "0"), "--trials must be between 1 and 10000");
        Cli.assertUsageError(Cli.run("safety", "--format", "xml"), "--format");
    }

    private static JsonNode find(JsonNode cells, String codec, String attack) {
        for (JsonNode c : cells) {
            if (c.get("codec").asText().equals(codec) && c.get("attack").asText().equals(attack)) return c;
        }
        throw new AssertionError(codec + " " + attack + " missing");
    }
}
