package serbench.codec.javabuiltin;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.Serializable;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import serbench.codec.Binding;
import serbench.codec.ModelTypes;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.UnsupportedDatasetException;
import serbench.codec.Wire;
import serbench.data.Dataset;

/**
 * {@code java.io.Serializable} through Object streams, with the JEP 290 input filter that production
 * code should use: only the classes the data set's value holds may be created, within limits of depth,
 * references, array length and bytes that fit the data set ({@link StreamLimits}).
 */
public final class JavaBuiltinCodec extends ProfiledCodec {
    public JavaBuiltinCodec(Profile profile) {
        super(profile);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) throws UnsupportedDatasetException {
        List<Class<?>> model = ModelTypes.reachableFrom(dataset.type());
        for (Class<?> c : model) {
            if (!Serializable.class.isAssignableFrom(c)) {
                throw new UnsupportedDatasetException(c.getName() + " is not java.io.Serializable");
            }
        }
        ClassLoader loader = dataset.type().getClassLoader();
        ByteArrayOutputStream buffer = new ByteArrayOutputStream(256);
        ObjectInputFilter filter = filter(dataset, model, loader, buffer);
        return Binding.direct(new Wire<>() {
            @Override
            public byte[] encode(M value) throws IOException {
                return JavaBuiltinCodec.encode(buffer, value);
            }

            @Override
            public M decode(byte[] bytes) throws Exception {
                try (ObjectInputStream in = new Input(new ByteArrayInputStream(bytes), loader)) {
                    in.setObjectInputFilter(filter);
                    return dataset.type().cast(in.readObject());
                }
            }
        });
    }

    /**
     * The model's classes and the classes the value holds with their superclasses (a LinkedHashMap is read as a
     * HashMap too), nothing else: java.time.Ser is how every java.time value is written, a map checks its
     * Map.Entry[] table through the filter, Object is the element type of ArrayList's array. Then the limits.
     */
    private static ObjectInputFilter filter(Dataset<?> dataset, List<Class<?>> model, ClassLoader loader,
                                            ByteArrayOutputStream buffer) {
        Set<String> allowed = new LinkedHashSet<>();
        model.forEach(c -> allowed.add(c.getName()));
        for (Class<?> c : ModelTypes.instantiatedIn(dataset.build())) {
            for (Class<?> s = c; s != null && s != Object.class; s = s.getSuperclass()) allowed.add(s.getName());
        }
        StreamLimits limits;
        try {
            byte[] encoded = encode(buffer, dataset.build());
            limits = StreamLimits.of(new Input(new ByteArrayInputStream(encoded), loader), encoded.length);
        } catch (Exception e) {
            throw new IllegalStateException("java-builtin cannot read back " + dataset.id() + ": " + e, e);
        }
        return ObjectInputFilter.Config.createFilter(limits.pattern() + ";" + String.join(";", allowed)
            + ";java.time.Ser;java.util.Map$Entry;java.lang.Object;!*");
    }

    private static byte[] encode(ByteArrayOutputStream buffer, Object value) throws IOException {
        buffer.reset();
        try (ObjectOutputStream out = new ObjectOutputStream(buffer)) {
            out.writeObject(value);
        }
        return buffer.toByteArray();
    }

    /**
     * Resolves classes through the data set's class loader: ObjectInputStream's own choice, the nearest loader
     * on the call stack, is serbench's, which cannot see the user's classes (--type, loaded from their jar).
     */
    static final class Input extends ObjectInputStream {
        private final ClassLoader loader;

        Input(InputStream in, ClassLoader loader) throws IOException {
            super(in);
            this.loader = loader;
        }

        @Override
        protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
            try {
                return Class.forName(desc.getName(), false, loader);
            } catch (ClassNotFoundException e) {
                return super.resolveClass(desc);   // the primitive types
            }
        }
    }
}
