package serbench.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import serbench.data.citm.CitmCatalog;
import serbench.data.citm.CitmData;
import serbench.data.citm.Event;
import serbench.data.media.MediaContent;
import serbench.data.media.MediaData;
import serbench.data.message.Message;
import serbench.data.message.MessageData;
import serbench.data.numeric.NumericData;
import serbench.data.numeric.Series;
import serbench.data.numeric.SeriesBatch;

/** A variation keeps a value's shape and changes its contents, the same way for the same seed. */
class ModelVariationTest {
    @Test
    void theSameSeedGivesTheSameValueAndAnotherSeedAnother() {
        MediaContent classic = MediaData.mediaContent();
        assertEquals(ModelVariation.of(classic, 7), ModelVariation.of(classic, 7));
        assertNotEquals(ModelVariation.of(classic, 7), ModelVariation.of(classic, 8));
        assertEquals(MediaData.mediaContent(), classic, "the original is left alone");
    }

    @Test
    void theShapeStays() {
        MediaContent classic = MediaData.mediaContent();
        for (long seed = 0; seed < 50; seed++) {
            MediaContent v = ModelVariation.of(classic, seed);
            assertEquals(classic.images.size(), v.images.size());
            assertEquals(classic.media.persons.size(), v.media.persons.size());
            for (int i = 0; i < classic.images.size(); i++) {
                assertEquals(classic.images.get(i).title == null, v.images.get(i).title == null, "presence stays");
            }
            assertEquals(classic.media.bitrate == null, v.media.bitrate == null);
        }
    }

    @Test
    void stringsKeepTheirClassesOfCharactersAndVaryInLengthByAQuarterAtMost() {
        String uri = MediaData.mediaContent().media.uri;
        List<Integer> lengths = new ArrayList<>();
        for (long seed = 0; seed < 200; seed++) {
            String v = ModelVariation.of(MediaData.mediaContent(), seed).media.uri;
            lengths.add(v.length());
            assertTrue(Math.abs(v.length() - uri.length()) <= uri.length() / 4, v);
            for (int i = 0; i < v.length(); i++) {
                char o = uri.charAt(i % uri.length()), c = v.charAt(i);
                if (Character.isLowerCase(o)) assertTrue(c >= 'a' && c <= 'z', v);
                else if (Character.isUpperCase(o)) assertTrue(c >= 'A' && c <= 'Z', v);
                else if (Character.isDigit(o)) assertTrue(Character.isDigit(c), v);
                else assertEquals(o, c, "punctuation stays: " + v);
            }
        }
        assertTrue(lengths.stream().distinct().count() > 5, "lengths vary: " + lengths);
    }

    @Test
    void numbersKeepTheirSignAndStayWithinHalfToTwiceAndTheirBitLength() {
        Message classic = MessageData.message();
        for (long seed = 0; seed < 200; seed++) {
            Message v = ModelVariation.of(classic, seed);
            within(classic.int32Obj, v.int32Obj);
            within(classic.int64Obj, v.int64Obj);
            within(classic.sint32Obj, v.sint32Obj);
            within(classic.sint64Obj, v.sint64Obj);
            within(classic.fixed64Obj, v.fixed64Obj);
            assertEquals(classic.bytesObj.length, v.bytesObj.length);
            assertEquals(classic.doubleObj.size(), v.doubleObj.size());
        }
    }

    private static void within(long original, long varied) {
        if (original == 0 || original == Long.MIN_VALUE || original == Integer.MIN_VALUE) {
            assertEquals(original, varied);
            return;
        }
        assertEquals(Long.signum(original), Long.signum(varied), original + " -> " + varied);
        long o = Math.abs(original), v = Math.abs(varied);
        assertTrue(v >= Math.max(1, o / 2) && v <= 2 * o, original + " -> " + varied);
        assertTrue(64 - Long.numberOfLeadingZeros(v) <= 64 - Long.numberOfLeadingZeros(o), "bit length: " + original + " -> " + varied);
    }

    @Test
    void anArrayKeepsItsLengthAndEachElementVariesAsANumberFieldDoes() {
        SeriesBatch classic = NumericData.seriesBatch();
        assertEquals(ModelVariation.of(classic, 3), ModelVariation.of(classic, 3));
        for (long seed = 0; seed < 5; seed++) {
            SeriesBatch v = ModelVariation.of(classic, seed);
            for (int s = 0; s < classic.series.size(); s++) {
                Series o = classic.series.get(s), n = v.series.get(s);
                assertEquals(o.timestamps.length, n.timestamps.length);
                assertEquals(o.values.length, n.values.length);
                assertEquals(o.features.length, n.features.length);
                for (int i = 0; i < o.timestamps.length; i++) within(o.timestamps[i], n.timestamps[i]);
                for (int i = 0; i < o.values.length; i++) within(o.values[i], n.values[i]);
                for (int i = 0; i < o.features.length; i++) within(o.features[i], n.features[i]);
                assertNotEquals(o.values[1], n.values[1], "the elements change");
            }
        }
        assertEquals(NumericData.seriesBatch(), classic, "the original is left alone");
    }

    private static void within(double original, double varied) {
        within(original, varied, digits(Double.toString(original)), digits(Double.toString(varied)));
    }

    /** A float's digits are its own shortest form's, not its double's. */
    private static void within(float original, float varied) {
        within(original, varied, digits(Float.toString(original)), digits(Float.toString(varied)));
    }

    /** The same sign, half to twice the size, no more significant digits than the original's. */
    private static void within(double original, double varied, int originalDigits, int variedDigits) {
        if (original == 0) {
            assertEquals(original, varied);
            return;
        }
        assertEquals(Math.signum(original), Math.signum(varied), original + " -> " + varied);
        assertTrue(Math.abs(varied) >= Math.abs(original) / 2 * (1 - 1e-6) && Math.abs(varied) <= 2 * Math.abs(original) * (1 + 1e-6),
            original + " -> " + varied);
        assertTrue(variedDigits <= Math.max(2, originalDigits), original + " -> " + varied);
    }

    private static int digits(String number) {
        return new BigDecimal(number).stripTrailingZeros().precision();
    }

    @Test
    void aMapKeepsItsKeysAndTheirOrderAndItsValuesVary() {
        CitmCatalog classic = CitmData.citmCatalog();
        CitmCatalog v = ModelVariation.of(classic, 5);
        assertEquals(List.copyOf(classic.events.keySet()), List.copyOf(v.events.keySet()));
        assertEquals(List.copyOf(classic.topicSubTopics.keySet()), List.copyOf(v.topicSubTopics.keySet()));
        Event o = classic.events.values().iterator().next(), n = v.events.values().iterator().next();
        assertNotEquals(o.id, n.id, "the values vary");
        assertEquals(o.subTopicIds.size(), n.subTopicIds.size());
        assertNull(n.description, "null stays null in a map's value");
        assertEquals(classic.areaNames.size(), v.areaNames.size());
        assertEquals(CitmData.citmCatalog(), classic, "the original is left alone");
    }

    /** A field type the shared model does not use is named, not varied silently. */
    public static final class Odd extends ModelObject {
        public java.time.Instant when = java.time.Instant.EPOCH;
        public String none;
    }

    @Test
    void anUnknownTypeIsNamedAndNullStaysNull() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ModelVariation.of(new Odd(), 1));
        assertTrue(e.getMessage().contains("value.when") && e.getMessage().contains("java.time.Instant"), e.getMessage());
        Odd empty = new Odd();
        empty.when = null;
        assertNull(ModelVariation.of(empty, 1).none);
    }
}
