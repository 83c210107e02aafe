package serbench.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.model.ModelObject;

/**
 * Documented facts of the cross-language matrix, pinned on one run of the Python peer (its start and, on a fresh
 * clone, its environment's build count once). Skipped, with the reason printed, where python3 is missing.
 */
class InteropMatrixTest {
    /** A long one above 2^53, where a double (JavaScript's number, some JSON parsers) loses the last digit. */
    public static final class BigLong extends ModelObject {
        public long value = (1L << 53) + 1;
    }

    /** A value that is not the same on every build(): what a peer reads can never match it. */
    public static final class Drifting extends ModelObject {
        private static final AtomicInteger BUILDS = new AtomicInteger();
        public int count = BUILDS.incrementAndGet();
    }

    private static List<Cell> cells;
    private static String noPython;

    @BeforeAll
    static void runOnce() throws Exception {
        List<Codec> codecs = List.of(codec("protobuf"), codec("kryo"), codec("jackson-json"), codec("msgpack"),
            codec("java-builtin"), codec("flatbuffers"), codec("gson"), codec("fory-xlang"));
        List<Dataset<?>> datasets = List.of(Datasets.byId("media").orElseThrow(), Datasets.byId("message").orElseThrow(),
            Datasets.byId("edge-cases").orElseThrow(),
            new Dataset<>("big-long", "a long above 2^53", BigLong.class, BigLong::new, List.of()),
            new Dataset<>("drifting", "a different value per build", Drifting.class, Drifting::new, List.of()));
        try {
            cells = InteropMatrix.run(codecs, datasets, line -> System.out.println("interop test: " + line));
        } catch (PeerUnavailableException e) {
            noPython = e.getMessage();
            System.out.println("InteropMatrixTest skipped: " + noPython);
        }
    }

    /** Each test skipped, and counted so, where Python is missing. */
    @BeforeEach
    void needsPython() {
        Assumptions.assumeTrue(noPython == null, () -> "skipped: " + noPython);
    }

    @Test
    void protobufBytesDecodeInPythonUnchangedAndPythonsBytesDecodeInJava() {
        assertEquals(List.of("ok", "ok"), outcomes("protobuf", "media"));
    }

    @Test
    void flatBuffersWithoutFlatcReadsAndWritesMediaUnchanged() {
        assertEquals(List.of("ok", "ok"), outcomes("flatbuffers", "media"));
    }

    @Test
    void aJavaOnlyFormatIsNotApplicableWithItsReason() {
        List<Cell> kryo = cells("kryo", "media");
        assertEquals(List.of("n/a", "n/a"), kryo.stream().map(Cell::outcome).toList());
        kryo.forEach(c -> assertTrue(c.note().contains("Java-only"), c.note()));
    }

    @Test
    void javaSerializationIsReadInPythonButNotWritten() {
        List<Cell> builtin = cells("java-builtin", "media");
        assertEquals(List.of("ok", "n/a"), builtin.stream().map(Cell::outcome).toList());
        assertEquals("javaobj-py3 only reads Java serialization", builtin.get(1).note());
    }

    @Test
    void aLongAbove2To53SurvivesJsonAndMessagePackBothWays() {
        assertEquals(List.of("ok", "ok"), outcomes("jackson-json", "big-long"));
        assertEquals(List.of("ok", "ok"), outcomes("msgpack", "big-long"));
    }

    @Test
    void jsonHasNoByteStringGsonRefusesPythonsBase64ButPythonReadsGsonsNumbers() {
        List<Cell> gson = cells("gson", "message");
        assertEquals(List.of("ok", "error"), gson.stream().map(Cell::outcome).toList());
        assertTrue(gson.get(1).note().startsWith("Java failed to read: ") && gson.get(1).note().contains("bytesObj"), gson.get(1).note());
    }

    @Test
    void protobufKeepsEveryEdgeCaseBothWays() {
        assertEquals(List.of("ok", "ok"), outcomes("protobuf", "edge-cases"));
    }

    /** Jackson writes NaN as the string "NaN", which it reads back; Python's json writes the bare NaN, which it refuses. */
    @Test
    void pythonsJsonWritesNaNWhichJacksonAsMeasuredRefuses() {
        List<Cell> jackson = cells("jackson-json", "edge-cases");
        assertEquals(List.of("ok", "error"), jackson.stream().map(Cell::outcome).toList());
        assertTrue(jackson.get(1).note().contains("'NaN'"), jackson.get(1).note());
    }

    /** pyfory reads Java's xlang bytes into the peer's classes of the model, registered by Java's ids, and writes them back. */
    @Test
    void foryXlangCrossesWithPyforyBothWaysEdgeCasesIncluded() {
        assertEquals(List.of("ok", "ok"), outcomes("fory-xlang", "media"));
        assertEquals(List.of("ok", "ok"), outcomes("fory-xlang", "message"));
        assertEquals(List.of("ok", "ok"), outcomes("fory-xlang", "edge-cases"));
    }

    @Test
    void foryXlangOfAClassThePeerHasNoPyforyClassOfIsNotApplicableSayingSo() {
        cells("fory-xlang", "big-long").forEach(c -> {
            assertEquals("n/a", c.outcome(), c.toString());
            assertTrue(c.note().contains("none of serbench.interop.InteropMatrixTest$BigLong"), c.note());
        });
    }

    @Test
    void aCodecThatCannotRepresentTheDataSetIsNotApplicableSayingSo() {
        cells("protobuf", "big-long").forEach(c -> {
            assertEquals("n/a", c.outcome());
            assertTrue(c.note().startsWith("the codec cannot represent the data set"), c.note());
        });
    }

    @Test
    void aValueThatArrivesChangedIsLossyNamingTheField() {
        for (Cell c : cells("jackson-json", "drifting")) {
            assertEquals("lossy", c.outcome(), c.toString());
            assertTrue(c.note().startsWith("count: expected "), c.note());
        }
    }

    @Test
    void bothDirectionsOfEveryPairAreThere() {
        assertEquals(8 * 5 * 2, cells.size());
        assertEquals(List.of("java-to-python", "python-to-java"), cells("msgpack", "media").stream().map(Cell::direction).toList());
    }

    private static Codec codec(String id) {
        return Codecs.byId(id).orElseThrow();
    }

    private static List<Cell> cells(String codec, String dataset) {
        return cells.stream().filter(c -> c.codec().equals(codec) && c.dataset().equals(dataset)).toList();
    }

    private static List<String> outcomes(String codec, String dataset) {
        return cells(codec, dataset).stream().map(Cell::outcome).toList();
    }
}
