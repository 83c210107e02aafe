package serbench.codec;

import java.lang.reflect.Field;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Collection;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import serbench.data.Dataset;
import serbench.model.ModelDiff;
import serbench.model.ModelObject;

/**
 * The model classes and enums reachable from a data set's type, in a fixed order: what Kryo must
 * register and what XStream, Hessian and Java serialization are allowed to instantiate.
 */
public final class ModelTypes {
    private ModelTypes() {}

    public static List<Class<?>> reachableFrom(Class<?> root) {
        Set<Class<?>> found = new TreeSet<>(Comparator.comparing(Class::getName));
        collect(root, found);
        return List.copyOf(found);
    }

    /**
     * Exactly the classes that decoding the data set's value creates: its model classes and enums, and the
     * JDK classes its value holds (the list class, boxed numbers, String, byte[]): the allow-list that
     * reflection codecs which name classes in their bytes get, and nothing from {@code java.*} beyond it.
     */
    public static List<Class<?>> instantiatedBy(Dataset<?> dataset) {
        Set<Class<?>> found = new TreeSet<>(Comparator.comparing(Class::getName));
        found.addAll(reachableFrom(dataset.type()));
        found.addAll(classesIn(dataset.build()));
        return List.copyOf(found);
    }

    /** The classes of every object in a model value: the value itself, its fields, elements, keys and values. */
    public static Set<Class<?>> classesIn(Object value) {
        Set<Class<?>> found = new TreeSet<>(Comparator.comparing(Class::getName));
        walk(value, found, new IdentityHashMap<>());
        return found;
    }

    private static void walk(Object value, Set<Class<?>> found, Map<Object, Boolean> seen) {
        if (value == null || seen.put(value, Boolean.TRUE) != null) return;
        found.add(value.getClass());
        if (value instanceof Collection<?> c) {
            c.forEach(e -> walk(e, found, seen));
        } else if (value instanceof Map<?, ?> m) {
            m.forEach((k, v) -> {
                walk(k, found, seen);
                walk(v, found, seen);
            });
        } else if (value instanceof ModelObject) {
            for (Field f : ModelDiff.fields(value.getClass())) {
                try {
                    walk(f.get(value), found, seen);
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException(f + " is not readable", e);
                }
            }
        }
    }

    private static void collect(Type type, Set<Class<?>> found) {
        if (type instanceof ParameterizedType p) {
            for (Type arg : p.getActualTypeArguments()) collect(arg, found);
        } else if (type instanceof Class<?> c && (c.isEnum() || ModelObject.class.isAssignableFrom(c)) && found.add(c)) {
            if (c.isEnum()) return;
            for (Field f : ModelDiff.fields(c)) collect(f.getGenericType(), found);
        }
    }
}
