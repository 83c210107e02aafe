package serbench.data.evolution;

import com.google.flatbuffers.FlatBufferBuilder;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import serbench.data.Conversion;
import serbench.data.Fbs;

/**
 * Order to and from a FlatBuffers table of a version's order_&lt;version&gt;.fbs, with the builder and
 * {@link OrderTable}: each field at its schema id, a deprecated field neither written nor read, defaults left
 * out as flatc's adders leave them out.
 */
final class OrderFbs {
    private OrderFbs() {}

    static <M> Conversion<M, OrderTable> conversion(Class<M> model, Shape shape) {
        FbsSchema schema = FbsSchema.of(shape);
        return new Conversion<>(OrderTable.class, m -> build(schema, OrderValues.of(m)), t -> OrderValues.to(model, read(schema, t)));
    }

    private static OrderTable build(FbsSchema schema, Map<String, Object> value) {
        FlatBufferBuilder b = Fbs.builder();
        Map<Integer, Integer> strings = new LinkedHashMap<>();
        for (FbsSchema.Field f : schema.fields()) {
            if (f.type().equals("string") && !f.deprecated()) strings.put(f.id(), Fbs.string(b, (String) value.get(f.name())));
        }
        b.startTable(schema.slots());
        // largest first, as flatc's create<Table> adds them, so that no padding is needed
        for (FbsSchema.Field f : schema.fields().stream().filter(f -> !f.deprecated()).sorted(Comparator.comparingInt(OrderFbs::size).reversed()).toList()) {
            Object v = value.get(f.name());
            switch (f.type()) {
                case "long" -> b.addLong(f.id(), v == null ? 0L : ((Number) v).longValue(), 0L);
                case "int" -> b.addInt(f.id(), v == null ? 0 : ((Number) v).intValue(), 0);
                case "string" -> b.addOffset(f.id(), strings.get(f.id()), 0);
                case "Status" -> b.addByte(f.id(), v == null ? 0 : (byte) schema.statuses().indexOf(v), 0);
                default -> throw new IllegalStateException("no FlatBuffers type " + f.type());
            }
        }
        b.finish(b.endTable());
        return OrderTable.getRootAsOrderTable(b.dataBuffer());
    }

    /**
     * Every field the reader's schema has, as flatc's accessors return it (an absent scalar as 0); a Status
     * value beyond the reader's constants has no name to read into, as flatc's {@code Status.name(v)} has none.
     */
    private static Map<String, Object> read(FbsSchema schema, OrderTable t) {
        Map<String, Object> value = new LinkedHashMap<>();
        for (FbsSchema.Field f : schema.fields()) {
            if (f.deprecated()) continue;
            Object v = switch (f.type()) {
                case "long" -> t.getLong(f.id());
                case "int" -> t.getInt(f.id());
                case "string" -> t.getString(f.id());
                case "Status" -> status(schema, t.getByte(f.id()));
                default -> throw new IllegalStateException("no FlatBuffers type " + f.type());
            };
            if (v != null) value.put(f.name(), v);
        }
        return value;
    }

    private static String status(FbsSchema schema, byte v) {
        if (v < 0 || v >= schema.statuses().size()) {
            throw new IllegalArgumentException("Status has no constant " + v + " (FlatBuffers hands the reader the raw value)");
        }
        return schema.statuses().get(v);
    }

    /** The bytes a field takes in the table; a string is a 4-byte offset. */
    private static int size(FbsSchema.Field f) {
        return switch (f.type()) {
            case "long" -> 8;
            case "Status" -> 1;
            default -> 4;
        };
    }
}
