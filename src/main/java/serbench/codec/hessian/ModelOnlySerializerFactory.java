package serbench.codec.hessian;

import com.caucho.hessian.io.Deserializer;
import com.caucho.hessian.io.HessianProtocolException;
import com.caucho.hessian.io.SerializerFactory;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A SerializerFactory that creates only the given classes. Both ways Hessian decides what to create are
 * guarded: a class named in the bytes ({@link #getDeserializer(String)}, checked before Hessian's own
 * lookup, which would log a refused class and fall back to a map) and a declared field type
 * ({@link #getDeserializer(Class)}). Hessian's built-in types (strings, numbers, byte arrays, untyped
 * lists and maps) need no class and are not affected.
 */
final class ModelOnlySerializerFactory extends SerializerFactory {
    private final Set<String> allowed;

    ModelOnlySerializerFactory(List<Class<?>> allowed) {
        this.allowed = allowed.stream().map(Class::getName).collect(Collectors.toUnmodifiableSet());
        // Hessian's own allow-list too, though it always admits java.*; it takes class names (arrays are not)
        getClassFactory().setWhitelist(true);
        allowed.stream().filter(c -> !c.isArray()).forEach(c -> getClassFactory().allow(c.getName()));
    }

    @Override
    public Deserializer getDeserializer(String type) throws HessianProtocolException {
        if (type != null && !type.isEmpty() && !type.startsWith("[") && !allowed.contains(type)) throw refused(type);
        return super.getDeserializer(type);
    }

    @Override
    public Deserializer getDeserializer(Class cl) throws HessianProtocolException {
        Class<?> c = cl;
        while (c.isArray()) c = c.getComponentType();
        if (!c.isPrimitive() && c != Object.class && !c.isInterface() && !allowed.contains(c.getName())) throw refused(c.getName());
        return super.getDeserializer(cl);
    }

    private static HessianProtocolException refused(String type) {
        return new HessianProtocolException("class " + type + " is not part of the model: refused");
    }
}
