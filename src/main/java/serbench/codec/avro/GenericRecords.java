package serbench.codec.avro;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericRecord;
import serbench.codec.SchemaConversions;
import serbench.data.Conversion;
import serbench.model.ModelDiff;

/**
 * The shared model to Avro generic records of a data set's .avsc and back, for every data set at once:
 * fields are matched by name, as an application using GenericRecord would write them. Only what the
 * data sets' schemas use is mapped (records, nullable unions, arrays as lists or primitive arrays, maps, enums, strings,
 * bytes, numbers).
 */
final class GenericRecords {
    /** One direction each way for one (Java type, Avro schema) pair. */
    private interface Mapper {
        Object toAvro(Object value);

        Object fromAvro(Object value);
    }

    private final Map<Class<?>, RecordMapper> records = new HashMap<>();

    private GenericRecords() {}

    static <M> Conversion<M, GenericRecord> conversion(Class<M> type, Schema schema) {
        Mapper root = new GenericRecords().mapper(type, schema);
        return new Conversion<>(GenericRecord.class, m -> (GenericRecord) root.toAvro(m), r -> type.cast(root.fromAvro(r)));
    }

    private Mapper mapper(Type type, Schema schema) {
        return switch (schema.getType()) {
            case UNION -> nullable(type, schema);
            case RECORD -> {
                RecordMapper known = records.get((Class<?>) type);
                yield known != null ? known : new RecordMapper((Class<?>) type, schema, this);
            }
            case ARRAY -> list(type, schema);
            case MAP -> map(type, schema);
            case ENUM -> enumeration((Class<?>) type, schema);
            case STRING -> new Mapper() {
                @Override public Object toAvro(Object value) { return value; }

                @Override public Object fromAvro(Object value) { return value.toString(); }
            };
            case BYTES -> new Mapper() {
                @Override public Object toAvro(Object value) { return ByteBuffer.wrap((byte[]) value); }

                @Override
                public Object fromAvro(Object value) {
                    ByteBuffer buffer = ((ByteBuffer) value).duplicate();
                    byte[] bytes = new byte[buffer.remaining()];
                    buffer.get(bytes);
                    return bytes;
                }
            };
            case INT, LONG, FLOAT, DOUBLE, BOOLEAN -> new Mapper() {
                @Override public Object toAvro(Object value) { return value; }

                @Override public Object fromAvro(Object value) { return value; }
            };
            default -> throw new IllegalArgumentException("no generic mapping for Avro " + schema.getType());
        };
    }

    /** {@code ["null", X]}: null stays null, anything else maps as X. */
    private Mapper nullable(Type type, Schema union) {
        Schema value = union.getTypes().stream().filter(s -> s.getType() != Schema.Type.NULL).findFirst().orElseThrow();
        Mapper inner = mapper(type, value);
        return new Mapper() {
            @Override public Object toAvro(Object v) { return v == null ? null : inner.toAvro(v); }

            @Override public Object fromAvro(Object v) { return v == null ? null : inner.fromAvro(v); }
        };
    }

    private Mapper list(Type type, Schema array) {
        if (type instanceof Class<?> c && c.isArray()) return primitiveArray(c.getComponentType(), array);
        Mapper items = mapper(((ParameterizedType) type).getActualTypeArguments()[0], array.getElementType());
        return new Mapper() {
            @Override
            public Object toAvro(Object value) {
                List<?> list = (List<?>) value;
                GenericData.Array<Object> out = new GenericData.Array<>(list.size(), array);
                for (Object item : list) out.add(items.toAvro(item));
                return out;
            }

            @Override
            public Object fromAvro(Object value) {
                List<?> list = (List<?>) value;
                List<Object> out = new ArrayList<>(list.size());
                for (Object item : list) out.add(items.fromAvro(item));
                return out;
            }
        };
    }

    /** A double[], long[] or float[]: its elements boxed into a generic array of the numbers, and back. */
    private static Mapper primitiveArray(Class<?> component, Schema array) {
        return new Mapper() {
            @Override
            public Object toAvro(Object value) {
                int length = Array.getLength(value);
                GenericData.Array<Object> out = new GenericData.Array<>(length, array);
                for (int i = 0; i < length; i++) out.add(Array.get(value, i));
                return out;
            }

            @Override
            public Object fromAvro(Object value) {
                List<?> list = (List<?>) value;
                Object out = Array.newInstance(component, list.size());
                for (int i = 0; i < list.size(); i++) Array.set(out, i, list.get(i));
                return out;
            }
        };
    }

    /** Avro's map keys are strings: the model's keys are, and Avro reads them back as its Utf8. */
    private Mapper map(Type type, Schema map) {
        Mapper values = mapper(((ParameterizedType) type).getActualTypeArguments()[1], map.getValueType());
        return new Mapper() {
            @Override
            public Object toAvro(Object value) {
                Map<Object, Object> out = new LinkedHashMap<>();
                ((Map<?, ?>) value).forEach((k, v) -> out.put(k, values.toAvro(v)));
                return out;
            }

            @Override
            public Object fromAvro(Object value) {
                Map<Object, Object> out = new LinkedHashMap<>();
                ((Map<?, ?>) value).forEach((k, v) -> out.put(k.toString(), values.fromAvro(v)));
                return out;
            }
        };
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Mapper enumeration(Class<?> type, Schema schema) {
        Class<? extends Enum> enumType = (Class<? extends Enum>) type;
        return new Mapper() {
            @Override public Object toAvro(Object value) { return new GenericData.EnumSymbol(schema, ((Enum<?>) value).name()); }

            @Override public Object fromAvro(Object value) { return Enum.valueOf(enumType, value.toString()); }
        };
    }

    /** A model class and its record schema: every schema field to the model field of the same name. */
    private static final class RecordMapper implements Mapper {
        private final Schema schema;
        private final Supplier<?> empty;
        private final Field[] fields;
        private final int[] positions;
        private final Mapper[] mappers;

        RecordMapper(Class<?> type, Schema schema, GenericRecords all) {
            this.schema = schema;
            this.empty = SchemaConversions.constructor(type);
            Map<String, Field> byName = new HashMap<>();
            for (Field f : ModelDiff.fields(type)) byName.put(f.getName(), f);
            List<Schema.Field> avroFields = schema.getFields();
            fields = new Field[avroFields.size()];
            positions = new int[avroFields.size()];
            mappers = new Mapper[avroFields.size()];
            all.records.put(type, this);   // before the fields, so that a recursive type finds itself
            for (int i = 0; i < fields.length; i++) {
                Schema.Field af = avroFields.get(i);
                fields[i] = byName.get(af.name());
                if (fields[i] == null) throw new IllegalArgumentException(type.getName() + " has no field " + af.name());
                positions[i] = af.pos();
                mappers[i] = all.mapper(fields[i].getGenericType(), af.schema());
            }
        }

        @Override
        public Object toAvro(Object value) {
            GenericData.Record record = new GenericData.Record(schema);
            try {
                for (int i = 0; i < fields.length; i++) record.put(positions[i], mappers[i].toAvro(fields[i].get(value)));
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
            return record;
        }

        @Override
        public Object fromAvro(Object value) {
            GenericRecord record = (GenericRecord) value;
            Object out = empty.get();
            try {
                for (int i = 0; i < fields.length; i++) fields[i].set(out, mappers[i].fromAvro(record.get(positions[i])));
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
            return out;
        }
    }
}
