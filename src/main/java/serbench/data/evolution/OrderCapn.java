package serbench.data.evolution;

import java.lang.reflect.Method;
import java.util.LinkedHashMap;
import java.util.Map;
import org.capnproto.MessageBuilder;
import org.capnproto.StructFactory;
import org.capnproto.StructReader;
import serbench.data.CapnMessage;
import serbench.data.Conversion;

/**
 * Order to and from a version's capnpc-java struct, through its generated setters and getters by field
 * name: only the fields of the version's {@link Shape}, so an obsolete field is neither written nor read.
 */
final class OrderCapn {
    private OrderCapn() {}

    static <M> Conversion<M, CapnMessage> conversion(Class<M> model, Shape shape) {
        String schema = "serbench.gen.capnproto.evolution." + shape.pkg() + ".OrderSchema";
        Struct<?, ?> struct = new Struct<>(factory(FormatClasses.load(schema + "$Order")), FormatClasses.load(schema + "$Status"), shape);
        return new Conversion<>(CapnMessage.class, m -> struct.build(OrderValues.of(m)), c -> OrderValues.to(model, struct.read(c)));
    }

    private static StructFactory<?, ?> factory(Class<?> order) {
        try {
            return (StructFactory<?, ?>) order.getField("factory").get(null);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** One version's struct: its factory's builder and reader types, whose accessors are found by name. */
    private record Struct<B, R extends StructReader>(StructFactory<B, R> factory, Class<?> status, Shape shape) {
        @SuppressWarnings({"unchecked", "rawtypes"})
        CapnMessage build(Map<String, Object> value) {
            MessageBuilder message = new MessageBuilder();
            B b = message.initRoot(factory);
            try {
                for (Shape.Field f : shape.fields()) {
                    Object v = value.get(f.name());
                    if (v == null) continue;   // an unset pointer or a zero scalar, as Cap'n Proto has no presence for scalars
                    Object arg = switch (f.kind()) {
                        case LONG -> ((Number) v).longValue();
                        case INT -> ((Number) v).intValue();
                        case STRING -> v;
                        case STATUS -> Enum.valueOf((Class) status, (String) v);
                    };
                    b.getClass().getMethod("set" + capitalized(f.name()), parameter(f.kind())).invoke(b, arg);
                }
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
            return CapnMessage.built(message);
        }

        /**
         * Every field of the reader's version as its getter returns it: an unset Text pointer as absent, and a
         * Status the version does not know as absent too, since capnproto-java reads it as _NOT_IN_SCHEMA.
         */
        Map<String, Object> read(CapnMessage message) {
            R r = message.root(factory);
            Map<String, Object> value = new LinkedHashMap<>();
            try {
                for (Shape.Field f : shape.fields()) {
                    String name = capitalized(f.name());
                    if (f.kind() == Shape.Field.Kind.STRING && !(boolean) r.getClass().getMethod("has" + name).invoke(r)) continue;
                    Object v = r.getClass().getMethod("get" + name).invoke(r);
                    if (v instanceof Enum<?> e) {
                        if (e.name().equals("_NOT_IN_SCHEMA")) continue;
                        v = e.name();
                    }
                    value.put(f.name(), f.kind() == Shape.Field.Kind.STRING ? v.toString() : v);
                }
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
            return value;
        }

        /** The setter's parameter: a Text setter is overloaded (String and Text.Reader), String is the one used. */
        private Class<?> parameter(Shape.Field.Kind kind) {
            return switch (kind) {
                case LONG -> long.class;
                case INT -> int.class;
                case STRING -> String.class;
                case STATUS -> status;
            };
        }
    }

    private static String capitalized(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }
}
