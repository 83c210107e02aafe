package serbench.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import serbench.codec.Binding;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.codec.UnsupportedDatasetException;
import serbench.codec.ZeroCopyOps;
import serbench.data.AccessSubset;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.data.media.MediaContent;

/** The zero-copy ops are offered where the format has a view over its bytes, and checked before they are timed. */
class ZeroCopyCheckTest {
    private static final Set<String> OFFERING = Set.of("flatbuffers", "capnproto", "sbe");

    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"flatbuffers,media", "capnproto,media", "sbe,media", "flatbuffers,numeric", "capnproto,numeric", "sbe,numeric"})
    void eachValueOfTheTimedPoolPassesAccessAndUpdate(String codec, String dataset) {
        for (Verdict v : PoolRoundTrip.checkEach(Codecs.byId(codec).orElseThrow(), Datasets.byId(dataset).orElseThrow())) {
            assertTrue(v.passed(), v.reason());
            assertTrue(v.zeroCopy(), codec + " offers them on " + dataset);
        }
    }

    @Test
    void noOtherCodecOffersThemAndTheZeroCopyFormatsOnlyOnDataSetsWithASubset() throws Exception {
        for (Codec c : Codecs.all()) {
            for (String d : List.of("media", "numeric", "user")) {
                Binding<?, ?> binding;
                try {
                    binding = c.binding(Datasets.byId(d).orElseThrow());
                } catch (UnsupportedDatasetException e) {
                    continue;
                }
                boolean offers = OFFERING.contains(c.id()) && !d.equals("user");
                assertEquals(offers, binding.zeroCopy() != null, c.id() + " x " + d);
            }
        }
    }

    @Test
    void anAccessReadingAnotherValueFails() throws Exception {
        String loss = ZeroCopyCheck.loss(broken(true), media()::build, encoded());
        assertTrue(loss.startsWith("access read "), loss);
    }

    @Test
    void anUpdateThatWritesNothingFails() throws Exception {
        String loss = ZeroCopyCheck.loss(broken(false), media()::build, encoded());
        assertTrue(loss.startsWith("after update of media.duration, access read "), loss);
    }

    @Test
    void theRealOpsPass() throws Exception {
        assertNull(ZeroCopyCheck.loss(flatbuffers(), media()::build, encoded()));
    }

    @SuppressWarnings("unchecked")
    private static Dataset<MediaContent> media() {
        return (Dataset<MediaContent>) Datasets.byId("media").orElseThrow();
    }

    @SuppressWarnings("unchecked")
    private static Binding<MediaContent, Object> flatbuffers() throws Exception {
        return (Binding<MediaContent, Object>) Codecs.byId("flatbuffers").orElseThrow().binding(media());
    }

    private static byte[] encoded() throws Exception {
        Binding<MediaContent, Object> b = flatbuffers();
        return b.encode(b.build(media().build()));
    }

    /** flatbuffers' binding whose access reads a stale value ({@code staleAccess}) or whose update writes nothing. */
    private static Binding<MediaContent, Object> broken(boolean staleAccess) throws Exception {
        Binding<MediaContent, Object> real = flatbuffers();
        ZeroCopyOps<MediaContent> ops = real.zeroCopy();
        ZeroCopyOps<MediaContent> wrong = new ZeroCopyOps<>() {
            @Override
            public Object access(byte[] bytes) throws Exception {
                serbench.data.media.MediaAccess a = (serbench.data.media.MediaAccess) ops.access(bytes);
                return staleAccess ? new serbench.data.media.MediaAccess(a.uri(), a.width() + 1, a.duration(), a.firstImageTitle()) : a;
            }

            @Override public void update(byte[] bytes, long value) {}
            @Override public AccessSubset<MediaContent, ?> subset() { return ops.subset(); }
        };
        return new Binding<>() {
            @Override public Object build(MediaContent model) { return real.build(model); }
            @Override public byte[] encode(Object value) throws Exception { return real.encode(value); }
            @Override public Object decode(byte[] bytes) throws Exception { return real.decode(bytes); }
            @Override public MediaContent read(Object value) { return real.read(value); }
            @Override public ZeroCopyOps<MediaContent> zeroCopy() { return wrong; }
        };
    }
}
