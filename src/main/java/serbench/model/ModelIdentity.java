package serbench.model;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Whether a decoded value keeps the original's object identity: every model object the original holds in more than
 * one place (shared, or on a cycle) is one object in the decoded value too. {@link ModelDiff} says whether the values
 * are equal; this says whether a codec kept the graph or duplicated its shared objects. Cycle-safe: each original
 * object is walked once.
 */
public final class ModelIdentity {
    /** Each model object of the original met so far, with the decoded object found in its place. */
    private final Map<Object, Object> counterparts = new IdentityHashMap<>();

    private ModelIdentity() {}

    /** The path of the first shared object the decoded value holds as two objects, or null when identity is kept. */
    public static String firstDuplicate(Object expected, Object actual) {
        return new ModelIdentity().walk("value", expected, actual);
    }

    private String walk(String path, Object expected, Object actual) {
        if (expected == null || actual == null) return null;
        if (expected instanceof List<?> e && actual instanceof List<?> a) {
            for (int i = 0; i < Math.min(e.size(), a.size()); i++) {
                String d = walk(path + "[" + i + "]", e.get(i), a.get(i));
                if (d != null) return d;
            }
            return null;
        }
        if (expected instanceof Map<?, ?> e && actual instanceof Map<?, ?> a) {
            for (Map.Entry<?, ?> entry : e.entrySet()) {
                String d = walk(path + "[" + entry.getKey() + "]", entry.getValue(), a.get(entry.getKey()));
                if (d != null) return d;
            }
            return null;
        }
        if (expected.getClass().isArray() && actual.getClass().isArray() && !expected.getClass().getComponentType().isPrimitive()) {
            for (int i = 0; i < Math.min(Array.getLength(expected), Array.getLength(actual)); i++) {
                String d = walk(path + "[" + i + "]", Array.get(expected, i), Array.get(actual, i));
                if (d != null) return d;
            }
            return null;
        }
        if (!ModelDiff.structured(expected.getClass()) || expected.getClass() != actual.getClass()) return null;
        Object seen = counterparts.putIfAbsent(expected, actual);
        if (seen != null) {
            return seen == actual ? null
                : path + ": a shared " + expected.getClass().getSimpleName() + " came back as another object";
        }
        for (Field f : ModelDiff.fields(expected.getClass())) {
            String d = walk(path + "." + f.getName(), ModelDiff.get(f, expected), ModelDiff.get(f, actual));
            if (d != null) return d;
        }
        return null;
    }
}
