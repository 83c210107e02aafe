package serbench.codec;

/**
 * Converts between the shared model and a schema format's generated classes for one model type.
 * Schema codecs keep one small mapping class per data set beside the codec.
 */
public interface ModelMapping<M, N> {
    N build(M model);

    M read(N value);

    @SuppressWarnings("unchecked")
    static <M> ModelMapping<M, M> identity() {
        return (ModelMapping<M, M>) Identity.INSTANCE;
    }

    /** The identity mapping, shared. */
    enum Identity implements ModelMapping<Object, Object> {
        INSTANCE;

        @Override public Object build(Object model) { return model; }

        @Override public Object read(Object value) { return value; }
    }
}
