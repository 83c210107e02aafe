package serbench.evolution;

import java.util.Map;
import serbench.codec.Binding;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.codec.ResolvingCodec;
import serbench.data.Dataset;
import serbench.data.evolution.EvolutionData;
import serbench.data.evolution.OrderClasses;
import serbench.data.evolution.OrderValues;
import serbench.data.evolution.Shape;

/**
 * What one deployment of a version does, run inside that version's {@link DeploymentLoader}: every codec
 * there binds, exactly as it is benchmarked, to the version's own {@code Order}. Only JDK types cross in
 * and out (bytes, schema text, plain values), as between two services.
 */
public final class Deployment {
    private Deployment() {}

    /** The bytes the codec writes for the version's value. */
    public static byte[] write(String codecId, String shape) throws Exception {
        Dataset<Object> dataset = dataset(shape);
        return encode(codec(codecId).binding(dataset), dataset.build());
    }

    /** The schema the codec writes with, for codecs whose readers must be given it; else null. */
    public static String writerSchema(String codecId, String shape) throws Exception {
        return codec(codecId) instanceof ResolvingCodec resolving ? resolving.writerSchema(dataset(shape)) : null;
    }

    /** Another version's bytes read into this version's Order, as a plain value. */
    public static Map<String, Object> read(String codecId, String shape, byte[] bytes, String writerSchema) throws Exception {
        Codec codec = codec(codecId);
        Dataset<Object> dataset = dataset(shape);
        Binding<Object, ?> binding = writerSchema == null ? codec.binding(dataset)
            : ((ResolvingCodec) codec).binding(dataset, EvolutionData.asThisVersion(writerSchema, Shape.valueOf(shape)));
        return OrderValues.of(decode(binding, bytes));
    }

    private static <N> byte[] encode(Binding<Object, N> binding, Object value) throws Exception {
        return binding.encode(binding.build(value));
    }

    private static <N> Object decode(Binding<Object, N> binding, byte[] bytes) throws Exception {
        return binding.read(binding.decode(bytes));
    }

    private static Codec codec(String id) {
        return Codecs.byId(id).orElseThrow(() -> new IllegalArgumentException("no codec " + id));
    }

    @SuppressWarnings("unchecked")
    private static Dataset<Object> dataset(String shape) throws ClassNotFoundException {
        Class<Object> order = (Class<Object>) Class.forName(OrderClasses.ORDER, true, Deployment.class.getClassLoader());
        return EvolutionData.dataset(Shape.valueOf(shape), order);
    }
}
