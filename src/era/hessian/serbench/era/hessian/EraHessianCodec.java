package serbench.era.hessian;

import com.caucho.hessian.io.Deserializer;
import com.caucho.hessian.io.Hessian2Input;
import com.caucho.hessian.io.Hessian2Output;
import com.caucho.hessian.io.HessianProtocolException;
import com.caucho.hessian.io.SerializerFactory;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.lang.ref.SoftReference;
import java.lang.reflect.Field;
import java.util.Map;
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
 * input, and also fills Hessian's own allow-list (ClassFactory), which 3.1.5 and 4.0.33 have not: hence an adapter of
 * its own, for both.
 */
public final class EraHessianCodec extends ProfiledCodec implements WritesAnyClass {
    /** Held for the JVM's life, so that the soft references Hessian 4 keeps it by are never cleared. */
    private static final Object SERIALIZER_LISTS = erasSerializerLists();

    public EraHessianCodec(Profile profile) {
        super(profile);
    }

    /**
     * Hessian 4 (ContextSerializerFactory, which Hessian 3 has not) looks a class's serializers up in the lists
     * (META-INF/hessian/serializers) its class loader and each parent sees: for the model's and the JDK's classes,
     * serbench's loader, whose class path holds today's Hessian, whose list names today's serializer classes, refused
     * as not implementing the era's Serializer, so that no round trip could run. So the lists of every loader above
     * the era's are made the era's own, read once from the era's jars (its loader owns META-INF/hessian/): what a
     * JVM of that era's Hessian alone would see. Hessian keeps them in a private static map, per loader.
     */
    @SuppressWarnings("unchecked")
    private static Object erasSerializerLists() {
        Class<?> lists;
        try {
            lists = Class.forName("com.caucho.hessian.io.ContextSerializerFactory");
        } catch (ClassNotFoundException e) {
            return null;    // Hessian 3: one factory, no per-loader lists
        }
        try {
            ClassLoader era = EraHessianCodec.class.getClassLoader();
            Object erasOwn = lists.getConstructor(lists, ClassLoader.class).newInstance(null, era);
            Field byLoader = lists.getDeclaredField("_contextRefMap");
            byLoader.setAccessible(true);
            Map<ClassLoader, SoftReference<Object>> map = (Map<ClassLoader, SoftReference<Object>>) byLoader.get(null);
            synchronized (map) {
                for (ClassLoader above = era.getParent(); above != null; above = above.getParent()) map.put(above, new SoftReference<>(erasOwn));
            }
            return erasOwn;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Hessian's serializer lists cannot be made the era's own", e);
        }
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
