package serbench.model;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Whether a decoded value keeps the original's object identity: every model object the original holds in more than
 * one place (shared, or on a cycle) is one object in the decoded value too. {@link ModelDiff} says whether the values
 * are equal; this says whether a codec kept the graph or duplicated its shared objects, and whether a reference back
 * up a cycle still closes it. Cycle-safe: each original object is walked once.
 */
public final class ModelIdentity {
    /** Each model object of the original met so far, with the decoded object found in its place. */
    private final Map<Object, Object> counterparts = new IdentityHashMap<>();
    /** The original's model objects the walk is inside: one met again among them is a reference back up a cycle. */
    private final Set<Object> inside = Collections.newSetFromMap(new IdentityHashMap<>());
    private boolean cycle;

    private ModelIdentity() {}

    /**
     * Where a decoded value first holds as another object what the original holds as one: {@code onCycle} when that
     * place is a reference back up a cycle (the decoded cycle does not close), else a shared object written twice.
     */
    public record Break(String where, boolean onCycle) {
        @Override
        public String toString() {
            return where;
        }
    }

    /** The first place the decoded value does not keep the original's identity, or null when it keeps it everywhere. */
    public static Break firstBreak(Object expected, Object actual) {
        ModelIdentity walk = new ModelIdentity();
        String where = walk.walk("value", expected, actual);
        return where == null ? null : new Break(where, walk.cycle);
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
            if (seen == actual) return null;
            cycle = inside.contains(expected);
            return path + (cycle ? ": the cycle back to a " : ": a shared ") + expected.getClass().getSimpleName()
                + " came back as another object";
        }
        inside.add(expected);
        for (Field f : ModelDiff.fields(expected.getClass())) {
            String d = walk(path + "." + f.getName(), ModelDiff.get(f, expected), ModelDiff.get(f, actual));
            if (d != null) return d;
        }
        inside.remove(expected);
        return null;
    }
}
