package serbench.model;

import java.lang.reflect.Field;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Collections;

/**
 * A model value's toString: its class and fields, nested values in full, except an object already being described
 * further up (an object graph's cycle), which is written as {@code ^Class} (a reference back up) so the text ends.
 */
final class ModelDescription {
    /** The model objects whose description is under way, from the outermost in. */
    private final Set<Object> open = Collections.newSetFromMap(new IdentityHashMap<>());
    private final StringBuilder out = new StringBuilder();

    private ModelDescription() {}

    static String of(ModelObject value) {
        ModelDescription d = new ModelDescription();
        d.value(value);
        return d.out.toString();
    }

    private void value(Object v) {
        if (v instanceof List<?> list) {
            sequence(list);
        } else if (v instanceof Map<?, ?> map) {
            out.append('{');
            String separator = "";
            for (Map.Entry<?, ?> e : map.entrySet()) {
                out.append(separator).append(e.getKey()).append('=');
                value(e.getValue());
                separator = ", ";
            }
            out.append('}');
        } else if (v != null && v.getClass().isArray()) {
            sequence(ModelDiff.arrayList(v));
        } else if (v != null && ModelDiff.structured(v.getClass())) {
            object(v);
        } else {
            out.append(v);
        }
    }

    private void sequence(List<?> list) {
        out.append('[');
        for (int i = 0; i < list.size(); i++) {
            if (i > 0) out.append(", ");
            value(list.get(i));
        }
        out.append(']');
    }

    private void object(Object v) {
        if (!open.add(v)) {
            out.append('^').append(v.getClass().getSimpleName());
            return;
        }
        out.append(v.getClass().getSimpleName()).append('{');
        List<Field> fs = ModelDiff.fields(v.getClass());
        for (int i = 0; i < fs.size(); i++) {
            out.append(i == 0 ? "" : ", ").append(fs.get(i).getName()).append('=');
            value(ModelDiff.get(fs.get(i), v));
        }
        out.append('}');
        open.remove(v);
    }
}
