package serbench.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;
import serbench.codec.Codecs;
import serbench.data.Datasets;

/** The digest of a pool's bytes: the same for codecs that write the same bytes, different otherwise, none for a failure. */
class PoolBytesTest {
    private static PoolRoundTrip.Pool pool(String codec, String dataset) {
        return PoolRoundTrip.checkPool(Codecs.byId(codec).orElseThrow(), Datasets.byId(dataset).orElseThrow());
    }

    @Test
    void codecsWritingOneSchemasProtobufBytesShareADigest() {
        String protobuf = pool("protobuf", "media").bytes();
        assertEquals(24, protobuf.length(), protobuf);
        assertEquals(protobuf, pool("wire", "media").bytes());
        assertEquals(protobuf, pool("protobuf-lite", "media").bytes());
        assertNotEquals(protobuf, pool("protobuf", "user").bytes());
    }

    @Test
    void differentBytesHaveDifferentDigests() {
        assertNotEquals(pool("kryo", "media").bytes(), pool("kryo-refs", "media").bytes());
        assertNotEquals(pool("jackson-json", "media").bytes(), pool("protobuf-json", "media").bytes());
    }

    @Test
    void aPairThatDoesNotPassHasNoDigest() {
        PoolRoundTrip.Pool refused = pool("kryo", "graph");
        assertEquals(Verdict.Status.UNSUPPORTED, refused.verdict().status());
        assertNull(refused.bytes());
    }
}
