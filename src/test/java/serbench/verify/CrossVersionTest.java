package serbench.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.results.version.VersionCell;

/** The bytes of one version read by the other: real rows, today's and their era's, in one JVM or one of their options. */
class CrossVersionTest {
    private static Codec codec(String id) {
        return Codecs.byId(id).orElseThrow();
    }

    private static Dataset<?> dataset(String id) {
        return Datasets.byId(id).orElseThrow();
    }

    private static List<VersionCell> matrix(List<String> codecs, String... datasets) {
        Map<Dataset<?>, List<Codec>> selected = new LinkedHashMap<>();
        for (String d : datasets) selected.put(dataset(d), codecs.stream().map(CrossVersionTest::codec).toList());
        return CrossVersion.matrix(selected);
    }

    private static String outcomes(List<VersionCell> cells) {
        return String.join(" ", cells.stream().map(c -> c.row() + "/" + c.dataset() + "/" + c.direction() + "=" + c.outcome()).toList());
    }

    @Test
    void jackson240AndTodaysReadEachOthersJsonOfMedia() {
        List<VersionCell> cells = CrossVersion.cells(codec("jackson-json"), codec("jackson-json@2.4.0"), dataset("media"));
        assertEquals(List.of(new VersionCell("jackson-json@2.4.0", "media", VersionCell.NEW_READS_OLD, VersionCell.READS, null),
            new VersionCell("jackson-json@2.4.0", "media", VersionCell.OLD_READS_NEW, VersionCell.READS, null)), cells);
    }

    @Test
    void protobuf261AndTodaysReadEachOthersBytesAndA261WithoutMapsIsNotApplicableToCitm() {
        List<VersionCell> cells = matrix(List.of("protobuf", "protobuf@2.6.1"), "media", "citm");
        assertEquals("protobuf@2.6.1/media/new-reads-old=reads protobuf@2.6.1/media/old-reads-new=reads"
            + " protobuf@2.6.1/citm/new-reads-old=n/a protobuf@2.6.1/citm/old-reads-new=n/a", outcomes(cells));
        assertTrue(cells.get(2).note().startsWith("protobuf@2.6.1 cannot hold it: "), cells.get(2).note());
    }

    /**
     * Kryo 3's and Kryo 5's bytes of a tree: Kryo 5 reads Kryo 3's as another value, silently, and Kryo 3 fails on
     * Kryo 5's (measured, docs/versions.md).
     */
    @Test
    void kryo5ReadsKryo3sTreeAsAnotherValueAndKryo3FailsOnKryo5s() {
        List<VersionCell> cells = CrossVersion.cells(codec("kryo"), codec("kryo@3.0.3"), dataset("tree-32"));
        assertEquals(new VersionCell("kryo@3.0.3", "tree-32", VersionCell.NEW_READS_OLD, VersionCell.WRONG,
            "differs at flag: expected true, got false"), cells.get(0));
        assertEquals(VersionCell.FAILS, cells.get(1).outcome(), cells.get(1).toString());
        assertTrue(cells.get(1).note().startsWith("KryoException: "), cells.get(1).note());
    }

    /** Bytes of another format altogether: a reader that cannot read them fails, with the exception's class and message. */
    @Test
    void aReaderThatThrowsFailsWithItsException() {
        List<VersionCell> cells = CrossVersion.cells(codec("jackson-json"), codec("protobuf"), dataset("media"));
        VersionCell jsonReadsProtobuf = cells.get(0);
        assertEquals(VersionCell.FAILS, jsonReadsProtobuf.outcome(), jsonReadsProtobuf.toString());
        assertTrue(jsonReadsProtobuf.note().matches("\\w+(Exception|Error): .+"), jsonReadsProtobuf.note());
        assertTrue(jsonReadsProtobuf.note().lines().count() == 1, jsonReadsProtobuf.note());
    }

    /** A row with JVM options (xstream@1.3.1's --add-opens) is read in a JVM started with them, as its round trip is. */
    @Test
    void aRowWithJvmOptionsIsReadInAJvmOfThem() {
        assertTrue(codec("xstream").jvmOptions().isEmpty() && !codec("xstream@1.3.1").jvmOptions().isEmpty());
        assertEquals("xstream@1.3.1/media/new-reads-old=reads xstream@1.3.1/media/old-reads-new=reads",
            outcomes(matrix(List.of("xstream", "xstream@1.3.1"), "media")));
    }

    @Test
    void onlyAVersionedRowBesideItsTodaysRowIsRead() {
        assertEquals(List.of(), matrix(List.of("kryo@3.0.3", "jackson-json"), "media"));
    }
}
