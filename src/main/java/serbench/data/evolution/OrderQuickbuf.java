package serbench.data.evolution;

import serbench.data.Conversion;
import us.hebi.quickbuf.ProtoMessage;

/** Order to and from a version's QuickBuffers message (mutable, no builder), through its generated accessors. */
final class OrderQuickbuf {
    private OrderQuickbuf() {}

    @SuppressWarnings("rawtypes")
    static <M> Conversion<M, ProtoMessage> conversion(Class<M> model, Shape shape) {
        String outer = "serbench.gen.quickbuf.evolution." + shape.pkg() + ".OrderModel";
        @SuppressWarnings("unchecked")
        Class<ProtoMessage> type = (Class<ProtoMessage>) FormatClasses.load(outer + "$Order");
        OrderAccessors fields = new OrderAccessors(shape, FormatClasses.load(outer + "$Status"), CharSequence.class);
        return new Conversion<>(type, m -> {
            try {
                ProtoMessage order = (ProtoMessage) type.getMethod("newInstance").invoke(null);
                fields.set(order, OrderValues.of(m));
                return order;
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
