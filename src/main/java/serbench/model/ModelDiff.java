package serbench.model;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Structural comparison of data-set values; used by the round-trip gate, never in timed code. Besides the
 * shared model, it compares the user's own classes (--type), which need no equals(): every class that is not
 * the JDK's is compared field by field (private and record fields too), lists, maps and arrays element by
 * element, and the JDK's value types (String, numbers, java.time, enums) with their equals().
 * Cycle-safe: a pair of objects met again is taken as equal there (its comparison is done or under way, and any
 * difference is reported from that first visit), so an object graph's cycle ends the walk instead of the stack.
 * Identity (whether a shared object came back as one) is {@link ModelIdentity}'s question, not this one's.
 */
public final class ModelDiff {
    private static final Map<Class<?>, List<Field>> FIELDS = new ConcurrentHashMap<>();

    /**
     * Each structured object of the expected value already compared or under comparison, with the actual ones it is
     * compared to: a finite set of pairs, so the walk ends on any two graphs.
     */
    private final Map<Object, Set<Object>> pairs = new IdentityHashMap<>();

    private ModelDiff() {}

    /** The path and values of the first difference between two model values, or null when equal. */
    public static String firstDifference(Object expected, Object actual) {
        return new ModelDiff().diff("", expected, actual);
    }

    private String diff(String path, Object expected, Object actual) {
        if (expected == actual) return null;
        if (expected == null || actual == null) return mismatch(path, expected, actual);
        // a list is a list and a map a map, whichever implementation a codec decodes into (Gson's LinkedTreeMap)
        if (expected instanceof List<?> e && actual instanceof List<?> a) return elements(path, e, a);
        if (expected instanceof Map<?, ?> e && actual instanceof Map<?, ?> a) return entries(path, e, a);
        if (expected.getClass() != actual.getClass()) {
            return (path.isEmpty() ? "value" : path) + ": expected a " + expected.getClass().getName() + ", got a "
                + actual.getClass().getName();
        }
        if (expected instanceof byte[] e) {
            return Arrays.equals(e, (byte[]) actual) ? null : mismatch(path, Arrays.toString(e), Arrays.toString((byte[]) actual));
        }
        if (expected.getClass().isArray()) return elements(path, arrayList(expected), arrayList(actual));
        if (structured(expected.getClass())) {
            Set<Object> seen = pairs.computeIfAbsent(expected, e -> Collections.newSetFromMap(new IdentityHashMap<>()));
            if (!seen.add(actual)) return null;
            for (Field f : fields(expected.getClass())) {
                String d = diff(path.isEmpty() ? f.getName() : path + "." + f.getName(), get(f, expected), get(f, actual));
                if (d != null) return d;
            }
            return null;
        }
        return expected.equals(actual) ? null : mismatch(path, expected, actual);
    }

    private String elements(String path, List<?> expected, List<?> actual) {
        if (expected.size() != actual.size()) return path + ": expected " + expected.size() + " elements, got " + actual.size();
        for (int i = 0; i < expected.size(); i++) {
            String d = diff(path + "[" + i + "]", expected.get(i), actual.get(i));
            if (d != null) return d;
        }
        return null;
    }

    private String entries(String path, Map<?, ?> expected, Map<?, ?> actual) {
        if (expected.size() != actual.size()) return path + ": expected " + expected.size() + " entries, got " + actual.size();
        for (Map.Entry<?, ?> e : expected.entrySet()) {
            String at = path + "[" + shorten(e.getKey()) + "]";
            if (!actual.containsKey(e.getKey())) return at + ": missing";
            String d = diff(at, e.getValue(), actual.get(e.getKey()));
            if (d != null) return d;
        }
        return null;
    }

    /** Any array's elements, boxed (double[] included): compared one by one, -0.0 and NaN as Double.equals does. */
    static List<Object> arrayList(Object array) {
        List<Object> list = new ArrayList<>(Array.getLength(array));
        for (int i = 0; i < Array.getLength(array); i++) list.add(Array.get(array, i));
        return list;
    }

    /**
     * The shared model and every class that is not the JDK's (the user's own, a library's) are compared field by
     * field; enums and the JDK's classes are values with an equals() of their own.
     */
    public static boolean structured(Class<?> type) {
        if (ModelObject.class.isAssignableFrom(type)) return true;
        ClassLoader loader = type.getClassLoader();
        return !type.isEnum() && loader != null && loader != ClassLoader.getPlatformClassLoader();
    }

    private static String mismatch(String path, Object expected, Object actual) {
        return (path.isEmpty() ? "value" : path) + ": expected " + shorten(expected) + ", got " + shorten(actual);
    }

    static String shorten(Object value) {
        String s = value instanceof String ? '"' + (String) value + '"' : String.valueOf(value);
        return s.length() > 60 ? s.substring(0, 57) + "..." : s;
    }

    /**
     * The fields a value consists of, in declaration order, a superclass's first: instance fields, not transient
     * (serialization skips them) nor synthetic (an inner class's reference to its outer instance).
     */
    public static List<Field> fields(Class<?> type) {
        return FIELDS.computeIfAbsent(type, t -> {
            List<Class<?>> hierarchy = new ArrayList<>();
            for (Class<?> c = t; c != null && (c == t || structured(c)); c = c.getSuperclass()) hierarchy.add(0, c);
            List<Field> result = new ArrayList<>();
            for (Class<?> c : hierarchy) {
                for (Field f : c.getDeclaredFields()) {
                    int m = f.getModifiers();
                    if (!Modifier.isStatic(m) && !Modifier.isTransient(m) && !f.isSynthetic()) {
                        f.setAccessible(true);   // private and record fields too: the user's classes need no accessors
                        result.add(f);
                    }
                }
            }
            return List.copyOf(result);
        });
    }

    static Object get(Field f, Object target) {
        try {
            return f.get(target);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }
}
