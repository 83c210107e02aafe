package serbench.codec;

import java.lang.invoke.LambdaMetafactory;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
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
    public static <N> Supplier<N> constructor(Class<N> type) {
        return constructor(MethodHandles.lookup(), type);
    }

    /**
     * {@link #constructor(Class)} through {@code lookup}, whose class's loader must see {@code type}: an era adapter's
     * own lookup, for the classes its era's generator made, which serbench's loader does not see.
     */
    @SuppressWarnings("unchecked")
    public static <N> Supplier<N> constructor(MethodHandles.Lookup lookup, Class<N> type) {
        try {
            return implement(lookup, Supplier.class, lookup.findConstructor(type, MethodType.methodType(void.class)));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot construct " + type.getName(), e);
        }
    }

    /**
     * {@code target} as an instance of the functional interface {@code iface}, for generated methods that no
     * common type declares (a root accessor, a header wrap): as fast as a direct call, where reflection's
     * {@code invoke} would add its own cost to every timed call. {@code lookup} must see {@code iface}.
     */
    public static <I> I implement(MethodHandles.Lookup lookup, Class<I> iface, MethodHandle target) {
        Method method = Arrays.stream(iface.getMethods()).filter(m -> Modifier.isAbstract(m.getModifiers()))
            .findFirst().orElseThrow(() -> new IllegalArgumentException(iface + " is not a functional interface"));
        try {
            return iface.cast(LambdaMetafactory.metafactory(lookup, method.getName(), MethodType.methodType(iface),
                MethodType.methodType(method.getReturnType(), method.getParameterTypes()), target, target.type())
                .getTarget().invoke());
        } catch (Throwable e) {
            throw new IllegalStateException("cannot implement " + iface.getName() + " with " + target, e);
        }
    }
}
