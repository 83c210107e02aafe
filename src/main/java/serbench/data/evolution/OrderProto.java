package serbench.data.evolution;

import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import java.util.LinkedHashMap;
import java.util.Map;
import serbench.data.Conversion;

/** Order to and from a version's protoc-generated message, field by field through its descriptor. */
final class OrderProto {
    private OrderProto() {}

    static <M> Conversion<M, Message> conversion(Class<M> model, Shape shape) {
        Message empty = defaultInstance(FormatClasses.load("serbench.gen.proto.evolution." + shape.pkg() + ".OrderModel$Order"));
        @SuppressWarnings("unchecked")
        Class<Message> type = (Class<Message>) empty.getClass();
        return new Conversion<>(type, m -> build(empty, OrderValues.of(m)), n -> OrderValues.to(model, read(n)));
    }

    private static Message build(Message empty, Map<String, Object> value) {
        Message.Builder b = empty.newBuilderForType();
        for (FieldDescriptor f : empty.getDescriptorForType().getFields()) {
            Object v = value.get(f.getName());
            if (v == null) continue;
            b.setField(f, switch (f.getJavaType()) {
                case ENUM -> f.getEnumType().findValueByName((String) v);
                case INT -> ((Number) v).intValue();
                case LONG -> ((Number) v).longValue();
                default -> v;
            });
        }
        return b.build();
    }

    /** Only the fields present: an absent optional field (or a closed enum's unknown value) reads as unset. */
    private static Map<String, Object> read(Message message) {
        Map<String, Object> value = new LinkedHashMap<>();
        for (FieldDescriptor f : message.getDescriptorForType().getFields()) {
            if (!message.hasField(f)) continue;
            Object v = message.getField(f);
            value.put(f.getName(), v instanceof EnumValueDescriptor e ? e.getName() : v);
        }
        return value;
    }

    private static Message defaultInstance(Class<?> type) {
        try {
            return (Message) type.getMethod("getDefaultInstance").invoke(null);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
