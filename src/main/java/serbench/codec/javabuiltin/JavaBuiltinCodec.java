package serbench.codec.javabuiltin;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
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
 * code should use: only the data set's own classes and the JDK types they hold may be created.
 */
public final class JavaBuiltinCodec implements Codec {
    @Override public String id() { return "java-builtin"; }

    @Override public String family() { return "Java serialization"; }

    @Override public String setup() { return "ObjectOutputStream / ObjectInputStream with an allow-list input filter"; }

    @Override public Library library() { return Library.jdk("JDK java.io"); }

    @Override public Traits traits() { return Traits.reflection(Trait.REFERENCES, Trait.BUFFER_REUSED); }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        ObjectInputFilter filter = ObjectInputFilter.Config.createFilter(
            ModelTypes.reachableFrom(dataset.type()).stream().map(Class::getName).collect(Collectors.joining(";"))
                + ";serbench.model.ModelObject;java.util.ArrayList;java.lang.*;!*");
        ByteArrayOutputStream buffer = new ByteArrayOutputStream(256);
        return Binding.direct(new Wire<>() {
            @Override
            public byte[] encode(M value) throws Exception {
                buffer.reset();
                try (ObjectOutputStream out = new ObjectOutputStream(buffer)) {
                    out.writeObject(value);
                }
                return buffer.toByteArray();
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
}
