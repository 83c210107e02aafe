package serbench.model;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Whether a value holds a cycle: a field or element leading back to a model object it lies inside. A codec that
 * tracks no references writes such a value until the stack overflows, so it must be told before encoding. An object
 * shared without a cycle (two employees on one project) is no cycle: such a codec writes it twice, which
 * {@link ModelIdentity} tells apart. Each object is walked once (a depth-first search), so a shared one costs nothing
 * more.
 */
public final class ModelCycles {
    private final Set<Object> inside = Collections.newSetFromMap(new IdentityHashMap<>());
    private final Set<Object> done = Collections.newSetFromMap(new IdentityHashMap<>());
    /** The field names and indexes from the root to where the walk is, joined only for the answer. */
    private final Deque<String> path = new ArrayDeque<>();

    private ModelCycles() {}

    /**
     * The first field or element that leads back to an object it lies inside, as its path from the root and that object's
     * class ({@code value.departments[0].head.department leads back to the Department it lies in}), or null when none does.
     */
    public static String firstCycle(Object value) {
        return new ModelCycles().walk(value);
    }

    private String walk(Object value) {
        if (value == null) return null;
        Class<?> c = value.getClass();
        if (value instanceof Collection<?> items) {
            int i = 0;
            for (Object item : items) {
                String cycle = step("[" + i++ + "]", item);
                if (cycle != null) return cycle;
            }
        } else if (value instanceof Map<?, ?> map) {
            for (Map.Entry<?, ?> e : map.entrySet()) {
                String cycle = step("[" + e.getKey() + "]", e.getValue());
                if (cycle != null) return cycle;
            }
        } else if (c.isArray() && !c.getComponentType().isPrimitive()) {
            for (int i = 0; i < Array.getLength(value); i++) {
                String cycle = step("[" + i + "]", Array.get(value, i));
                if (cycle != null) return cycle;
            }
        } else if (ModelDiff.structured(c)) {
            if (inside.contains(value)) return "value" + String.join("", path) + " leads back to the " + c.getSimpleName() + " it lies in";
            if (!done.add(value)) return null;
            inside.add(value);
            for (Field f : ModelDiff.fields(c)) {
                String cycle = step("." + f.getName(), ModelDiff.get(f, value));
                if (cycle != null) return cycle;
            }
            inside.remove(value);
        }
        return null;
    }

    private String step(String segment, Object value) {
        path.addLast(segment);
        String cycle = walk(value);
        path.removeLast();
        return cycle;
    }
}
