package serbench.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import serbench.codec.shape.Shape;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.verify.RoundTrip;
import serbench.verify.Verdict;

/** The opt-in I/O-shape variants: the same bytes as their base codec on every data set, under their own ids and traits. */
class VariantsTest {
    static Stream<Arguments> pairs() {
        return Codecs.variants().stream().flatMap(c -> Datasets.all().stream().map(d -> Arguments.of(c.id(), d.id())));
    }

    /** The base is the registered row whose id the variant's starts with, longest first (jackson-json, not jackson). */
    private static Codec base(Codec variant) {
        return Codecs.all().stream().filter(c -> variant.id().startsWith(c.id() + "-"))
            .max(java.util.Comparator.comparingInt(c -> c.id().length())).orElseThrow();
    }

    @ParameterizedTest(name = "{0} x {1}")
    @MethodSource("pairs")
    void aVariantRoundTripsWhereItsBaseDoesAndWritesTheSameBytes(String variantId, String datasetId) {
        Codec variant = Codecs.byId(variantId).orElseThrow();
        Dataset<?> dataset = Datasets.byId(datasetId).orElseThrow();
        Verdict base = RoundTrip.check(base(variant), dataset);
        Verdict shaped = RoundTrip.check(variant, dataset);
        assertEquals(base.status(), shaped.status(), shaped.reason());
        if (!base.passed()) return;
        if (variant.traits().has(Trait.STRING) && variant.family().equals("Jackson")) {
            // Jackson 2's byte generator writes a character beyond the BMP as its two surrogates, each a 6-byte JSON
            // escape (JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8 is off by default); the String's UTF-8 takes 4
            long beyondBmp = new String(shaped.encoded(), StandardCharsets.UTF_8).codePoints().filter(cp -> cp > 0xFFFF).count();
            assertEquals(base.encoded().length, shaped.encoded().length + 8 * beyondBmp);
            if (beyondBmp > 0) return;
        }
        assertArrayEquals(base.encoded(), shaped.encoded(), "the size table records the base's bytes");
    }

    @Test
    void variantsAreOutsideTheDefaultSelectionAndFoundById() {
        List<String> rows = Codecs.all().stream().map(Codec::id).toList();
        assertEquals(67, rows.size(), "all stays the production rows");
        for (Codec v : Codecs.variants()) {
            assertFalse(rows.contains(v.id()), v.id());
            assertEquals(v, Codecs.byId(v.id()).orElseThrow());
        }
    }

    @Test
    void eachVariantCarriesItsBasesTraitsAndOneShape() {
        for (Codec v : Codecs.variants()) {
            Codec base = base(v);
            List<Trait> shapes = Stream.of(Shape.values()).map(Shape::trait).filter(v.traits()::has).toList();
            assertEquals(1, shapes.size(), v.id());
            assertTrue(v.traits().traits().containsAll(base.traits().traits()), v.id());
            assertEquals(base.traits().schema(), v.traits().schema(), v.id());
            assertEquals(base.family(), v.family(), v.id());
            assertTrue(v.traits().labels().contains(shapes.get(0).label()), v.id());
        }
    }

    @Test
    void theRegistryHoldsEveryShapeTheIssueAsksFor() {
        List<String> ids = Codecs.variants().stream().map(Codec::id).toList();
        for (String id : List.of("protobuf-stream", "protobuf-bytebuffer", "kryo-stream", "jackson-json-stream",
            "jackson-json-string", "fastjson2-stream", "fastjson2-string", "fory-bytebuffer", "thrift-compact-stream")) {
            assertTrue(ids.contains(id), id);
        }
    }
}
