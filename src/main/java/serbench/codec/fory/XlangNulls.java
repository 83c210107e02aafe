package serbench.codec.fory;

import java.lang.reflect.Field;
import java.util.Optional;
import org.apache.fory.annotation.Nullable;
import serbench.codec.ModelTypes;
import serbench.model.ModelDiff;

/**
 * Fory's cross-language rule for null (its TypeResolver.isFieldNullable): a field may hold null only when it is
 * an {@code Optional} or its type is annotated {@code @Nullable}. A null anywhere else is not refused but
 * crashes the JVM when Fory's generated serializer writes it (fory-core 1.6.0: a null String read through
 * Unsafe, SIGSEGV), so a value with one must be turned away before it is written.
 */
final class XlangNulls {
    private XlangNulls() {}

    /** The first field of the value, at any depth, that holds null though the xlang format says it cannot. */
    static Optional<Field> nullInRequiredField(Object value) {
        Field[] found = {null};
        ModelTypes.anyValue(value, v -> found[0] == null && (found[0] = nullInRequiredFieldOf(v)) != null);
        return Optional.ofNullable(found[0]);
    }

    private static Field nullInRequiredFieldOf(Object v) {
        if (!ModelDiff.structured(v.getClass())) return null;
        for (Field f : ModelDiff.fields(v.getClass())) {
            if (!nullable(f) && get(f, v) == null) return f;
        }
        return null;
    }

    private static boolean nullable(Field f) {
        return f.getType().isPrimitive() || f.getType() == Optional.class || f.getAnnotatedType().isAnnotationPresent(Nullable.class);
    }

    private static Object get(Field f, Object v) {
        try {
            return f.get(v);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }
}
