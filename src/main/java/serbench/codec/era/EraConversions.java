package serbench.codec.era;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.lang.reflect.ParameterizedType;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import serbench.codec.UnsupportedDatasetException;
import serbench.data.Conversion;
import serbench.data.Dataset;

/**
 * A generated-code era's conversions (docs/versions.md): today's conversions of the data sets, copied by the build
 * over the classes the era's own generator made (build/era-protobuf.xml, build/era-avro.xml, build/era-thrift.xml),
 * which the {@code era.properties} beside its adapter names, with the data sets the generator could not compile and
 * why. Shared by those adapters, so each only encodes and decodes.
 *
 * @param <N> the generated classes' common type in the era's library ({@code MessageLite}, {@code SpecificRecord},
 *            {@code TBase})
 */
public final class EraConversions<N> {
    private final Map<Class<?>, Conversion<?, ? extends N>> byModel = new HashMap<>();
    private final List<String> without;
    private final String reason;
    private final String format;

    /**
     * The conversions named by the era.properties in {@code adapter}'s package, loaded by {@code adapter}'s loader (the
     * era's: serbench's own loader has none of them) and keyed by the model class they take.
     */
    @SuppressWarnings("unchecked")
    public EraConversions(Class<?> adapter, Class<N> base, String format) {
        this.format = format;
        Properties era = new Properties();
        try (InputStream in = adapter.getResourceAsStream("era.properties")) {
            if (in == null) throw new IOException("no era.properties beside " + adapter.getName());
            era.load(in);
            for (String name : era.getProperty("conversions").split(",")) {
                for (Field f : Class.forName(name, true, adapter.getClassLoader()).getDeclaredFields()) {
                    if (f.getType() != Conversion.class) continue;
                    f.setAccessible(true);   // the copied conversions keep their package-private fields
                    Conversion<?, ?> conversion = (Conversion<?, ?>) f.get(null);
                    if (!base.isAssignableFrom(conversion.formatType())) continue;
                    Class<?> model = (Class<?>) ((ParameterizedType) f.getGenericType()).getActualTypeArguments()[0];
                    byModel.put(model, (Conversion<?, ? extends N>) conversion);
                }
            }
        } catch (IOException | ReflectiveOperationException e) {
            throw new IllegalStateException("the era's " + format + " conversions cannot be read", e);
        }
        without = List.of(era.getProperty("without", "").split(","));
        reason = era.getProperty("reason", "");
    }

    /** The data set's conversion to the era's classes; unsupported, with the generator's reason, where it has none. */
    @SuppressWarnings("unchecked")
    public <M> Conversion<M, ? extends N> require(Dataset<M> dataset) throws UnsupportedDatasetException {
        Conversion<M, ? extends N> conversion = (Conversion<M, ? extends N>) byModel.get(dataset.type());
        if (conversion != null) return conversion;
        String pkg = dataset.type().getPackageName();
        if (without.contains(pkg.substring(pkg.lastIndexOf('.') + 1))) {
            throw new UnsupportedDatasetException("the " + dataset.id() + " data set's " + format + " schema " + reason);
        }
        throw new UnsupportedDatasetException("the " + dataset.id() + " data set has no " + format + " schema");
    }
}
