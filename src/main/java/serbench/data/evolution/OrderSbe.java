package serbench.data.evolution;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;
import org.agrona.sbe.EncoderFlyweight;
import org.agrona.sbe.MessageDecoderFlyweight;
import serbench.data.Conversion;
import serbench.data.Sbe;

/**
 * Order to and from a frame of a version's SbeTool-generated flyweights (order_&lt;version&gt;.sbe.xml), through
 * the generated accessors by field name. As for every data set, the format's own object is the decoder over
 * the frame. SBE strings have no null: an absent string is written empty and an empty one reads as absent.
 */
final class OrderSbe {
    /** Room for any version's value (under 100 bytes), so the buffer never grows. */
    private static final int CAPACITY = 256;

    private OrderSbe() {}

    static <M> Conversion<M, MessageDecoderFlyweight> conversion(Class<M> model, Shape shape) {
        Flyweights f = new Flyweights("serbench.gen.sbe.evolution." + shape.pkg() + ".");
        return new Conversion<>(f.decoder, m -> build(f, OrderValues.of(m)), n -> OrderValues.to(model, read(f, shape, n)));
    }

    /** One version's generated classes, and its strings (var data) in the order SBE lays them out. */
    private static final class Flyweights {
        final Class<MessageDecoderFlyweight> decoder;
        final Class<?> encoder;
        final String pkg;
        final List<String> strings;

        @SuppressWarnings("unchecked")
        Flyweights(String pkg) {
            this.pkg = pkg;
            this.decoder = (Class<MessageDecoderFlyweight>) FormatClasses.load(pkg + "OrderDecoder");
            this.encoder = FormatClasses.load(pkg + "OrderEncoder");
            this.strings = strings(decoder);
        }

        /**
         * Every var data field, the deprecated too, since a reader must step over each in turn. The generator
         * marks them with a static {@code <name>HeaderLength()}; these schemas append each new field with a
         * higher id, so the ids give their order.
         */
        private static List<String> strings(Class<?> decoder) {
            return Arrays.stream(decoder.getMethods())
                .filter(m -> Modifier.isStatic(m.getModifiers()) && m.getName().endsWith("HeaderLength"))
                .map(m -> m.getName().substring(0, m.getName().length() - "HeaderLength".length()))
                .sorted(Comparator.comparingInt(name -> (Integer) invoke(decoder, null, name + "Id")))
                .toList();
        }
    }

    private static MessageDecoderFlyweight build(Flyweights f, Map<String, Object> value) {
        return Sbe.frame(CAPACITY, buffer -> {
            Object header = construct(FormatClasses.load(f.pkg + "MessageHeaderEncoder"));
            EncoderFlyweight e = (EncoderFlyweight) construct(f.encoder);
            invoke(f.encoder, e, "wrapAndApplyHeader", new Class<?>[] {MutableDirectBuffer.class, int.class, header.getClass()},
                buffer, 0, header);
            for (Map.Entry<String, Object> field : value.entrySet()) {
                if (!f.strings.contains(field.getKey())) fixed(f.encoder, e, field.getKey(), field.getValue());
            }
            for (String s : f.strings) {
                Object v = value.get(s);
                invoke(f.encoder, e, s, new Class<?>[] {String.class}, v == null ? "" : v);
            }
            return e;
        }, frame -> {
            Object header = construct(FormatClasses.load(f.pkg + "MessageHeaderDecoder"));
            MessageDecoderFlyweight d = construct(f.decoder);
            invoke(f.decoder, d, "wrapAndApplyHeader", new Class<?>[] {DirectBuffer.class, int.class, header.getClass()},
                frame, 0, header);
            return d;
        });
    }

    /** A root block field through the setter of its generated type: long, int or the version's Status. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void fixed(Class<?> encoder, Object e, String name, Object value) {
        Method setter = Arrays.stream(encoder.getMethods())
            .filter(m -> m.getName().equals(name) && m.getParameterCount() == 1 && !Modifier.isStatic(m.getModifiers()))
            .findFirst().orElseThrow(() -> new IllegalStateException(encoder.getName() + " has no field " + name));
        Class<?> type = setter.getParameterTypes()[0];
        Object v;
        if (type.isEnum()) v = Enum.valueOf((Class<? extends Enum>) type, (String) value);
        else if (type == int.class) v = ((Number) value).intValue();
        else v = ((Number) value).longValue();
        invoke(encoder, e, name, new Class<?>[] {type}, v);
    }

    /**
     * The reader's fields in SBE's order (root block, then each string in turn, read or stepped over): a
     * generated enum's getter throws on a value its version lacks; its NULL_VAL and an empty string are absent.
     */
    private static Map<String, Object> read(Flyweights f, Shape shape, MessageDecoderFlyweight d) {
        invoke(f.decoder, d, "sbeRewind");
        Map<String, Object> value = new LinkedHashMap<>();
        for (Shape.Field field : shape.fields()) {
            if (f.strings.contains(field.name())) continue;
            Object v = invoke(f.decoder, d, field.name());
            if (v instanceof Enum<?> e) {
                if (!e.name().equals("NULL_VAL")) value.put(field.name(), e.name());
            } else {
                value.put(field.name(), v);
            }
        }
        for (String s : f.strings) {
            String v = (String) invoke(f.decoder, d, s);
            if (!v.isEmpty() && shape.fields().stream().anyMatch(field -> field.name().equals(s))) value.put(s, v);
        }
        return value;
    }

    private static Object invoke(Class<?> type, Object target, String method) {
        return invoke(type, target, method, new Class<?>[0]);
    }

    private static Object invoke(Class<?> type, Object target, String method, Class<?>[] parameters, Object... args) {
        try {
            return type.getMethod(method, parameters).invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static <T> T construct(Class<T> type) {
        try {
            return type.getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
