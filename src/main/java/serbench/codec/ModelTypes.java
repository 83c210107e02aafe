package serbench.codec;

import java.lang.reflect.Field;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
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

    private static void collect(Type type, Set<Class<?>> found) {
        if (type instanceof ParameterizedType p) {
            for (Type arg : p.getActualTypeArguments()) collect(arg, found);
        } else if (type instanceof Class<?> c && (c.isEnum() || ModelObject.class.isAssignableFrom(c)) && found.add(c)) {
            if (c.isEnum()) return;
            for (Field f : ModelDiff.fields(c)) collect(f.getGenericType(), found);
        }
    }
}
