package serbench.era.hessian;

import com.caucho.hessian.io.Deflation;
import com.caucho.hessian.io.Hessian2Input;
import com.caucho.hessian.io.Hessian2Output;
import com.caucho.hessian.io.SerializerFactory;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import serbench.codec.Profile;
import serbench.codec.Wire;

/**
 * The hessian2-deflate row's configuration on Hessian 3: Hessian 2 inside Caucho's Deflation envelope (3.1.5 has
 * it), as today's row and the all-types post: the envelope wraps a fresh output and input per message, so only the
 * factory and the envelope are reused.
 */
public final class EraHessian2DeflateCodec extends EraHessian {
    public EraHessian2DeflateCodec(Profile profile) {
        super(profile);
    }

    @Override
    protected <M> Wire<M> wire(SerializerFactory factory, Class<M> type) {
        Deflation envelope = new Deflation();
        return new Wire<>() {
            @Override
            public byte[] encode(M value) throws Exception {
                ByteArrayOutputStream buffer = new ByteArrayOutputStream(256);
                Hessian2Output out = new Hessian2Output(buffer);
                out.setSerializerFactory(factory);
                out = envelope.wrap(out);
                out.setSerializerFactory(factory); // the envelope writes through a new output of its own
                out.writeObject(value);
                out.close();
                return buffer.toByteArray();
            }

            @Override
            public M decode(byte[] bytes) throws Exception {
                Hessian2Input in = new Hessian2Input(new ByteArrayInputStream(bytes));
                in.setSerializerFactory(factory);
                in = envelope.unwrap(in);
                // the envelope reads the inflated stream with a new input of Hessian's default factory: ours again
                in.setSerializerFactory(factory);
                M value = type.cast(in.readObject(type));
                in.close();
                return value;
            }
        };
    }
}
