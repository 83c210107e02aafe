package serbench.era.hessian;

import com.caucho.hessian.io.HessianInput;
import com.caucho.hessian.io.HessianOutput;
import com.caucho.hessian.io.SerializerFactory;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import serbench.codec.Profile;
import serbench.codec.Wire;

/**
 * The hessian1 row's configuration on Hessian 3: the Hessian 1 protocol, one HessianOutput and one HessianInput
 * per binding, re-aimed with init for each message on a reused buffer, as today's row does (unlike Hessian2Output,
 * 3.1.5's HessianOutput and HessianInput have their own init).
 */
public final class EraHessian1Codec extends EraHessian {
    public EraHessian1Codec(Profile profile) {
        super(profile);
    }

    @Override
    protected <M> Wire<M> wire(SerializerFactory factory, Class<M> type) {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream(256);
        HessianOutput out = new HessianOutput();
        HessianInput in = new HessianInput();
        out.setSerializerFactory(factory);
        in.setSerializerFactory(factory);
        return new Wire<>() {
            @Override
            public byte[] encode(M value) throws Exception {
                buffer.reset();
                out.init(buffer);
                out.writeObject(value);
                out.flush();
                return buffer.toByteArray();
            }

            @Override
            public M decode(byte[] bytes) throws Exception {
                in.init(new ByteArrayInputStream(bytes));
                return type.cast(in.readObject(type));
            }
        };
    }
}
