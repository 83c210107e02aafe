package serbench.evolution;

import java.util.Map;
import serbench.data.evolution.Shape;

/**
 * The six changes of the matrix: v1 is always {@link Shape#V1}, v2 the change's own shape. The reports' legend
 * (serbench.report.section.EvolutionMarkdown) says what each change does to the class.
 */
public enum Change {
    ADD_FIELD("add-field", Shape.ADD_FIELD),
    REMOVE_FIELD("remove-field", Shape.REMOVE_FIELD),
    RENAME_FIELD("rename-field", Shape.RENAME_FIELD),
    REORDER_FIELDS("reorder-fields", Shape.REORDER_FIELDS),
    WIDEN_INT("widen-int", Shape.WIDEN_INT),
    ADD_ENUM_VALUE("add-enum-value", Shape.ADD_ENUM_VALUE);

    private final String id;
    private final Shape v2;

    Change(String id, Shape v2) {
        this.id = id;
        this.v2 = v2;
    }

    public String id() {
        return id;
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
