package serbench.codec.hessian;

import com.caucho.hessian.io.AbstractHessianInput;
import com.caucho.hessian.io.AbstractHessianOutput;
import com.caucho.hessian.io.Deflation;
import com.caucho.hessian.io.Hessian2Input;
import com.caucho.hessian.io.Hessian2Output;
import com.caucho.hessian.io.HessianInput;
import com.caucho.hessian.io.HessianOutput;
import com.caucho.hessian.io.SerializerFactory;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.function.BiFunction;
import serbench.codec.Binding;
import serbench.codec.ModelTypes;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.Wire;
import serbench.data.Dataset;

/**
 * Caucho Hessian in the three configurations of the all-types post. Each binding has its own
 * SerializerFactory (it caches per-class serializers) that admits exactly the classes the data set's
 * value holds. Hessian's own allow-list ({@code ClassFactory.setWhitelist}) is not enough: it always admits
 * every {@code java.*} and {@code javax.management.*} class, so a crafted stream could build a
 * {@code java.lang.ProcessBuilder} inside the model.
 */
public final class HessianCodec extends ProfiledCodec {
    private final BiFunction<SerializerFactory, Class<?>, Wire<Object>> wires;

    private HessianCodec(Profile profile, BiFunction<SerializerFactory, Class<?>, Wire<Object>> wires) {
        super(profile);
        this.wires = wires;
    }

    public static HessianCodec hessian1(Profile profile) {
        return new HessianCodec(profile, HessianCodec::hessian1Wire);
    }

    public static HessianCodec hessian2(Profile profile) {
        return new HessianCodec(profile, HessianCodec::hessian2Wire);
    }

    public static HessianCodec hessian2Deflate(Profile profile) {
        return new HessianCodec(profile, HessianCodec::deflateWire);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        SerializerFactory factory = new ModelOnlySerializerFactory(new ModelAllowList(ModelTypes.instantiatedBy(dataset)),
            dataset.type().getClassLoader());
        return Binding.direct((Wire<M>) wires.apply(factory, dataset.type()));
    }

    /** This configuration's wire over another factory (the safety matrix writes hostile bytes with a permissive one). */
    public Wire<Object> wire(SerializerFactory factory, Class<?> type) {
        return wires.apply(factory, type);
    }

    private static Wire<Object> hessian1Wire(SerializerFactory factory, Class<?> type) {
        return streamWire(factory, type, new HessianOutput(), new HessianInput());
    }

    private static Wire<Object> hessian2Wire(SerializerFactory factory, Class<?> type) {
        return streamWire(factory, type, new Hessian2Output(), new Hessian2Input());
    }

    /** One output and one input object per binding, re-initialised for each message. */
    private static Wire<Object> streamWire(SerializerFactory factory, Class<?> type,
                                           AbstractHessianOutput out, AbstractHessianInput in) {
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

    /** The envelope wraps a fresh stream per message, so only the factory and the envelope are reused. */
    private static Wire<Object> deflateWire(SerializerFactory factory, Class<?> type) {
        Deflation envelope = new Deflation();
        return new Wire<>() {
            @Override
            public byte[] encode(Object value) throws Exception {
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
            public Object decode(byte[] bytes) throws Exception {
                Hessian2Input in = new Hessian2Input(new ByteArrayInputStream(bytes));
                in.setSerializerFactory(factory);
                in = envelope.unwrap(in);
                // the envelope reads the inflated stream with a new input of Hessian's default factory: ours again
                in.setSerializerFactory(factory);
                Object value = in.readObject(type);
                in.close();
                return type.cast(value);
            }
        };
    }
}
