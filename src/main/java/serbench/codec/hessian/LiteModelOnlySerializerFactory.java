package serbench.codec.hessian;

import com.alibaba.com.caucho.hessian.io.Deserializer;
import com.alibaba.com.caucho.hessian.io.HessianProtocolException;
import com.alibaba.com.caucho.hessian.io.SerializerFactory;

/** {@link ModelOnlySerializerFactory} for Dubbo's hessian-lite, Hessian's fork under its own package, in the model's class loader too. */
final class LiteModelOnlySerializerFactory extends SerializerFactory {
    private final ModelAllowList allowed;

    LiteModelOnlySerializerFactory(ModelAllowList allowed, ClassLoader loader) {
        super(loader);
        this.allowed = allowed;
        // hessian-lite's own allow-list too, which like Caucho's always admits java.*
        getClassFactory().setWhitelist(true);
        allowed.classNamesWithSupertypes().forEach(getClassFactory()::allow);
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
