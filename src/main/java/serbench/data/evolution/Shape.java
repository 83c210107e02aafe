package serbench.data.evolution;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One version of the evolution model's {@code Order}: v1, every change's starting point, and the v2 of
 * each change. Beside this class each has its .proto, .thrift and .avsc ({@code order_<package>}), and
 * {@link OrderClasses} compiles its Java class, always named {@code serbench.data.evolution.model.Order}.
 */
public enum Shape {
    V1(Field.BASE, Field.STATUSES),
    ADD_FIELD(with(Field.BASE, new Field("note", Field.Kind.STRING)), Field.STATUSES),
    REMOVE_FIELD(Field.BASE.stream().filter(f -> !f.name().equals("customer")).toList(), Field.STATUSES),
    RENAME_FIELD(Field.BASE.stream().map(f -> f.name().equals("customer") ? new Field("buyer", Field.Kind.STRING) : f).toList(),
        Field.STATUSES),
    REORDER_FIELDS(reversed(Field.BASE), Field.STATUSES),
    WIDEN_INT(Field.BASE.stream().map(f -> f.name().equals("quantity") ? new Field("quantity", Field.Kind.LONG) : f).toList(),
        Field.STATUSES),
    ADD_ENUM_VALUE(Field.BASE, List.of("NEW", "SHIPPED", "CANCELLED"));

    /** A field of Order; Java declares it with {@code kind}'s type. */
    public record Field(String name, Kind kind) {
        public enum Kind {
            LONG("long"), INT("int"), STRING("String"), STATUS("Status");

            final String java;

            Kind(String java) {
                this.java = java;
            }
        }

        static final List<Field> BASE = List.of(new Field("id", Kind.LONG), new Field("customer", Kind.STRING),
            new Field("quantity", Kind.INT), new Field("status", Kind.STATUS));
        static final List<String> STATUSES = List.of("NEW", "SHIPPED");
    }

    private final List<Field> fields;
    private final List<String> statuses;

    Shape(List<Field> fields, List<String> statuses) {
        this.fields = fields;
        this.statuses = statuses;
    }

    public List<Field> fields() {
        return fields;
    }

    public List<String> statuses() {
        return statuses;
    }

    /** The segment of its generated classes' package and of its schema files' names, e.g. {@code addfield}. */
    public String pkg() {
        return name().toLowerCase(Locale.ROOT).replace("_", "");
    }

    /**
     * The value this version writes, by field name, enums as their constant's name: where the version's
     * change matters it uses it (a quantity beyond 32 bits once quantity is a long, the new constant).
     */
    public Map<String, Object> sample() {
        Map<String, Object> value = new LinkedHashMap<>();
        for (Field f : fields) {
            value.put(f.name(), switch (f.name()) {
                case "id" -> 42L;
                case "customer", "buyer" -> "Ada Lovelace";
                case "quantity" -> f.kind() == Field.Kind.LONG ? (Object) 3_000_000_000L : (Object) 3;
                case "status" -> statuses.contains("CANCELLED") ? "CANCELLED" : "SHIPPED";
                case "note" -> "leave at the door";
                default -> throw new IllegalStateException("no sample for " + f.name());
            });
        }
        return value;
    }

    private static List<Field> with(List<Field> fields, Field more) {
        List<Field> all = new ArrayList<>(fields);
        all.add(more);
        return List.copyOf(all);
    }

    private static List<Field> reversed(List<Field> fields) {
        List<Field> all = new ArrayList<>(fields);
        java.util.Collections.reverse(all);
        return List.copyOf(all);
    }
}
