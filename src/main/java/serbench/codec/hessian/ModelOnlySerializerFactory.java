package serbench.codec.hessian;

import com.caucho.hessian.io.Deserializer;
import com.caucho.hessian.io.HessianProtocolException;
import com.caucho.hessian.io.SerializerFactory;

/**
 * A SerializerFactory that creates only the classes of a {@link ModelAllowList}. Both ways Hessian decides what
 * to create are guarded: a class named in the bytes ({@link #getDeserializer(String)}, checked before Hessian's
 * own lookup, which would log a refused class and fall back to a map) and a declared field type
 * ({@link #getDeserializer(Class)}). Hessian's built-in types (strings, numbers, byte arrays, untyped
 * lists and maps) need no class and are not affected. Classes are resolved in the model's own class loader: Hessian's
 * default, the thread's context loader, does not see the user's classes (--type), and a class it cannot find
 * comes back as a map.
 */
final class ModelOnlySerializerFactory extends SerializerFactory {
    private final ModelAllowList allowed;

    ModelOnlySerializerFactory(ModelAllowList allowed, ClassLoader loader) {
        super(loader);
        this.allowed = allowed;
        // Hessian's own allow-list too, though it always admits java.*
        getClassFactory().setWhitelist(true);
        allowed.classNames().forEach(getClassFactory()::allow);
    }

    @Override
    public Deserializer getDeserializer(String type) throws HessianProtocolException {
        if (!allowed.admits(type)) throw new HessianProtocolException(ModelAllowList.refusal(type));
        return super.getDeserializer(type);
    }

    @Override
    public Deserializer getDeserializer(Class cl) throws HessianProtocolException {
        if (!allowed.admits((Class<?>) cl)) throw new HessianProtocolException(ModelAllowList.refusal(cl.getName()));
        return super.getDeserializer(cl);
    }
}
