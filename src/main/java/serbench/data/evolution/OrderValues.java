package serbench.data.evolution;

import java.lang.reflect.Field;
import java.util.LinkedHashMap;
import java.util.Map;
import serbench.model.ModelDiff;

/**
 * An {@code Order} of any version and its plain value (field name to Long, Integer, String, or an enum
 * constant's name): what the format conversions fill from and read into, and what crosses from one
 * deployment's class loader to another.
 */
public final class OrderValues {
    private OrderValues() {}

    public static Map<String, Object> of(Object order) {
        Map<String, Object> value = new LinkedHashMap<>();
        try {
            for (Field f : ModelDiff.fields(order.getClass())) {
                Object v = f.get(order);
                value.put(f.getName(), v instanceof Enum<?> e ? e.name() : v);
            }
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
        return value;
    }

    /** A new {@code type} with every field that {@code value} names; a name the type lacks is an error. */
    public static <M> M to(Class<M> type, Map<String, ?> value) {
        try {
            M order = type.getConstructor().newInstance();
            for (Map.Entry<String, ?> e : value.entrySet()) {
                if (e.getValue() == null) continue;
                Field f = type.getField(e.getKey());
                f.set(order, as(f.getType(), e.getValue()));
            }
            return order;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot fill " + type.getName() + " from " + value, e);
        }
    }

    /** One field's plain value as a field (or constructor parameter) of {@code type} takes it. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static Object as(Class<?> type, Object v) {
        if (v == null) return null;
        if (type.isEnum()) return Enum.valueOf((Class<? extends Enum>) type, (String) v);
        if (type == int.class) return ((Number) v).intValue();
        if (type == long.class) return ((Number) v).longValue();
        return v;
    }
}
