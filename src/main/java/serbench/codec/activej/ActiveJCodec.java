package serbench.codec.activej;

import io.activej.codegen.DefiningClassLoader;
import io.activej.serializer.BinarySerializer;
import io.activej.serializer.SerializerFactory;
import io.activej.serializer.def.ForwardingSerializerDef;
import io.activej.serializer.def.SerializerDef;
import io.activej.serializer.def.SerializerDefs;
import io.activej.serializer.def.impl.ClassSerializerDef;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import serbench.codec.Binding;
import serbench.codec.ModelTypes;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.Wire;
import serbench.data.Dataset;
import serbench.model.ModelDiff;

/**
 * ActiveJ's serializer: a BinarySerializer whose bytecode is generated at run time for the type, encoding into a
 * reused byte array as its documentation shows. The model is described through SerializerFactory's builder,
 * which is what its {@code @Serialize} annotations declare: every field in declaration order, each reference
 * field nullable (the shared model is not annotated, and the user's own classes need not be).
 */
public final class ActiveJCodec extends ProfiledCodec {
    public ActiveJCodec(Profile profile) {
        super(profile);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        // generated beside the type's own class loader: the evolution matrix's versions and --classpath classes have their own
        BinarySerializer<M> serializer = factory(dataset.type()).create(DefiningClassLoader.create(dataset.type().getClassLoader()), dataset.type());
        return Binding.direct(new Wire<>() {
            private byte[] buffer = new byte[4096];

            @Override
            public byte[] encode(M value) {
                while (true) {
                    try {
                        return Arrays.copyOf(buffer, serializer.encode(buffer, 0, value));
                    } catch (ArrayIndexOutOfBoundsException tooSmall) {   // ActiveJ's way to say so: grow, once
                        buffer = new byte[buffer.length * 2];
                    }
                }
            }

            @Override public M decode(byte[] bytes) { return serializer.decode(bytes, 0); }
        });
    }

    /** A factory that knows every model class reachable from the type, field by field. */
    private static SerializerFactory factory(Class<?> type) {
        // lists and maps decoded as the model holds them, growable and in order: ActiveJ's own default reads a list
        // as a fixed-size Arrays.asList (an empty one as Collections.emptyList) and a map as a HashMap
        SerializerFactory.Builder builder = SerializerFactory.builder()
            .with(List.class, ctx -> SerializerDefs.ofCollection(ctx.scanTypeArgument(0), List.class, ArrayList.class))
            .with(Map.class, ctx -> SerializerDefs.ofHashMap(ctx.scanTypeArgument(0), ctx.scanTypeArgument(1), HashMap.class,
                LinkedHashMap.class));
        Map<Class<?>, SerializerDef> described = new HashMap<>();
        for (Class<?> c : ModelTypes.reachableFrom(type)) {
            if (c.isEnum()) continue;   // ActiveJ writes enums by ordinal by itself
            builder.with(c, ctx -> {
                SerializerDef known = described.get(c);
                if (known != null) return known;
                Later later = new Later();   // a recursive model (a tree node's children) refers to its class while it is described
                described.put(c, later);
                ClassSerializerDef.Builder fields = ClassSerializerDef.builder(c);
                for (Field f : ModelDiff.fields(c)) {
                    SerializerDef def = ctx.scan(f.getAnnotatedType());
                    fields.withField(f, f.getType().isPrimitive() ? def : SerializerDefs.ofNullable(def), -1, -1);
                }
                later.target = fields.build();
                described.put(c, later.target);
                return later.target;
            });
        }
        return builder.build();
    }

    /** A class's serializer that is known only once the class has been described, as ActiveJ's own scan does it. */
    private static final class Later extends ForwardingSerializerDef {
        private SerializerDef target;

        @Override protected SerializerDef serializer() { return target; }
    }
}
