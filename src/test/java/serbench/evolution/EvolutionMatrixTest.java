package serbench.evolution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import serbench.codec.Codec;
import serbench.codec.Codecs;

/** Pins cells whose outcome each format's documentation states, so the matrix cannot drift silently. */
class EvolutionMatrixTest {
    private static List<Codec> codecs;
    private static List<Cell> cells;

    /**
     * Every schema codec, so that a new schema format is in the matrix and must have versions of the model,
     * and the reflective ones whose documented behaviour is pinned below (avaje-jsonb's and kotlinx's need versions
     * of their own too: an adapter generated for each, a Kotlin mirror of each).
     */
    @BeforeAll
    static void run() {
        codecs = Codecs.all().stream().filter(c -> !c.baseline())
            .filter(c -> c.traits().schema() || Set.of("java-builtin", "protostuff", "msgpack-array", "avaje-jsonb", "kotlinx-json",
                "kotlinx-protobuf").contains(c.id())).toList();
        cells = EvolutionMatrix.run(codecs);
    }

    private static Cell cell(String codec, Change change, Direction direction) {
        return cells.stream().filter(c -> c.codec().equals(codec) && c.change() == change && c.direction() == direction)
            .findFirst().orElseThrow();
    }

    private static void assertOutcome(Outcome expected, String codec, Change change, Direction direction) {
        Cell c = cell(codec, change, direction);
        assertEquals(expected, c.outcome(), codec + " " + change.id() + " " + direction.id() + ": " + c.note());
    }

    @Test
    void everyCellIsThere() {
        assertEquals(codecs.size() * Change.values().length * Direction.values().length, cells.size());
    }

    @Test
    void protobufSkipsUnknownFieldsAndKeepsNumbers() {
        assertOutcome(Outcome.OK, "protobuf", Change.ADD_FIELD, Direction.OLD_READS_NEW);
        assertOutcome(Outcome.OK, "protobuf", Change.RENAME_FIELD, Direction.OLD_READS_NEW);
        assertOutcome(Outcome.OK, "protobuf", Change.REORDER_FIELDS, Direction.NEW_READS_OLD);
        // "If a number is parsed from the wire which doesn't fit in the corresponding type, you will get the same
        // effect as if you had cast the number to that type in C++": int64 read as int32 is truncated
        assertOutcome(Outcome.WRONG, "protobuf", Change.WIDEN_INT, Direction.OLD_READS_NEW);
        assertOutcome(Outcome.OK, "protobuf", Change.WIDEN_INT, Direction.NEW_READS_OLD);
        // proto2 enums are closed: an unknown value goes to the unknown fields and the field reads as unset
        assertOutcome(Outcome.LOSSY, "protobuf", Change.ADD_ENUM_VALUE, Direction.OLD_READS_NEW);
    }

    @Test
    void avroResolvesAgainstTheWritersSchema() {
        assertOutcome(Outcome.OK, "avro", Change.ADD_FIELD, Direction.NEW_READS_OLD);          // the reader's default
        assertEquals("note defaulted", cell("avro", Change.ADD_FIELD, Direction.NEW_READS_OLD).note());
        assertOutcome(Outcome.OK, "avro", Change.RENAME_FIELD, Direction.NEW_READS_OLD);       // the reader's alias
        assertOutcome(Outcome.ERROR, "avro", Change.REMOVE_FIELD, Direction.OLD_READS_NEW);    // no default to fill in
        assertOutcome(Outcome.OK, "avro", Change.REORDER_FIELDS, Direction.OLD_READS_NEW);     // matched by name
        assertOutcome(Outcome.OK, "avro", Change.WIDEN_INT, Direction.NEW_READS_OLD);          // int promotes to long
        assertOutcome(Outcome.ERROR, "avro", Change.WIDEN_INT, Direction.OLD_READS_NEW);       // long does not demote
        assertOutcome(Outcome.ERROR, "avro", Change.ADD_ENUM_VALUE, Direction.OLD_READS_NEW);  // no enum default
    }

    @Test
    void jacksonsArrayShapeIsPositional() {
        // no names on the wire: a renamed field still reads; an added one is a value the old class has no slot for
        assertOutcome(Outcome.OK, "msgpack-array", Change.RENAME_FIELD, Direction.NEW_READS_OLD);
        assertOutcome(Outcome.ERROR, "msgpack-array", Change.ADD_FIELD, Direction.OLD_READS_NEW);
        assertOutcome(Outcome.ERROR, "msgpack-array", Change.REORDER_FIELDS, Direction.NEW_READS_OLD);
    }

