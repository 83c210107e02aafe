package serbench.data.evolution;

import com.google.protobuf.GeneratedMessageLite;
import com.google.protobuf.MessageLite;
import serbench.data.Conversion;

/**
 * Order to and from a version's protobuf-lite message, through its builder's and its generated accessors (lite
 * classes have no descriptors, which {@link OrderProto} goes through).
 */
final class OrderProtoLite {
    private OrderProtoLite() {}

    @SuppressWarnings("rawtypes")
    static <M> Conversion<M, GeneratedMessageLite> conversion(Class<M> model, Shape shape) {
        String outer = "serbench.gen.protolite.evolution." + shape.pkg() + ".OrderModel";
        @SuppressWarnings("unchecked")
        Class<GeneratedMessageLite> type = (Class<GeneratedMessageLite>) FormatClasses.load(outer + "$Order");
        OrderAccessors fields = new OrderAccessors(shape, FormatClasses.load(outer + "$Status"), String.class);
        return new Conversion<>(type, m -> {
            try {
                MessageLite.Builder builder = (MessageLite.Builder) type.getMethod("newBuilder").invoke(null);
                fields.set(builder, OrderValues.of(m));
                return (GeneratedMessageLite) builder.build();
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }, n -> {
            try {
                return OrderValues.to(model, fields.read(n));
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        });
    }
}
