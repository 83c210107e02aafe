package serbench.evolution;

import java.util.Map;
import serbench.data.evolution.Shape;

/** The six changes of the matrix: v1 is always {@link Shape#V1}, v2 the change's own shape. */
public enum Change {
    ADD_FIELD("add-field", Shape.ADD_FIELD, "v2 adds an optional String note"),
    REMOVE_FIELD("remove-field", Shape.REMOVE_FIELD, "v2 drops customer"),
    RENAME_FIELD("rename-field", Shape.RENAME_FIELD, "customer becomes buyer (same field number, Avro alias)"),
    REORDER_FIELDS("reorder-fields", Shape.REORDER_FIELDS, "the fields are declared in reverse order (numbers kept)"),
    WIDEN_INT("widen-int", Shape.WIDEN_INT, "quantity int -> long; v2 writes 3,000,000,000"),
    ADD_ENUM_VALUE("add-enum-value", Shape.ADD_ENUM_VALUE, "Status gains CANCELLED; v2 writes it");

    private final String id;
    private final Shape v2;
    private final String description;

    Change(String id, Shape v2, String description) {
        this.id = id;
        this.v2 = v2;
        this.description = description;
    }

    public String id() {
        return id;
    }

    public String description() {
        return description;
    }

    public Shape writer(Direction direction) {
        return direction == Direction.OLD_READS_NEW ? v2 : Shape.V1;
    }

    public Shape reader(Direction direction) {
        return direction == Direction.OLD_READS_NEW ? Shape.V1 : v2;
    }

    /** The writer's name of a reader's field: the same, except for the renamed one. */
    public String writerField(String readerField, Direction direction) {
        if (this != RENAME_FIELD) return readerField;
        Map<String, String> renamed = direction == Direction.OLD_READS_NEW ? Map.of("customer", "buyer") : Map.of("buyer", "customer");
        return renamed.getOrDefault(readerField, readerField);
    }
}
