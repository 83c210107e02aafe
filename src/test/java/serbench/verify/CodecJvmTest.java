package serbench.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.data.Dataset;
import serbench.data.Datasets;

/** The round trips of a codec whose row needs JVM options run in a JVM started with them, never in serbench's own. */
class CodecJvmTest {
    private static Codec codec(String id) {
        return Codecs.byId(id).orElseThrow();
    }

    /** kryo-safe's verdict comes from a JVM of its own, and its bytes are kryo's, byte for byte. */
    @Test
    void aWayOutRowIsCheckedInAJvmOfItsOwnAndWritesItsBaseRowsBytes() {
        Dataset<?> media = Datasets.byId("media").orElseThrow();
        List<PoolRoundTrip.Pool> pools = RoundTrips.checkPools(List.of(codec("kryo"), codec("kryo-safe"), codec("protobuf")), media);
        assertEquals(List.of("kryo", "kryo-safe", "protobuf"), pools.stream().map(p -> p.verdict().codec()).toList());
        assertTrue(pools.stream().allMatch(p -> p.verdict().passed()), pools.toString());
        assertNotNull(pools.get(0).bytes());
        assertEquals(pools.get(0).bytes(), pools.get(1).bytes());
        // serbench's own JVM never took the switch, which would have changed kryo's path here
        assertNull(System.getProperty("kryo.unsafe"));
        List<Verdict> verdicts = RoundTrips.check(List.of(codec("kryo-safe")), media);
        assertTrue(verdicts.get(0).passed(), verdicts.toString());
    }

    /** The options reach the JVM: one that cannot start says so in each codec's verdict. */
    @Test
    void theOptionsStartTheJvmAndAJvmThatEndsFailsTheCodecsLeft() {
        Dataset<?> user = Datasets.byId("user").orElseThrow();
        List<PoolRoundTrip.Pool> pools = CodecJvm.roundTrips(List.of(codec("kryo"), codec("protobuf")), user, List.of("-XX:+NoSuchOption"));
        assertEquals(2, pools.size());
        for (PoolRoundTrip.Pool p : pools) {
            assertEquals(Verdict.Status.FAIL, p.verdict().status());
            assertTrue(p.verdict().reason().startsWith("its JVM (-XX:+NoSuchOption) exited with status 1"), p.verdict().reason());
        }
    }
}
