package serbench.data.evolution;

import com.squareup.wire.Message;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.LinkedHashMap;
import java.util.Map;
import serbench.data.Conversion;

/**
 * Order to and from a version's Wire-generated message: Wire's messages and builders expose every field as a
 * public field of the schema's name.
 */
final class OrderWire {
    private OrderWire() {}

    @SuppressWarnings("rawtypes")
    static <M> Conversion<M, Message> conversion(Class<M> model, Shape shape) {
        String name = "serbench.gen.proto.evolution." + shape.pkg() + ".Order";
        @SuppressWarnings("unchecked")
        Class<Message> type = (Class<Message>) FormatClasses.load(name);
        Class<?> builder = FormatClasses.load(name + "$Builder");
        return new Conversion<>(type, m -> build(builder, OrderValues.of(m)), n -> OrderValues.to(model, read(n)));
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    private static Message build(Class<?> builderType, Map<String, Object> value) {
        try {
            Object builder = builderType.getConstructor().newInstance();
            for (Field f : builderType.getFields()) {
                Object v = value.get(f.getName());
                if (v == null) continue;
                if (f.getType().isEnum()) v = Enum.valueOf((Class<? extends Enum>) f.getType(), (String) v);
                else if (f.getType() == Integer.class) v = ((Number) v).intValue();
                else if (f.getType() == Long.class) v = ((Number) v).longValue();
                f.set(builder, v);
            }
            return (Message) builderType.getMethod("build").invoke(builder);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    @SuppressWarnings("rawtypes")
    private static Map<String, Object> read(Message message) {
        Map<String, Object> value = new LinkedHashMap<>();
        try {
            for (Field f : message.getClass().getFields()) {
                if (Modifier.isStatic(f.getModifiers())) continue;
                Object v = f.get(message);
                if (v != null) value.put(f.getName(), v instanceof Enum<?> e ? e.name() : v);
            }
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
        return value;
    }
}
