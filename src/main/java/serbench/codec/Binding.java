package serbench.codec;

import serbench.data.Conversion;

/**
 * A codec bound to one data set: the four steps every op is made of (docs/method.md). {@code N} is the codec's own type
 * (a generated protobuf message, a Thrift struct, ...) or the shared model type itself.
 */
public interface Binding<M, N> {
    /** Shared model to the codec's own object. */
    N build(M model);

    /** The codec's own object to a new, exact-size array. */
    byte[] encode(N value) throws Exception;

    /** Bytes back to the codec's own object. */
    N decode(byte[] bytes) throws Exception;

    /** Reads every field of the codec's own object into the shared model. */
    M read(N value);

    /**
     * True when the codec writes and reads the shared model's own classes: {@code build} and {@code read} are
     * identities, so {@code build+ser} does exactly the work of {@code ser}, and {@code deser-read} that of
     * {@code deser}, and a run measures each of those once.
     */
    default boolean sharesModel() {
        return false;
    }

    /**
     * The format's zero-copy {@code access} and {@code update} on this data set; null where it offers none (it decodes
     * the whole message, or the data set defines no access subset).
     */
    default ZeroCopyOps<M> zeroCopy() {
        return null;
    }

    /** A binding made of a data set's conversion to a format's own classes and that format's wire. */
    static <M, N> Binding<M, N> of(Conversion<M, N> conversion, Wire<N> wire) {
        ZeroCopyOps<M> zeroCopy = conversion.zeroCopy() == null ? null : ZeroCopyOps.over(conversion.zeroCopy(), wire);
        return new Binding<>() {
            @Override public N build(M model) { return conversion.build(model); }
            @Override public byte[] encode(N value) throws Exception { return wire.encode(value); }
            @Override public N decode(byte[] bytes) throws Exception { return wire.decode(bytes); }
            @Override public M read(N value) { return conversion.read(value); }
            @Override public ZeroCopyOps<M> zeroCopy() { return zeroCopy; }
        };
    }

    /** A binding for codecs that write the shared model directly: build and read are identities. */
    static <M> Binding<M, M> direct(Wire<M> wire) {
        return new Binding<>() {
            @Override public M build(M model) { return model; }
            @Override public byte[] encode(M value) throws Exception { return wire.encode(value); }
            @Override public M decode(byte[] bytes) throws Exception { return wire.decode(bytes); }
            @Override public M read(M value) { return value; }
            @Override public boolean sharesModel() { return true; }
        };
    }
}
