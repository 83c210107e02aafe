package serbench.era.hessian;

import com.caucho.hessian.io.Deserializer;
import com.caucho.hessian.io.HessianProtocolException;
import com.caucho.hessian.io.SerializerFactory;
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
 * What the Hessian rows share on Hessian 3 and early 4, whichever protocol they write: a SerializerFactory that
 * creates only the classes the data set's value holds, as today's rows' does (Hessian's own allow-list, ClassFactory,
 * came with 4.0.51), and Hessian 4's serializer lists made the era's own. Each subclass is one configuration of the
 * all-types post (Hessian 1, Hessian 2, Hessian 2 in the Deflation envelope): its wire over a factory.
 */
public abstract class EraHessian extends ProfiledCodec implements WritesAnyClass {
    /** Held for the JVM's life, so that the soft references Hessian 4 keeps it by are never cleared. */
    private static final Object SERIALIZER_LISTS = erasSerializerLists();

    protected EraHessian(Profile profile) {
        super(profile);
    }

    /** This configuration's encoding and decoding of values of {@code type}, through {@code factory}. */
    protected abstract <M> Wire<M> wire(SerializerFactory factory, Class<M> type);

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
            ClassLoader era = EraHessian.class.getClassLoader();
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
        return Binding.direct(wire(new ModelOnly(new ModelAllowList(ModelTypes.instantiatedBy(dataset))), dataset.type()));
    }

    /** An attacker's Hessian: this configuration's bytes, through a factory of its defaults that also writes classes not Serializable. */
    @Override
    public byte[] writeAnyClass(Dataset<?> dataset, Object value) throws Exception {
        SerializerFactory anything = new SerializerFactory();
        anything.setAllowNonSerializable(true);
        return wire(anything, Object.class).encode(value);
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
