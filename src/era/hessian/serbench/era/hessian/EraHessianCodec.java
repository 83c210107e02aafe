package serbench.era.hessian;

import com.caucho.hessian.io.Deserializer;
import com.caucho.hessian.io.Hessian2Input;
import com.caucho.hessian.io.Hessian2Output;
import com.caucho.hessian.io.HessianProtocolException;
import com.caucho.hessian.io.SerializerFactory;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import serbench.codec.Binding;
import serbench.codec.ModelTypes;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.Wire;
import serbench.codec.era.WritesAnyClass;
import serbench.codec.hessian.ModelAllowList;
import serbench.data.Dataset;

/**
 * The hessian2 row's configuration on Hessian 3: a Hessian2Output over a reused buffer and a Hessian2Input per
 * message, as the era wrote them (3.1.5's outputs have no init to re-aim a reused one), and a SerializerFactory that
 * creates only the classes the data set's value holds, as today's row's does. Today's row reuses one output and
 * input, and also fills Hessian's own allow-list (ClassFactory), which 3.1.5 has not: hence an adapter of its own.
 */
public final class EraHessianCodec extends ProfiledCodec implements WritesAnyClass {
    public EraHessianCodec(Profile profile) {
        super(profile);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        SerializerFactory factory = new ModelOnly(new ModelAllowList(ModelTypes.instantiatedBy(dataset)));
        ByteArrayOutputStream buffer = new ByteArrayOutputStream(256);
        return Binding.direct(new Wire<>() {
            @Override
            public byte[] encode(M value) throws Exception {
                buffer.reset();
                Hessian2Output out = new Hessian2Output(buffer);
                out.setSerializerFactory(factory);
                out.writeObject(value);
                out.flush();
                return buffer.toByteArray();
            }

            @Override
            public M decode(byte[] bytes) throws Exception {
                Hessian2Input in = new Hessian2Input(new ByteArrayInputStream(bytes));
                in.setSerializerFactory(factory);
                return dataset.type().cast(in.readObject(dataset.type()));
            }
        });
    }

    /** An attacker's Hessian 3: a SerializerFactory of its defaults that also writes classes not Serializable. */
    @Override
    public byte[] writeAnyClass(Dataset<?> dataset, Object value) throws Exception {
        SerializerFactory anything = new SerializerFactory();
        anything.setAllowNonSerializable(true);
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        Hessian2Output out = new Hessian2Output(buffer);
        out.setSerializerFactory(anything);
        out.writeObject(value);
        out.flush();
        return buffer.toByteArray();
    }

    /** Creates the model's classes only, whether named in the bytes or declared by a field, as today's row's factory. */
    private static final class ModelOnly extends SerializerFactory {
        private final ModelAllowList allowed;

        ModelOnly(ModelAllowList allowed) {
            this.allowed = allowed;
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
}
