package serbench.codec;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Collection;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.function.Predicate;
import serbench.data.Dataset;
import serbench.model.ModelDiff;

/**
 * The classes a data set consists of, in a fixed order (registration ids depend on it): what Kryo and Fory
 * must register and what XStream, Hessian and Java serialization are allowed to instantiate.
 */
public final class ModelTypes {
    private ModelTypes() {}

    /**
     * The model classes and enums reachable from a data set's type through its fields' declared types (generic
     * arguments and array elements included): the shared model, or the user's own classes (--type); not the JDK's.
     */
    public static List<Class<?>> reachableFrom(Class<?> root) {
        Set<Class<?>> found = sorted();
        collect(root, found);
        return List.copyOf(found);
    }

    /**
     * Every class instantiated in a value, the JDK's included (ArrayList, LinkedHashMap, LocalDate, double[]):
     * the declared types say List or Map, but a codec that requires registration meets the concrete classes.
     */
    public static List<Class<?>> instantiatedIn(Object value) {
        Set<Class<?>> found = sorted();
        walk(value, v -> found.add(v instanceof Enum<?> e ? e.getDeclaringClass() : v.getClass()),   // a constant with a body is its enum
            new IdentityHashMap<>());
        return List.copyOf(found);
    }

    /** A double or float that is NaN or infinite: what JSON has no number for. */
    public static final Predicate<Object> NON_FINITE = v -> v instanceof Double d && !Double.isFinite(d)
        || v instanceof Float f && !Float.isFinite(f);

    /**
     * Whether anything in a value (itself, a field, an element, a key) passes {@code test}: for a codec to
     * tell that it cannot represent a data set (a NaN in a JSON library that refuses it) before it loses it.
     */
    public static boolean anyValue(Object value, Predicate<Object> test) {
        boolean[] found = {false};
        walk(value, v -> found[0] |= test.test(v), new IdentityHashMap<>());
        return found[0];
    }

    /**
     * Exactly the classes that decoding the data set's value creates: its model classes and enums, and the
     * JDK classes its value holds (the list class, boxed numbers, String, byte[]): the allow-list that
     * reflection codecs which name classes in their bytes get, and nothing from {@code java.*} beyond it.
     */
    public static List<Class<?>> instantiatedBy(Dataset<?> dataset) {
        Set<Class<?>> found = sorted();
        found.addAll(reachableFrom(dataset.type()));
        found.addAll(instantiatedIn(dataset.build()));
        return List.copyOf(found);
    }

    /**
     * Kryo's registrations, in the order its rows make them (the ids on the wire follow it), for every Kryo version's
     * codec: ArrayList and byte[], the model classes, then what the value holds beyond them that {@code known} says
     * the library has not registered by itself (a Map field's LinkedHashMap, a LocalDate).
     */
    public static void registerInOrder(Dataset<?> dataset, Consumer<Class<?>> register, Predicate<Class<?>> known) {
        register.accept(java.util.ArrayList.class);
        register.accept(byte[].class);
        reachableFrom(dataset.type()).forEach(register);
        instantiatedIn(dataset.build()).stream().filter(known.negate()).forEach(register);
    }

    private static Set<Class<?>> sorted() {
        return new TreeSet<>(Comparator.comparing(Class::getName));
    }

    private static void collect(Type type, Set<Class<?>> found) {
        if (type instanceof ParameterizedType p) {
            for (Type arg : p.getActualTypeArguments()) collect(arg, found);
        } else if (type instanceof GenericArrayType a) {
            collect(a.getGenericComponentType(), found);
        } else if (type instanceof Class<?> c && c.isArray()) {
            collect(c.getComponentType(), found);
        } else if (type instanceof Class<?> c && !c.isPrimitive() && (c.isEnum() || ModelDiff.structured(c)) && found.add(c)) {
            if (c.isEnum()) return;
            for (Field f : ModelDiff.fields(c)) collect(f.getGenericType(), found);
        }
    }

    private static void walk(Object value, Consumer<Object> visit, Map<Object, Boolean> seen) {
        if (value == null || seen.put(value, true) != null) return;
        Class<?> c = value.getClass();
        visit.accept(value);
        if (value instanceof Collection<?> items) {
            items.forEach(v -> walk(v, visit, seen));
        } else if (value instanceof Map<?, ?> map) {
            map.forEach((k, v) -> {
                walk(k, visit, seen);
                walk(v, visit, seen);
            });
        } else if (c.isArray() && !c.getComponentType().isPrimitive()) {
            for (int i = 0; i < Array.getLength(value); i++) walk(Array.get(value, i), visit, seen);
        } else if (ModelDiff.structured(c)) {
            for (Field f : ModelDiff.fields(c)) {
                try {
                    walk(f.get(value), visit, seen);
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
    }
}
