package serbench.data.evolution;

import java.lang.reflect.Method;
import java.util.LinkedHashMap;
import java.util.Map;
import serbench.data.Conversion;
import us.hebi.quickbuf.ProtoMessage;

/**
 * Order to and from a version's QuickBuffers message, through its generated {@code set}, {@code has} and
 * {@code get} methods of each field (QuickBuffers generates no descriptors to go through).
 */
final class OrderQuickbuf {
    private OrderQuickbuf() {}

    @SuppressWarnings("rawtypes")
    static <M> Conversion<M, ProtoMessage> conversion(Class<M> model, Shape shape) {
        String outer = "serbench.gen.quickbuf.evolution." + shape.pkg() + ".OrderModel";
        @SuppressWarnings("unchecked")
        Class<ProtoMessage> type = (Class<ProtoMessage>) FormatClasses.load(outer + "$Order");
        Class<?> status = FormatClasses.load(outer + "$Status");
        return new Conversion<>(type, m -> build(type, status, shape, OrderValues.of(m)), n -> OrderValues.to(model, read(shape, n)));
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    private static ProtoMessage build(Class<ProtoMessage> type, Class<?> status, Shape shape, Map<String, Object> value) {
        try {
            ProtoMessage order = (ProtoMessage) type.getMethod("newInstance").invoke(null);
            for (Shape.Field f : shape.fields()) {
                Object v = value.get(f.name());
                if (v == null) continue;
                switch (f.kind()) {
                    case LONG -> type.getMethod(accessor("set", f), long.class).invoke(order, ((Number) v).longValue());
                    case INT -> type.getMethod(accessor("set", f), int.class).invoke(order, ((Number) v).intValue());
                    case STRING -> type.getMethod(accessor("set", f), CharSequence.class).invoke(order, v);
                    case STATUS -> type.getMethod(accessor("set", f), status).invoke(order, Enum.valueOf((Class<? extends Enum>) status, (String) v));
                }
            }
            return order;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Only the fields present: an absent field, or an enum number this version does not know (read as null), is unset. */
    @SuppressWarnings("rawtypes")
    private static Map<String, Object> read(Shape shape, ProtoMessage order) {
        Map<String, Object> value = new LinkedHashMap<>();
        try {
            for (Shape.Field f : shape.fields()) {
                if (!(boolean) order.getClass().getMethod(accessor("has", f)).invoke(order)) continue;
                Method get = order.getClass().getMethod(accessor("get", f));
                Object v = get.invoke(order);
                if (v != null) value.put(f.name(), v instanceof Enum<?> e ? e.name() : v);
            }
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
        return value;
    }

    private static String accessor(String verb, Shape.Field f) {
        return verb + Character.toUpperCase(f.name().charAt(0)) + f.name().substring(1);
    }
}
