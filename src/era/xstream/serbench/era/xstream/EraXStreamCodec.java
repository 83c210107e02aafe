package serbench.era.xstream;

import com.thoughtworks.xstream.XStream;
import com.thoughtworks.xstream.mapper.CannotResolveClassException;
import com.thoughtworks.xstream.mapper.Mapper;
import com.thoughtworks.xstream.mapper.MapperWrapper;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import serbench.codec.Binding;
import serbench.codec.ModelTypes;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.Wire;
import serbench.codec.era.WritesAnyClass;
import serbench.data.Dataset;

/**
 * The xstream row's configuration on XStream 1.3: the default XppDriver, UTF-8, and only null, primitives and the
 * classes the data set's value holds created from the bytes. XStream 1.3 has no type permissions (they came in 1.4.7),
 * so the same allow-list is a mapper that refuses any other class an element names, where 1.4's SecurityMapper checks
 * its permissions: hence an adapter of its own.
 */
public final class EraXStreamCodec extends ProfiledCodec implements WritesAnyClass {
    private static final Set<Class<?>> BOXES = Set.of(Boolean.class, Byte.class, Character.class, Short.class, Integer.class,
        Long.class, Float.class, Double.class);

    public EraXStreamCodec(Profile profile) {
        super(profile);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        Set<Class<?>> allowed = new HashSet<>(ModelTypes.instantiatedBy(dataset));
        // a list with no field to type it (a map's value) is the element <list>, XStream's alias of java.util.List
        allowed.add(List.class);
        // wrapMapper is called by XStream's constructor: the anonymous class's captured set is assigned before it runs
        XStream xstream = new XStream() {
            @Override
            protected MapperWrapper wrapMapper(MapperWrapper next) {
                return new MapperWrapper(next) {
                    @Override
                    public Class realClass(String elementName) {
                        Class<?> c = super.realClass(elementName);
                        if (c == Mapper.Null.class || c.isPrimitive() || BOXES.contains(c) || allowed.contains(c)) return c;
                        throw new CannotResolveClassException("class " + c.getName() + " is not part of the model: refused");
                    }
                };
            }
        };
        xstream.setClassLoader(dataset.type().getClassLoader());   // the user's own classes (--type) are in their jar's
        return Binding.direct(new Wire<>() {
            @Override
            public byte[] encode(M value) {
                return xstream.toXML(value).getBytes(StandardCharsets.UTF_8);
            }

            @Override
            public M decode(byte[] bytes) {
                return dataset.type().cast(xstream.fromXML(new ByteArrayInputStream(bytes)));
            }
        });
    }

    /** An attacker's XStream 1.3: its defaults, which write any class by name. */
    @Override
    public byte[] writeAnyClass(Dataset<?> dataset, Object value) {
        return new XStream().toXML(value).getBytes(StandardCharsets.UTF_8);
    }
}
