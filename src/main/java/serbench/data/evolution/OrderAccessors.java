package serbench.data.evolution;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Order's fields through a generated class's {@code set}, {@code has} and {@code get} methods, for the formats
 * that generate no descriptors to go through (QuickBuffers, protobuf-lite): their accessors follow protobuf's
 * names for each field of the version's {@link Shape}.
 */
final class OrderAccessors {
    private final Shape shape;
    private final Class<?> status;
    private final Class<?> stringType;

    /**
     * @param status     the version's generated Status enum
     * @param stringType what a string field's setter takes (String, or CharSequence)
     */
    OrderAccessors(Shape shape, Class<?> status, Class<?> stringType) {
        this.shape = shape;
        this.status = status;
        this.stringType = stringType;
    }

    /** Sets every field of {@code value} that is not null on {@code target} (a message or its builder). */
    @SuppressWarnings({"rawtypes", "unchecked"})
    void set(Object target, Map<String, Object> value) throws ReflectiveOperationException {
        for (Shape.Field f : shape.fields()) {
            Object v = value.get(f.name());
            if (v == null) continue;
            switch (f.kind()) {
                case LONG -> target.getClass().getMethod(accessor("set", f), long.class).invoke(target, ((Number) v).longValue());
                case INT -> target.getClass().getMethod(accessor("set", f), int.class).invoke(target, ((Number) v).intValue());
                case STRING -> target.getClass().getMethod(accessor("set", f), stringType).invoke(target, v);
                case STATUS -> target.getClass().getMethod(accessor("set", f), status)
                    .invoke(target, Enum.valueOf((Class<? extends Enum>) status, (String) v));
            }
        }
    }

    /**
     * Only the fields present: an absent field, or an enum number this version does not know (protobuf-lite keeps
     * it as an unknown field, QuickBuffers reads it as null), is unset.
     */
    Map<String, Object> read(Object message) throws ReflectiveOperationException {
        Map<String, Object> value = new LinkedHashMap<>();
        for (Shape.Field f : shape.fields()) {
            if (!(boolean) message.getClass().getMethod(accessor("has", f)).invoke(message)) continue;
            Object v = message.getClass().getMethod(accessor("get", f)).invoke(message);
            if (v != null) value.put(f.name(), v instanceof Enum<?> e ? e.name() : v);
        }
        return value;
    }

    private static String accessor(String verb, Shape.Field f) {
        return verb + Character.toUpperCase(f.name().charAt(0)) + f.name().substring(1);
    }
}
