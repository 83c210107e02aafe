package serbench.model;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The hash of a model value, consistent with {@link ModelDiff}'s equality: fields, list and array elements and map
 * values are hashed in, but only {@value #DEPTH} model objects deep, so an object graph's cycle (a department's
 * employee's department...) ends the walk. Equal values agree to every depth, so they hash alike; a graph and its
 * copy with shared objects duplicated are equal, and hash alike too, since the walk never asks about identity.
 */
final class ModelHash {
    /** How many model objects deep the hash looks; below, a model object adds only its class. */
    private static final int DEPTH = 3;

    private ModelHash() {}

    static int of(ModelObject value) {
        return hash(value, DEPTH);
    }

    private static int hash(Object v, int depth) {
        if (v == null) return 0;
        if (v instanceof List<?> list) {
            int h = 1;
            for (Object e : list) h = 31 * h + hash(e, depth);
            return h;
        }
        if (v instanceof Map<?, ?> map) {
            int h = 0;
            for (Map.Entry<?, ?> e : map.entrySet()) h += Objects.hashCode(e.getKey()) ^ hash(e.getValue(), depth);
            return h;
        }
        if (v.getClass().isArray()) {
            int h = 1;
            for (int i = 0; i < Array.getLength(v); i++) h = 31 * h + hash(Array.get(v, i), depth);
            return h;
        }
        if (!ModelDiff.structured(v.getClass())) return v.hashCode();
        int h = v.getClass().getName().hashCode();
        if (depth == 0) return h;
        for (Field f : ModelDiff.fields(v.getClass())) h = 31 * h + hash(ModelDiff.get(f, v), depth - 1);
        return h;
    }
}
