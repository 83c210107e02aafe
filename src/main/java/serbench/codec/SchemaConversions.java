package serbench.codec;

import java.lang.invoke.LambdaMetafactory;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.function.Supplier;
import serbench.data.Conversion;
import serbench.data.Dataset;

/** What schema codecs share: finding the data set's conversion to their format, making empty generated objects. */
public final class SchemaConversions {
    private SchemaConversions() {}

    /**
     * The data set's conversion to the format whose generated classes extend {@code base}.
     *
     * @throws UnsupportedDatasetException when the data set has none; the table of expected unsupported
     *                                     pairs in the tests makes a forgotten one fail the build
     */
    public static <M, B> Conversion<M, ? extends B> require(Dataset<M> dataset, Class<B> base, String format)
            throws UnsupportedDatasetException {
        return dataset.conversion(base).orElseThrow(() ->
            new UnsupportedDatasetException("the " + dataset.id() + " data set has no " + format + " schema"));
    }

    /**
     * A factory for empty instances of a generated class, as fast as {@code Type::new}: reflection's
     * {@code newInstance} would add its own cost to every decode.
     */
    @SuppressWarnings("unchecked")
    public static <N> Supplier<N> constructor(Class<N> type) {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            var target = lookup.findConstructor(type, MethodType.methodType(void.class));
            return (Supplier<N>) LambdaMetafactory.metafactory(lookup, "get", MethodType.methodType(Supplier.class),
                MethodType.methodType(Object.class), target, MethodType.methodType(type)).getTarget().invoke();
        } catch (Throwable e) {
            throw new IllegalStateException("cannot construct " + type.getName(), e);
        }
    }
}
