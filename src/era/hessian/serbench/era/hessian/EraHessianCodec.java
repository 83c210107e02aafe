package serbench.era.hessian;

import com.caucho.hessian.io.Hessian2Input;
import com.caucho.hessian.io.Hessian2Output;
import com.caucho.hessian.io.SerializerFactory;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import serbench.codec.Profile;
import serbench.codec.Wire;

/**
 * The hessian2 row's configuration on Hessian 3 and early 4: a Hessian2Output over a reused buffer and a
 * Hessian2Input per message, as the era wrote them (3.1.5's Hessian2Output has no init to re-aim a reused one).
 * Today's row reuses one output and input.
 */
public final class EraHessianCodec extends EraHessian {
    public EraHessianCodec(Profile profile) {
        super(profile);
    }

    @Override
    protected <M> Wire<M> wire(SerializerFactory factory, Class<M> type) {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream(256);
        return new Wire<>() {
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
                return type.cast(in.readObject(type));
            }
        };
    }
}
