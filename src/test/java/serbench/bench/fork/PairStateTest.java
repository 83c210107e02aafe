package serbench.bench.fork;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import serbench.codec.Binding;
import serbench.codec.Wire;
import serbench.data.Datasets;
import serbench.data.TimedValues;
import serbench.data.scale.Pool;
import serbench.results.Op;
import serbench.size.Compression;

/** A pair's state: bound once per JVM and thread, timed on a pool of values, each op taking the next. */
class PairStateTest {
    private static PairState pair(String codec, String dataset, int thread) {
        PairState pair = new PairState();
        pair.codec = codec;
        pair.dataset = dataset;
        pair.setUp(thread);
        return pair;
    }

    @Test
    void aBuiltInDataSetIsTimedOnItsClassicValueAndFifteenOfItsShape() throws Exception {
        PairState pair = pair("protobuf", "media", 0);
        PairState.Bound b = pair.bound();
        assertEquals(TimedValues.VARIED, b.bytes().length);
        assertEquals(Datasets.byId("media").orElseThrow().build(), b.models()[0], "the classic value first");
        Set<String> distinct = new HashSet<>();
        for (int i = 0; i < b.bytes().length; i++) {
            distinct.add(HexFormat.of().formatHex(b.bytes()[i]));
            assertArrayEquals(b.bytes()[i], pair.binding.encode(b.values()[i]));
            assertArrayEquals(b.bytes()[i], pair.binding.encode(pair.binding.build(b.models()[i])));
        }
        assertEquals(TimedValues.VARIED, distinct.size(), "sixteen different values");
    }

    @Test
    void eachOpTakesTheNextValueInTurn() {
        PairState pair = pair("manual", "user", 0);
        Object[] models = pair.bound().models();
        for (int i = 0; i < 2 * models.length; i++) assertSame(models[i % models.length], pair.model());
        PairState again = pair("manual", "user", 0);
        assertSame(models[0], again.model(), "a new run starts from the first value");
    }

    @Test
    void theCodecIsBoundOncePerJvmAndThread() {
        PairState first = pair("activej", "media", 0);
        PairState second = pair("activej", "media", 0);
        assertSame(first.binding, second.binding, "a later run of the same thread keeps its binding");
        assertSame(first.bound().values(), second.bound().values());
        assertNotSame(first.binding, pair("activej", "media", 1).binding, "another thread gets its own");
    }

    @Test
    void aCodecMadeToBeSharedIsOneBindingForEveryThread() {
        for (String shared : List.of("kryo-pool", "fory-threadsafe")) {
            assertSame(pair(shared, "user", 0).binding, pair(shared, "user", 1).binding, shared);
        }
        // the bare row of the same library: a codec of its own per thread
        assertNotSame(pair("kryo", "user", 0).binding, pair("kryo", "user", 1).binding);
    }

    @Test
    void aDecompressingOpTakesEachValuesBytesCompressedInTurn() {
        PairState pair = pair("protobuf", "media", 0);
        byte[][] bytes = pair.bound().bytes();
        for (Op op : Op.compressionOps().stream().filter(Op::decompresses).toList()) {
            Compression c = op.compression().orElseThrow();
            pair.prepare(op);
            for (int i = 0; i < 2 * bytes.length; i++) {
                PairState.Packed p = pair.packed();
                assertEquals(bytes[i % bytes.length].length, p.length());
                assertArrayEquals(c.compress(bytes[i % bytes.length]), p.data(), op.id());
            }
            PairState again = pair("protobuf", "media", 0);
            again.prepare(op);
            assertSame(pair.bound().packed(c)[0], again.packed(), "compressed once per JVM");
        }
    }

    @Test
    void edgeCasesAreTimedOnTheirOneValue() {
        assertEquals(1, pair("manual", "edge-cases", 0).bound().models().length);
    }

    @Test
    void aSizeAxisDataSetIsTimedOnItsPool() {
        assertEquals(Pool.VALUES, pair("manual", "dns-response@1KB", 0).bound().models().length);
    }

    /** Full collections so far: those of the collector that also collects the old generation. */
    private static long fullCollections() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream()
            .filter(gc -> Arrays.stream(gc.getMemoryPoolNames()).anyMatch(p -> p.contains("Old") || p.contains("Tenured")))
            .filter(gc -> !gc.getName().contains("Young"))
            .mapToLong(GarbageCollectorMXBean::getCollectionCount).sum();
    }

    @Test
    void aLargePoolIsCompactedIntoTheOldGenerationOnceBeforeItIsTimed() {
        long before = fullCollections();
        pair("manual", "addressbook@1KB", 0);
        // the first binding of a pool in a JVM: one collection per generated model, one once the codec's values are built
        assertTrue(fullCollections() - before >= Pool.VALUES + 1, "full collections: " + (fullCollections() - before));
        before = fullCollections();
        pair("manual", "addressbook@1KB", 0);
        assertEquals(0, fullCollections() - before, "bound once: nothing to build or compact again");
    }

    @Test
    void theTimedValuesAreCheckedToComeBackFromTheirBytes() {
        PairState.Bound good = pair("protobuf", "media", 0).bound();
        assertNull(good.firstLoss());
        assertNull(PairState.roundTripLoss(), "every binding this JVM made round-trips");
        Binding<Object, Object> lossy = Binding.direct(new Wire<>() {
            @Override public byte[] encode(Object value) { return new byte[] {1}; }
            @Override public Object decode(byte[] bytes) { return Datasets.byId("user").orElseThrow().build(); }
        });
        PairState.Bound bad = new PairState.Bound(lossy, good.models(), good.models(), good.bytes(), good.mask());
        assertTrue(bad.firstLoss().startsWith("value 1 of " + good.bytes().length + ": round trip differs at "), bad.firstLoss());
        Binding<Object, Object> throwing = Binding.direct(new Wire<>() {
            @Override public byte[] encode(Object value) { return new byte[] {1}; }
            @Override public Object decode(byte[] bytes) { throw new IllegalStateException("broken"); }
        });
        assertEquals("value 1 of " + good.bytes().length + ": decoding threw java.lang.IllegalStateException: broken",
            new PairState.Bound(throwing, good.models(), good.models(), good.bytes(), good.mask()).firstLoss());
    }

    @Test
    void updateChangesItsOwnCopyOfEachValuesBytesAndAccessReadsTheValuesBytes() throws Exception {
        PairState pair = pair("flatbuffers", "media", 0);
        pair.prepare(Op.UPDATE);
        byte[][] timed = Arrays.stream(pair.bound().bytes()).map(byte[]::clone).toArray(byte[][]::new);
        CodecBenchmark benchmark = new CodecBenchmark();
        byte[] updated = null;
        for (int i = 0; i < timed.length; i++) updated = benchmark.update(pair);
        for (int i = 0; i < timed.length; i++) assertArrayEquals(timed[i], pair.bound().bytes()[i], "the timed values' bytes untouched");
        assertEquals(timed.length - 1, ((serbench.data.media.MediaContent) pair.binding.read(pair.binding.decode(updated))).media.duration,
            "the last update wrote its value into its copy");
        pair.prepare(Op.ACCESS);
        assertEquals(serbench.data.media.MediaAccess.of((serbench.data.media.MediaContent) pair.bound().models()[0]), benchmark.access(pair));
    }

    @Test
    void aZeroCopyOpOnACodecThatOffersNoneFailsItsSetUp() {
        PairState pair = pair("protobuf", "media", 0);
        org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class, () -> pair.prepare(Op.ACCESS));
    }
}
