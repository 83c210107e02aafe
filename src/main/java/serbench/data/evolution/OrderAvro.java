package serbench.data.evolution;

import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.avro.Schema;
import org.apache.avro.specific.SpecificData;
import org.apache.avro.specific.SpecificRecord;
import serbench.data.Conversion;

/** Order to and from a version's Avro specific record, field by field through its schema. */
final class OrderAvro {
    private OrderAvro() {}

    static <M> Conversion<M, SpecificRecord> conversion(Class<M> model, Shape shape) {
        @SuppressWarnings("unchecked")
        Class<SpecificRecord> type = (Class<SpecificRecord>) FormatClasses.load("serbench.gen.avro.evolution." + shape.pkg() + ".Order");
        return new Conversion<>(type, m -> build(type, OrderValues.of(m)), n -> OrderValues.to(model, read(n)));
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static SpecificRecord build(Class<SpecificRecord> type, Map<String, Object> value) {
        SpecificRecord record = (SpecificRecord) SpecificData.newInstance(type, SpecificData.get().getSchema(type));
        for (Schema.Field f : record.getSchema().getFields()) {
            Object v = value.get(f.name());
            if (v != null && f.schema().getType() == Schema.Type.ENUM) {
                v = Enum.valueOf((Class) SpecificData.get().getClass(f.schema()), (String) v);
            } else if (v != null && f.schema().getType() == Schema.Type.INT) {
                v = ((Number) v).intValue();
            }
            record.put(f.pos(), v);
        }
        return record;
    }

    private static Map<String, Object> read(SpecificRecord record) {
        Map<String, Object> value = new LinkedHashMap<>();
        for (Schema.Field f : record.getSchema().getFields()) {
            Object v = record.get(f.pos());
            if (v != null) value.put(f.name(), v instanceof Enum<?> e ? e.name() : v);
        }
        return value;
    }
}
