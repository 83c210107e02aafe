package serbench.codec.chronicle;

import java.util.HashSet;
import java.util.Set;
import net.openhft.chronicle.core.pool.ClassAliasPool;
import net.openhft.chronicle.core.pool.ClassLookup;
import net.openhft.chronicle.core.util.ClassNotFoundRuntimeException;
import serbench.codec.ModelTypes;
import serbench.data.Dataset;

/**
 * How Chronicle Wire names and finds the classes of a data set: a child of its global alias pool (so nothing is
 * registered globally, and {@code user} and {@code user-small}, both {@code User}, can each have their alias) with
 * the model classes aliased by their simple names, as its documentation recommends over full class names. Restricted,
 * it resolves only the classes the data set's value holds ({@link ModelTypes#instantiatedBy}): Chronicle creates any
 * class a type prefix names, as XStream and Hessian would, and serbench gives those codecs the same allow-list.
 */
final class ModelClassLookup implements ClassLookup {
    private final ClassLookup aliases;
    private final Set<Class<?>> allowed;

    private ModelClassLookup(ClassLookup aliases, Set<Class<?>> allowed) {
        this.aliases = aliases;
        this.allowed = allowed;
    }

    /** The aliases of the data set's model classes, resolving only what its value holds when {@code restricted}. */
    static ClassLookup of(Dataset<?> dataset, boolean restricted) {
        ClassLookup aliases = ClassAliasPool.CLASS_ALIASES.wrap(dataset.type().getClassLoader());
        aliases.addAlias(ModelTypes.reachableFrom(dataset.type()).toArray(Class<?>[]::new));
        if (!restricted) return aliases;
        Set<Class<?>> allowed = new HashSet<>(ModelTypes.instantiatedBy(dataset));
        allowed.add(void.class);   // "!null", the text wire's tag of a null (tree's absent children)
        return new ModelClassLookup(aliases, Set.copyOf(allowed));
    }

    @Override
    public Class<?> forName(CharSequence name) throws ClassNotFoundRuntimeException {
        Class<?> found = aliases.forName(name);
        if (!allowed.contains(found)) {
            throw new ClassNotFoundRuntimeException(new ClassNotFoundException(name + " is not a class of the data set"));
        }
        return found;
    }

    @Override
    public String nameFor(Class<?> type) {
        return aliases.nameFor(type);
    }

    @Override
    public void addAlias(Class<?>... classes) {
        aliases.addAlias(classes);
    }

    @Override
    public void addAlias(Class<?> type, String names) {
        aliases.addAlias(type, names);
    }
}
