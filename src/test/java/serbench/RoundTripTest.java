package serbench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import serbench.codec.Binding;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.codec.Library;
import serbench.codec.Profile;
import serbench.codec.Traits;
import serbench.codec.Wire;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.data.tree.Foo;
import serbench.verify.RoundTrip;
import serbench.verify.Verdict;

class RoundTripTest {
    static Stream<Arguments> pairs() {
        return Codecs.all().stream().flatMap(c -> Datasets.all().stream().map(d -> Arguments.of(c.id(), d.id())));
    }

    @ParameterizedTest(name = "{0} x {1}")
    @MethodSource("pairs")
    void everyPairRoundTripsOrDeclaresWhyNot(String codecId, String datasetId) {
        Verdict v = RoundTrip.check(Codecs.byId(codecId).orElseThrow(), Datasets.byId(datasetId).orElseThrow());
        assertNotEquals(Verdict.Status.FAIL, v.status(), v.reason());
        if (v.status() == Verdict.Status.UNSUPPORTED) assertFalse(v.reason().isBlank(), "unsupported needs a reason");
        else assertTrue(v.encoded().length > 0);
    }

    @ParameterizedTest(name = "{0} x {1}")
    @MethodSource("pairs")
    void encodingIsDeterministic(String codecId, String datasetId) {
        Codec codec = Codecs.byId(codecId).orElseThrow();
        Dataset<?> dataset = Datasets.byId(datasetId).orElseThrow();
        Verdict first = RoundTrip.check(codec, dataset);
        Verdict second = RoundTrip.check(codec, dataset);
        if (first.passed()) assertArrayEquals(first.encoded(), second.encoded());
    }

    /**
     * The verdict says whether the codec writes the shared model itself, so that a run measures build+ser as ser and
     * deser-read as deser only where build and read really are identities.
     */
    @Test
    void theVerdictSaysWhetherTheCodecWritesTheSharedModelItself() {
        Dataset<?> media = Datasets.byId("media").orElseThrow();
        for (String id : new String[] {"kryo", "jackson-json", "fory", "java-builtin", "avro-reflect"}) {
            assertTrue(RoundTrip.check(Codecs.byId(id).orElseThrow(), media).sharesModel(), id);
        }
        for (String id : new String[] {"protobuf", "avro", "thrift-compact", "flatbuffers", "kotlinx-json", "memcpy"}) {
            assertFalse(RoundTrip.check(Codecs.byId(id).orElseThrow(), media).sharesModel(), id);
        }
    }

    /** The gate must catch a codec that loses data, and say where. */
    @Test
    void lossyCodecFailsWithThePathOfTheDifference() {
        Verdict v = RoundTrip.check(new DroppingCodec(), Datasets.byId("tree-32").orElseThrow());
        assertEquals(Verdict.Status.FAIL, v.status());
        assertEquals("round trip differs at children[0].str: expected \"child 1\", got null", v.reason());
    }

    @Test
    void codecThatThrowsFailsWithTheException() {
        Verdict v = RoundTrip.check(new ThrowingCodec(), Datasets.byId("user").orElseThrow());
        assertEquals(Verdict.Status.FAIL, v.status());
        assertEquals("IllegalStateException: broken", v.reason());
    }

    /** A test codec that forgets every child's string. */
    private static final class DroppingCodec extends TestCodec {
        @Override
        @SuppressWarnings("unchecked")
        public <M> Binding<M, ?> bind(Dataset<M> dataset) {
            return Binding.direct(new Wire<>() {
                @Override public byte[] encode(M value) { return new byte[] {1}; }

                @Override
                public M decode(byte[] bytes) {
                    Foo tree = (Foo) dataset.build();
                    tree.children.forEach(c -> c.str = null);
                    return (M) tree;
                }
            });
        }
    }

    private static final class ThrowingCodec extends TestCodec {
        @Override
        public <M> Binding<M, ?> bind(Dataset<M> dataset) {
            return Binding.direct(new Wire<M>() {
                @Override public byte[] encode(M value) { throw new IllegalStateException("broken"); }

                @Override public M decode(byte[] bytes) { return null; }
            });
        }
    }

    private abstract static class TestCodec implements Codec {
        @Override
        public Profile profile() {
            return new Profile("test", "test", Traits.reflection(), () -> new Library("test", "0"), "test", false);
        }
    }
}
