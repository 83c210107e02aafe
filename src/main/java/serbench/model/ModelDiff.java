package serbench.model;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/** Structural comparison of shared-model values; used by the round-trip gate, never in timed code. */
public final class ModelDiff {
    private static final Map<Class<?>, List<Field>> FIELDS = new ConcurrentHashMap<>();

    private ModelDiff() {}

    /** The path and values of the first difference between two model values, or null when equal. */
    public static String firstDifference(Object expected, Object actual) {
        return diff("", expected, actual);
    }

    private static String diff(String path, Object expected, Object actual) {
        if (expected == actual) return null;
        if (expected == null || actual == null || expected.getClass() != actual.getClass()) {
            return mismatch(path, expected, actual);
        }
        if (expected instanceof byte[] e) {
            return Arrays.equals(e, (byte[]) actual) ? null : mismatch(path, Arrays.toString(e), Arrays.toString((byte[]) actual));
        }
        if (expected instanceof List<?> e) {
            List<?> a = (List<?>) actual;
            if (e.size() != a.size()) return path + ": expected " + e.size() + " elements, got " + a.size();
            for (int i = 0; i < e.size(); i++) {
                String d = diff(path + "[" + i + "]", e.get(i), a.get(i));
                if (d != null) return d;
            }
            return null;
        }
        if (expected instanceof ModelObject) {
            for (Field f : fields(expected.getClass())) {
                String d = diff(path.isEmpty() ? f.getName() : path + "." + f.getName(), get(f, expected), get(f, actual));
                if (d != null) return d;
            }
            return null;
        }
        return expected.equals(actual) ? null : mismatch(path, expected, actual);
    }

    private static String mismatch(String path, Object expected, Object actual) {
        return (path.isEmpty() ? "value" : path) + ": expected " + shorten(expected) + ", got " + shorten(actual);
    }

    private static String shorten(Object value) {
        String s = value instanceof String ? '"' + (String) value + '"' : String.valueOf(value);
        return s.length() > 60 ? s.substring(0, 57) + "..." : s;
    }

    static int hash(ModelObject value) {
        int h = value.getClass().hashCode();
        for (Field f : fields(value.getClass())) {
            Object v = get(f, value);
            h = 31 * h + (v instanceof byte[] b ? Arrays.hashCode(b) : Objects.hashCode(v));
        }
        return h;
    }

    static String describe(ModelObject value) {
        StringBuilder sb = new StringBuilder(value.getClass().getSimpleName()).append('{');
        List<Field> fs = fields(value.getClass());
        for (int i = 0; i < fs.size(); i++) {
            Object v = get(fs.get(i), value);
            sb.append(i == 0 ? "" : ", ").append(fs.get(i).getName()).append('=')
              .append(v instanceof byte[] b ? Arrays.toString(b) : v);
        }
        return sb.append('}').toString();
    }

    /** Instance fields in declaration order. */
    public static List<Field> fields(Class<?> type) {
        return FIELDS.computeIfAbsent(type, t -> {
            List<Field> result = new ArrayList<>();
            for (Field f : t.getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers())) {
                    f.setAccessible(true);
                    result.add(f);
                }
            }
            return List.copyOf(result);
        });
    }

    private static Object get(Field f, Object target) {
        try {
            return f.get(target);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }
}
