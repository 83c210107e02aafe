package serbench.codec.hessian;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What a Hessian SerializerFactory may create, for Caucho's Hessian and Dubbo's hessian-lite alike: exactly the
 * given classes (arrays of them and primitives too), whether named in the bytes or declared by a field. Public for the
 * versioned Hessian rows' era adapter (src/era/hessian), which is loaded beside another Hessian's jar.
 */
public final class ModelAllowList {
    private final List<Class<?>> classes;
    private final Set<String> names;

    public ModelAllowList(List<Class<?>> classes) {
        this.classes = classes;
        this.names = classes.stream().map(Class::getName).collect(Collectors.toUnmodifiableSet());
    }

    /** A class named in the bytes; an empty name (an untyped list or map) and an array's name need no class. */
    public boolean admits(String type) {
        return type == null || type.isEmpty() || type.startsWith("[") || names.contains(type);
    }

    /** A declared field type: primitives, Object and interfaces (List, Map) name no class of their own. */
    public boolean admits(Class<?> type) {
        Class<?> c = type;
        while (c.isArray()) c = c.getComponentType();
        return c.isPrimitive() || c == Object.class || c.isInterface() || names.contains(c.getName());
    }

    /** The patterns for Hessian's own allow-list, one per class (arrays are not). */
    Stream<String> classNames() {
        return classes.stream().filter(c -> !c.isArray()).map(ModelAllowList::pattern);
    }

    /**
     * The patterns for hessian-lite's own allow-list, which checks a class's superclasses and interfaces as well
     * (ModelObject, Enum, Map): those name no class that is created, only what an allowed one extends.
     */
    Stream<String> classNamesWithSupertypes() {
        return classes.stream().filter(c -> !c.isArray()).flatMap(ModelAllowList::supertypes).map(ModelAllowList::pattern).distinct();
    }

    /**
     * A class's name as the allow-lists take it: a regular expression in which they make '.' literal and '*' any text,
     * so a nested class's '$' (an end of input there) must be escaped, or the class is refused and read as a map.
     */
    private static String pattern(Class<?> c) {
        return c.getName().replace("$", "\\$");
    }

    private static Stream<Class<?>> supertypes(Class<?> c) {
        if (c == null) return Stream.empty();
        return Stream.concat(Stream.concat(Stream.of(c), supertypes(c.getSuperclass())),
            Stream.of(c.getInterfaces()).flatMap(ModelAllowList::supertypes));
    }

    public static String refusal(String type) {
        return "class " + type + " is not part of the model: refused";
    }
}
