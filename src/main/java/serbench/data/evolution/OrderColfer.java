package serbench.data.evolution;

import java.lang.reflect.Field;
import java.util.LinkedHashMap;
import java.util.Map;
import serbench.data.Conversion;

/**
 * Order to and from a version's colf-generated class, through its public fields by name: only the fields of
 * the version's {@link Shape}, so an obsolete field stays empty. Colfer has no enums (Status is its
 * constant's index as a uint8) and no null text (empty is absent, as SBE's strings).
 */
final class OrderColfer {
    private OrderColfer() {}

    /** Typed by the generated class itself, which implements the codec's ColferMessage (data may not import codecs). */
    static <M> Conversion<M, ?> conversion(Class<M> model, Shape shape) {
        return conversion(model, shape, FormatClasses.load("serbench.gen.colfer.evolution." + shape.pkg() + ".Order"));
    }

    private static <M, N> Conversion<M, N> conversion(Class<M> model, Shape shape, Class<N> type) {
        return new Conversion<>(type, m -> build(type, shape, OrderValues.of(m)), c -> OrderValues.to(model, read(shape, c)));
    }

    private static <N> N build(Class<N> type, Shape shape, Map<String, Object> value) {
        try {
            N c = type.getConstructor().newInstance();
            for (Shape.Field f : shape.fields()) {
                Object v = value.get(f.name());
                if (v == null) continue;   // the generated class's own default: zero, or "" for text
                type.getField(f.name()).set(c, switch (f.kind()) {
                    case LONG -> ((Number) v).longValue();
                    case INT -> ((Number) v).intValue();
                    case STRING -> v;
                    case STATUS -> (byte) shape.statuses().indexOf(v);
                });
            }
            return c;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Map<String, Object> read(Shape shape, Object c) {
        Map<String, Object> value = new LinkedHashMap<>();
        try {
            for (Shape.Field f : shape.fields()) {
                Field field = c.getClass().getField(f.name());
                Object v = switch (f.kind()) {
                    case STATUS -> status(shape, field.getByte(c));
                    case STRING -> "".equals(field.get(c)) ? null : field.get(c);
                    default -> field.get(c);
                };
                if (v != null) value.put(f.name(), v);
            }
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
        return value;
    }

    /** A uint8 beyond the reader's constants has no name to read into: the application holds the raw value. */
    private static String status(Shape shape, byte raw) {
        int v = Byte.toUnsignedInt(raw);
        if (v >= shape.statuses().size()) {
            throw new IllegalArgumentException("Status has no constant " + v + " (Colfer has no enums: the reader gets the raw uint8)");
        }
        return shape.statuses().get(v);
    }
}
