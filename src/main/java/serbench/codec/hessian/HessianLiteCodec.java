package serbench.codec.hessian;

import com.alibaba.com.caucho.hessian.io.Hessian2Input;
import com.alibaba.com.caucho.hessian.io.Hessian2Output;
import com.alibaba.com.caucho.hessian.io.SerializerFactory;
import java.io.OutputStream;
import java.io.PrintStream;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
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
    /** Where hessian-lite's handles for java.time values are. */
    private static final String TIME_HANDLES = "com.alibaba.com.caucho.hessian.io.java8.";

    public HessianLiteCodec(Profile profile) {
        super(profile);
    }

    /**
     * hessian-lite's SerializerFactory builds default deserializers for JDK classes (BigInteger, StackTraceElement)
     * when it is loaded, and prints a stack trace to System.err for each of their fields that the JDK's modules keep
     * closed: dozens of traces about classes no data set holds, in every run's output. It is loaded once here with
     * System.err silenced (other threads' error output in those milliseconds would be lost too; none runs then:
     * the first binding is made before any measuring).
     */
    private static final class QuietlyLoaded {
        static {
            PrintStream err = System.err;
            System.setErr(new PrintStream(OutputStream.nullOutputStream()));
            try {
                new SerializerFactory();
            } finally {
                System.setErr(err);
            }
        }

        static void ensure() {}
    }

    @Override
    @SuppressWarnings("unchecked")
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        QuietlyLoaded.ensure();
        SerializerFactory factory = new LiteModelOnlySerializerFactory(new ModelAllowList(withTimeHandles(ModelTypes.instantiatedBy(dataset))),
            dataset.type().getClassLoader());
        return Binding.direct((Wire<M>) wire(factory, dataset.type()));
    }

    /**
     * The model's classes, and for each java.time class among them the handle hessian-lite writes in its place and reads
     * back into it (a LocalDate as {@code java8.LocalDateHandle}): without it, the allow-list would refuse the handle.
     */
    private static List<Class<?>> withTimeHandles(List<Class<?>> model) {
        List<Class<?>> classes = new ArrayList<>(model);
        for (Class<?> c : model) {
            if (!c.getPackageName().equals("java.time")) continue;
            String time = ZoneId.class.isAssignableFrom(c) && c != ZoneOffset.class ? "ZoneId" : c.getSimpleName();
            try {
                classes.add(Class.forName(TIME_HANDLES + time + "Handle", false, SerializerFactory.class.getClassLoader()));
            } catch (ClassNotFoundException noHandle) {
                // a java.time class hessian-lite writes as any other object
            }
        }
        return classes;
    }

    /** The wire with hessian-lite's own defaults and no allow-list: how an attacker writes hostile bytes (the safety matrix). */
    public Wire<Object> unrestrictedWire(Class<?> type) {
        QuietlyLoaded.ensure();
        SerializerFactory anything = new SerializerFactory();
        anything.setAllowNonSerializable(true);
        return wire(anything, type);
    }

    private static Wire<Object> wire(SerializerFactory factory, Class<?> type) {
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
