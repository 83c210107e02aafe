package serbench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import serbench.codec.Binding;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.verify.RoundTrip;
import serbench.verify.Verdict;

/**
 * Configurations that share a wire format write the same bytes for the same value: each against its format's
 * reference configuration, on every data set. A configuration whose bytes differ by design is declared
 * {@link Relation#REORDERED} here and says so in its setup; the test holds it to both.
 */
class SameWireFormatTest {
    /** How a configuration's bytes relate to its format's reference configuration's. */
    enum Relation {
        /** byte for byte the same */
        IDENTICAL,
        /** the same fields and values, so the same size, in another order: the reference reads them and writes its own bytes back */
        REORDERED
    }

    record Member(String reference, String codec, Relation relation) {}

    private static final List<Member> MEMBERS = List.of(
        new Member("protobuf", "wire", Relation.IDENTICAL),
        new Member("protobuf", "protobuf-lite", Relation.IDENTICAL),
        new Member("protobuf", "quickbuf", Relation.REORDERED));

    static Stream<Arguments> pairs() {
        return MEMBERS.stream().flatMap(m -> Datasets.all().stream().map(d -> Arguments.of(m.reference(), m.codec(), d.id())));
    }

    private static Verdict check(String codec, String dataset) {
        return RoundTrip.check(Codecs.byId(codec).orElseThrow(), Datasets.byId(dataset).orElseThrow());
    }

    private static Relation relation(String codec) {
        return MEMBERS.stream().filter(m -> m.codec().equals(codec)).findFirst().orElseThrow().relation();
    }

    @ParameterizedTest(name = "{1} writes {0}''s bytes for {2}")
    @MethodSource("pairs")
    void sameFormatSameBytes(String reference, String codec, String dataset) throws Exception {
        Verdict expected = check(reference, dataset);
        Verdict actual = check(codec, dataset);
        assertEquals(expected.status(), actual.status(), "one format, the same data sets: " + expected.reason() + " / " + actual.reason());
        Assumptions.assumeTrue(expected.passed(), () -> dataset + " has no " + reference + " schema");
        if (relation(codec) == Relation.IDENTICAL) {
            assertArrayEquals(expected.encoded(), actual.encoded());
        } else {
            assertEquals(expected.encoded().length, actual.encoded().length);
            assertArrayEquals(expected.encoded(), rewritten(reference, dataset, actual.encoded()));
        }
    }

    /** A reordering configuration says so in its setup, and does reorder somewhere (else it is identical: say that). */
    @Test
    void aReorderingConfigurationSaysSoAndDoesReorder() {
        for (Member m : MEMBERS) {
            if (m.relation() != Relation.REORDERED) continue;
            Codec codec = Codecs.byId(m.codec()).orElseThrow();
            assertTrue(codec.setup().contains("order"), m.codec() + "'s setup must say how its bytes differ: " + codec.setup());
            assertTrue(Datasets.all().stream().map(d -> d.id()).anyMatch(d -> {
                Verdict expected = check(m.reference(), d);
                return expected.passed() && !Arrays.equals(expected.encoded(), check(m.codec(), d).encoded());
            }), m.codec() + " writes " + m.reference() + "'s bytes everywhere: declare it IDENTICAL");
        }
    }

    /** The reference configuration's bytes for the value it reads from {@code bytes}. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static byte[] rewritten(String reference, String dataset, byte[] bytes) throws Exception {
        Dataset<?> d = Datasets.byId(dataset).orElseThrow();
        Binding binding = Codecs.byId(reference).orElseThrow().binding(d);
        return binding.encode(binding.decode(bytes));
    }
}
