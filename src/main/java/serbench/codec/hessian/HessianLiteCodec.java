package serbench.codec.hessian;

import com.alibaba.com.caucho.hessian.io.Hessian2Input;
import com.alibaba.com.caucho.hessian.io.Hessian2Output;
import com.alibaba.com.caucho.hessian.io.SerializerFactory;
import serbench.codec.Binding;
import serbench.codec.ModelTypes;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.Wire;
import serbench.data.Dataset;

/**
 * Dubbo's hessian-lite (Apache Dubbo's fork of Caucho Hessian, under its own package): Hessian 2 as Dubbo's
 * {@code hessian2} serialization writes it, a reused Hessian2Output/Hessian2Input, and the same guard as
 * {@link HessianCodec}: a SerializerFactory that creates only the classes the data set's value holds.
 */
public final class HessianLiteCodec extends ProfiledCodec {
    public HessianLiteCodec(Profile profile) {
        super(profile);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        SerializerFactory factory = new LiteModelOnlySerializerFactory(new ModelAllowList(ModelTypes.instantiatedBy(dataset)));
        return Binding.direct((Wire<M>) wire(factory, dataset.type()));
    }

    /** The wire over another factory (the safety matrix writes hostile bytes with a permissive one). */
    public Wire<Object> wire(SerializerFactory factory, Class<?> type) {
        Hessian2Output out = new Hessian2Output(null);
        Hessian2Input in = new Hessian2Input(null);
        out.setSerializerFactory(factory);
        in.setSerializerFactory(factory);
        return StreamWire.of(type, (to, value) -> {
            out.init(to);
            out.writeObject(value);
            out.flush();
        }, (from, t) -> {
            in.init(from);
            return in.readObject(t);
        });
    }
}
