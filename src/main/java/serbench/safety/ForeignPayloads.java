package serbench.safety;

import com.caucho.hessian.io.SerializerFactory;
import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Output;
import com.thoughtworks.xstream.XStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectOutputStream;
import java.lang.reflect.Field;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.management.BadAttributeValueExpException;
import serbench.codec.Codec;
import serbench.codec.chronicle.ChronicleWireCodec;
import serbench.codec.eclipseserializer.EclipseSerializerCodec;
import serbench.codec.era.EraCodec;
import serbench.codec.era.WritesAnyClass;
import serbench.codec.fastjson2.Fastjson2Codec;
import serbench.codec.fory.ForyCodec;
import serbench.codec.hessian.HessianCodec;
import serbench.codec.hessian.HessianLiteCodec;
import serbench.codec.javabuiltin.JavaBuiltinCodec;
import serbench.codec.jsonio.JsonIoCodec;
import serbench.codec.kryo.KryoCodec;
import serbench.codec.wast.WastCodec;
import serbench.codec.xstream.XStreamCodec;
import serbench.data.Dataset;
import serbench.model.ModelDiff;
import serbench.model.ModelObject;

/**
 * The {@code foreign-class} attack: the data set's value with a known gadget root inside its first list,
 * written by the codec's own library without serbench's restrictions, as an attacker would. Only formats
 * that name classes in their bytes can be attacked this way; for the others the attack is n/a.
 */
final class ForeignPayloads {
    /** Roots of well-known gadget chains: a process to start, URLDNS's URL, CommonsCollections5's entry. */
    static List<Object> gadgetRoots() throws Exception {
        return List.of(new ProcessBuilder("touch", "/tmp/serbench-foreign-class"),
            URI.create("http://serbench.invalid/").toURL(), new BadAttributeValueExpException("serbench"));
    }

    interface Writer {
        byte[] write(Object value) throws Exception;
    }

    private ForeignPayloads() {}

    /** How the codec's library writes any class, or empty when its bytes cannot name one. */
    static Optional<Writer> writer(Codec codec, Dataset<?> dataset) {
        Class<?> type = dataset.type();
        if (codec instanceof JavaBuiltinCodec) {
            return Optional.of(value -> {
                ByteArrayOutputStream buffer = new ByteArrayOutputStream();
                try (ObjectOutputStream out = new ObjectOutputStream(buffer)) {
                    out.writeObject(value);
                }
                return buffer.toByteArray();
            });
        }
        if (codec instanceof HessianCodec hessian) {
            SerializerFactory anything = new SerializerFactory();
            anything.setAllowNonSerializable(true);
            return Optional.of(hessian.wire(anything, type)::encode);
        }
        if (codec instanceof HessianLiteCodec lite) return Optional.of(lite.unrestrictedWire(type)::encode);
        if (codec instanceof XStreamCodec) {
            XStream anything = new XStream();
            return Optional.of(value -> anything.toXML(value).getBytes(StandardCharsets.UTF_8));
        }
        if (codec instanceof KryoCodec kryoCodec) {
            Kryo kryo = kryoCodec.configured(dataset);
            kryo.setRegistrationRequired(false);
            return Optional.of(value -> {
                Output out = new Output(4096, -1);
                kryo.writeObject(out, value);
                return out.toBytes();
            });
        }
        if (codec instanceof ForyCodec fory) return Optional.of(fory.configured(type, false)::serialize);
        if (codec instanceof Fastjson2Codec fastjson2) return Optional.of(fastjson2::encodeWithClassNames);
        if (codec instanceof JsonIoCodec) return Optional.of(JsonIoCodec::encodeWithClassNames);
        if (codec instanceof WastCodec) return Optional.of(WastCodec::encodeWithClassNames);
        // a serializer of its own, configured alike, registers the gadget's class on the fly as any unknown type
        if (codec instanceof EclipseSerializerCodec eclipse) return Optional.of(eclipse.configured(type)::serialize);
        // its type prefixes name any class: written by the same wire, its class lookup not restricted to the data set
        if (codec instanceof ChronicleWireCodec chronicle) return Optional.of(chronicle.wire(anyValue(dataset), false)::encode);
        // an era's library, reached through its adapter in the era's loader
        if (codec instanceof EraCodec era) {
            return era.adapterAs(WritesAnyClass.class).map(w -> value -> w.writeAnyClass(dataset, value));
        }
        return Optional.empty();
    }

    @SuppressWarnings("unchecked")
    private static Dataset<Object> anyValue(Dataset<?> dataset) {
        return (Dataset<Object>) dataset;   // the hostile value is the data set's with a foreign object inside
    }

    /** Puts {@code root} first in the value's first list (breadth-first); false when the value holds no list. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static boolean insert(Object value, Object root) throws IllegalAccessException {
        List<Object> level = List.of(value);
        while (!level.isEmpty()) {
            List<Object> next = new ArrayList<>();
            for (Object o : level) {
                if (!(o instanceof ModelObject)) continue;
                for (Field f : ModelDiff.fields(o.getClass())) {
                    Object v = f.get(o);
                    if (v instanceof List list) {
                        List copy = new ArrayList(list);
                        copy.add(0, root);
                        f.set(o, copy);
                        return true;
                    }
                    if (v != null) next.add(v);
                }
            }
            level = next;
        }
        return false;
    }
}
