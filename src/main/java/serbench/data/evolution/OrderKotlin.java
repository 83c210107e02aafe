package serbench.data.evolution;

import java.lang.reflect.Constructor;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import serbench.data.Conversion;
import serbench.data.KotlinMirror;

/**
 * Order to and from a version's Kotlin mirror ({@code serbench.data.evolution.<version>.KOrder}, src/main/kotlin),
 * the classes the kotlinx codecs find by {@link KotlinMirror}: built through its primary constructor, whose
 * parameters are the version's fields in their order, and read back through its fields.
 */
final class OrderKotlin {
    private OrderKotlin() {}

    static <M> Conversion<M, KotlinMirror> conversion(Class<M> model, Shape shape) {
        @SuppressWarnings("unchecked")
        Class<KotlinMirror> type = (Class<KotlinMirror>) FormatClasses.load("serbench.data.evolution." + shape.pkg() + ".KOrder");
        // Kotlin adds two constructors, each with two more parameters: for default arguments and for its serializer
        Constructor<?> primary = Arrays.stream(type.getConstructors()).filter(c -> c.getParameterCount() == shape.fields().size())
            .findFirst().orElseThrow(() -> new IllegalStateException(type.getName() + " has no constructor of the version's fields"));
        return new Conversion<>(type, m -> build(primary, shape.fields(), OrderValues.of(m)),
            k -> OrderValues.to(model, OrderValues.of(k)));
    }

    private static KotlinMirror build(Constructor<?> primary, List<Shape.Field> fields, Map<String, Object> value) {
        Object[] args = new Object[fields.size()];
        for (int i = 0; i < args.length; i++) args[i] = OrderValues.as(primary.getParameterTypes()[i], value.get(fields.get(i).name()));
        try {
            return (KotlinMirror) primary.newInstance(args);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot build " + primary.getDeclaringClass().getName() + " from " + value, e);
        }
    }
}
