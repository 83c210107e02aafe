package serbench.data.evolution;

import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.thrift.TBase;
import org.apache.thrift.TEnum;
import org.apache.thrift.TFieldIdEnum;
import org.apache.thrift.meta_data.EnumMetaData;
import org.apache.thrift.meta_data.FieldMetaData;
import org.apache.thrift.protocol.TType;
import serbench.data.Conversion;

/** Order to and from a version's Thrift-generated struct, through the struct's field metadata. */
@SuppressWarnings({"rawtypes", "unchecked"})
final class OrderThrift {
    private OrderThrift() {}

    static <M> Conversion<M, TBase> conversion(Class<M> model, Shape shape) {
        Class<TBase> type = (Class<TBase>) FormatClasses.load("serbench.gen.thrift.evolution." + shape.pkg() + ".Order");
        Map<? extends TFieldIdEnum, FieldMetaData> fields = FieldMetaData.getStructMetaDataMap(type);
        return new Conversion<>(type, m -> build(type, fields, OrderValues.of(m)), n -> OrderValues.to(model, read(n, fields)));
    }

    private static TBase build(Class<TBase> type, Map<? extends TFieldIdEnum, FieldMetaData> fields, Map<String, Object> value) {
        try {
            TBase struct = type.getConstructor().newInstance();
            for (Map.Entry<? extends TFieldIdEnum, FieldMetaData> f : fields.entrySet()) {
                Object v = value.get(f.getKey().getFieldName());
                if (v == null) continue;
                if (f.getValue().valueMetaData instanceof EnumMetaData e) v = Enum.valueOf((Class) e.enumClass, (String) v);
                else if (f.getValue().valueMetaData.type == TType.I32) v = ((Number) v).intValue();
                else if (f.getValue().valueMetaData.type == TType.I64) v = ((Number) v).longValue();
                struct.setFieldValue(f.getKey(), v);
            }
            return struct;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Only the fields set: a field of another type, or an enum value the struct does not know, is left unset. */
    private static Map<String, Object> read(TBase struct, Map<? extends TFieldIdEnum, FieldMetaData> fields) {
        Map<String, Object> value = new LinkedHashMap<>();
        for (TFieldIdEnum f : fields.keySet()) {
            if (!struct.isSet(f)) continue;
            Object v = struct.getFieldValue(f);
            value.put(f.getFieldName(), v instanceof TEnum e ? ((Enum<?>) e).name() : v);
        }
        return value;
    }
}