    @Test
    void javaSerializationFollowsItsVersioningSpecification() {
        // same serialVersionUID: adding and removing fields are compatible changes, a field's type is not
        assertOutcome(Outcome.OK, "java-builtin", Change.ADD_FIELD, Direction.OLD_READS_NEW);
        assertOutcome(Outcome.OK, "java-builtin", Change.REMOVE_FIELD, Direction.NEW_READS_OLD);
        assertOutcome(Outcome.ERROR, "java-builtin", Change.WIDEN_INT, Direction.NEW_READS_OLD);
        assertOutcome(Outcome.LOSSY, "java-builtin", Change.RENAME_FIELD, Direction.NEW_READS_OLD);
    }

    @Test
    void thriftSkipsAFieldOfAnotherType() {
        assertOutcome(Outcome.LOSSY, "thrift-compact", Change.WIDEN_INT, Direction.NEW_READS_OLD);
        assertOutcome(Outcome.OK, "thrift-compact", Change.ADD_FIELD, Direction.OLD_READS_NEW);
    }

    @Test
    void protostuffRuntimeNumbersFieldsByDeclarationOrder() {
        assertOutcome(Outcome.WRONG, "protostuff", Change.REORDER_FIELDS, Direction.OLD_READS_NEW);
        assertOutcome(Outcome.OK, "protostuff", Change.ADD_FIELD, Direction.OLD_READS_NEW);
    }

    @Test
    void sbeIsPositionalAndVersioned() {
        // the old decoder finds its strings after the writer's root block (the header's blockLength) and never
        // reaches the appended one; the new one reads a field newer than the message's version as empty
        assertOutcome(Outcome.OK, "sbe", Change.ADD_FIELD, Direction.OLD_READS_NEW);
        assertOutcome(Outcome.OK, "sbe", Change.ADD_FIELD, Direction.NEW_READS_OLD);
        assertEquals("note defaulted", cell("sbe", Change.ADD_FIELD, Direction.NEW_READS_OLD).note());
        assertOutcome(Outcome.OK, "sbe", Change.RENAME_FIELD, Direction.OLD_READS_NEW);    // names are not on the wire
        // offsets follow declaration order and a field's type fixes its width, which is why SBE's rules forbid both
        assertOutcome(Outcome.WRONG, "sbe", Change.REORDER_FIELDS, Direction.OLD_READS_NEW);
        assertOutcome(Outcome.WRONG, "sbe", Change.WIDEN_INT, Direction.OLD_READS_NEW);
        // the generated enum's get() throws on a value its version does not have
        assertOutcome(Outcome.ERROR, "sbe", Change.ADD_ENUM_VALUE, Direction.OLD_READS_NEW);
    }

    @Test
    void flatBuffersFindsFieldsById() {
        assertOutcome(Outcome.OK, "flatbuffers", Change.ADD_FIELD, Direction.OLD_READS_NEW);    // a slot it does not know
        assertOutcome(Outcome.OK, "flatbuffers", Change.REMOVE_FIELD, Direction.OLD_READS_NEW); // deprecated: left out
        assertOutcome(Outcome.OK, "flatbuffers", Change.REORDER_FIELDS, Direction.NEW_READS_OLD); // ids, not order
        // the slot stays, its width changes: the low 32 bits of a long, or an int and the 4 bytes after it
        assertOutcome(Outcome.WRONG, "flatbuffers", Change.WIDEN_INT, Direction.OLD_READS_NEW);
        assertOutcome(Outcome.WRONG, "flatbuffers", Change.WIDEN_INT, Direction.NEW_READS_OLD);
    }

    @Test
    void capnProtoLaysFieldsOutByOrdinal() {
        // an old reader ignores a field appended at a new ordinal (beyond its struct's data and pointer sections)
        assertOutcome(Outcome.OK, "capnproto", Change.ADD_FIELD, Direction.OLD_READS_NEW);
        assertOutcome(Outcome.OK, "capnproto", Change.REORDER_FIELDS, Direction.OLD_READS_NEW); // ordinals, not order
        // the ordinal stays, the layout does not: an Int64 quantity moves status to the next word
        assertOutcome(Outcome.WRONG, "capnproto", Change.WIDEN_INT, Direction.OLD_READS_NEW);
        // an enumerant the reader's schema lacks reads as _NOT_IN_SCHEMA
        assertOutcome(Outcome.LOSSY, "capnproto", Change.ADD_ENUM_VALUE, Direction.OLD_READS_NEW);
    }

