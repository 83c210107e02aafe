package serbench.codec.javabuiltin;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.stream.Collectors;
import serbench.codec.Binding;
import serbench.codec.Codec;
import serbench.codec.Library;
import serbench.codec.ModelTypes;
import serbench.codec.Trait;
import serbench.codec.Traits;
import serbench.codec.Wire;
import serbench.data.Dataset;

/**
 * {@code java.io.Serializable} through Object streams, with the JEP 290 input filter that production
 * code should use: only the classes the data set's value holds may be created, within limits of depth,
 * references, array length and bytes that fit the data set ({@link StreamLimits}).
 */
public final class JavaBuiltinCodec implements Codec {
    @Override public String id() { return "java-builtin"; }

    @Override public String family() { return "Java serialization"; }

    @Override public String setup() { return "ObjectOutputStream / ObjectInputStream with a JEP 290 filter: an allow-list of the classes the data set's value holds, and depth, reference, array and byte limits 4x what the data set needs"; }

    @Override public Library library() { return Library.jdk("JDK java.io"); }

    @Override public Traits traits() { return Traits.reflection(Trait.REFERENCES, Trait.BUFFER_REUSED); }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream(256);
        ObjectInputFilter filter = filter(dataset, buffer);
        return Binding.direct(new Wire<>() {
            @Override
            public byte[] encode(M value) throws IOException {
                return JavaBuiltinCodec.encode(buffer, value);
            }

            @Override
            public M decode(byte[] bytes) throws Exception {
                try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
                    in.setObjectInputFilter(filter);
                    return dataset.type().cast(in.readObject());
                }
            }
        });
    }

    private static ObjectInputFilter filter(Dataset<?> dataset, ByteArrayOutputStream buffer) {
        StreamLimits limits;
        try {
            limits = StreamLimits.of(encode(buffer, dataset.build()));
        } catch (Exception e) {
            throw new IllegalStateException("java-builtin cannot read back " + dataset.id() + ": " + e, e);
        }
        // superclasses whose descriptors model streams hold; Object is also the element type of ArrayList's array
        return ObjectInputFilter.Config.createFilter(limits.pattern() + ";"
            + ModelTypes.instantiatedBy(dataset).stream().map(Class::getName).collect(Collectors.joining(";"))
            + ";serbench.model.ModelObject;java.lang.Number;java.lang.Enum;java.lang.Object;!*");
    }

    private static byte[] encode(ByteArrayOutputStream buffer, Object value) throws IOException {
        buffer.reset();
        try (ObjectOutputStream out = new ObjectOutputStream(buffer)) {
            out.writeObject(value);
        }
        return buffer.toByteArray();
    }
}