    @Test
    void colferOnlyLetsNewReadersReadOldData() {
        // a new reader finds the appended field absent; an old reader rejects a field index it does not know
        assertOutcome(Outcome.OK, "colfer", Change.ADD_FIELD, Direction.NEW_READS_OLD);
        assertOutcome(Outcome.ERROR, "colfer", Change.ADD_FIELD, Direction.OLD_READS_NEW);
        assertTrue(cell("colfer", Change.ADD_FIELD, Direction.OLD_READS_NEW).note().contains("unknown header"));
        assertOutcome(Outcome.OK, "colfer", Change.RENAME_FIELD, Direction.OLD_READS_NEW);       // names are not on the wire
        assertOutcome(Outcome.ERROR, "colfer", Change.REORDER_FIELDS, Direction.OLD_READS_NEW);  // indexes must ascend
        // both integers are varints: an int32 reader keeps the low 32 bits of a wider value
        assertOutcome(Outcome.WRONG, "colfer", Change.WIDEN_INT, Direction.OLD_READS_NEW);
        assertOutcome(Outcome.OK, "colfer", Change.WIDEN_INT, Direction.NEW_READS_OLD);
    }

    @Test
    void kotlinxJsonsDefaultRefusesWhatItsClassLacks() {
        // Json { ignoreUnknownKeys = false } by default: an unknown key is an error, so a field added, removed or renamed
        // fails on the side that does not know it
        assertOutcome(Outcome.ERROR, "kotlinx-json", Change.ADD_FIELD, Direction.OLD_READS_NEW);
        assertTrue(cell("kotlinx-json", Change.ADD_FIELD, Direction.OLD_READS_NEW).note().contains("unknown key 'note'"));
        assertOutcome(Outcome.ERROR, "kotlinx-json", Change.REMOVE_FIELD, Direction.NEW_READS_OLD);
        assertOutcome(Outcome.OK, "kotlinx-json", Change.ADD_FIELD, Direction.NEW_READS_OLD);        // note's default, null
        assertOutcome(Outcome.ERROR, "kotlinx-json", Change.WIDEN_INT, Direction.OLD_READS_NEW);     // no Int holds 3,000,000,000
        assertOutcome(Outcome.ERROR, "kotlinx-json", Change.ADD_ENUM_VALUE, Direction.OLD_READS_NEW);
    }

    @Test
    void kotlinxProtoBufReadsFieldsByNumber() {
        assertOutcome(Outcome.OK, "kotlinx-protobuf", Change.ADD_FIELD, Direction.OLD_READS_NEW);    // an unknown number is skipped
        assertOutcome(Outcome.OK, "kotlinx-protobuf", Change.RENAME_FIELD, Direction.NEW_READS_OLD); // @ProtoNumber, not the name
        assertOutcome(Outcome.OK, "kotlinx-protobuf", Change.REORDER_FIELDS, Direction.OLD_READS_NEW);
        // as protobuf's: an int64 varint read into an Int keeps its low 32 bits
        assertOutcome(Outcome.WRONG, "kotlinx-protobuf", Change.WIDEN_INT, Direction.OLD_READS_NEW);
        // unlike protobuf's closed proto2 enum, which reads as unset, an unknown enum number fails the message
        assertOutcome(Outcome.ERROR, "kotlinx-protobuf", Change.ADD_ENUM_VALUE, Direction.OLD_READS_NEW);
        assertTrue(cell("kotlinx-protobuf", Change.ADD_ENUM_VALUE, Direction.OLD_READS_NEW).note().contains("2 is not among valid"));
    }

    @Test
    void avajeJsonbsGeneratedAdapterSkipsUnknownFields() {
        // the adapter its processor wrote for the version (OrderClasses): an unmapped field is skipped
        assertOutcome(Outcome.OK, "avaje-jsonb", Change.ADD_FIELD, Direction.OLD_READS_NEW);
        assertOutcome(Outcome.OK, "avaje-jsonb", Change.REMOVE_FIELD, Direction.NEW_READS_OLD);
        assertOutcome(Outcome.LOSSY, "avaje-jsonb", Change.RENAME_FIELD, Direction.NEW_READS_OLD);
        assertOutcome(Outcome.ERROR, "avaje-jsonb", Change.WIDEN_INT, Direction.OLD_READS_NEW);
    }

    @Test
    void everySchemaFormatHasVersions() {
        assertTrue(cells.stream().noneMatch(c -> c.outcome() == Outcome.UNTESTED),
            cells.stream().filter(c -> c.outcome() == Outcome.UNTESTED).map(Cell::codec).distinct().toList()::toString);
    }

    @Test
    void everyOutcomeHasANoteUnlessClean() {
        assertTrue(cells.stream().filter(c -> c.outcome() != Outcome.OK).noneMatch(c -> c.note().isBlank()));
    }
}
