package serbench.codec;

import serbench.data.AccessSubset;
import serbench.data.ZeroCopy;

/**
 * A binding's zero-copy ops over encoded bytes, where its format offers them on the data set (docs/method.md,
 * "Zero-copy access and update"): the codec's own decode gives the view (FlatBuffers' root table, Cap'n Proto's
 * readers over the segments, an SBE decoder wrapped over the frame), and the data set's conversion reads or writes
 * through it.
 */
public interface ZeroCopyOps<M> {
    /** The data set's access subset, read from a view over {@code bytes}. */
    Object access(byte[] bytes) throws Exception;

    /** Sets the subset's updated field to {@code value} in {@code bytes} themselves, nothing re-encoded. */
    void update(byte[] bytes, long value) throws Exception;

    /** Which fields the two read and write, and what they hold for a model. */
    AccessSubset<M, ?> subset();

    static <M, N> ZeroCopyOps<M> over(ZeroCopy<M, N, ?> zeroCopy, Wire<N> wire) {
        return new ZeroCopyOps<>() {
            @Override public Object access(byte[] bytes) throws Exception { return zeroCopy.access().apply(wire.decode(bytes)); }
            @Override public void update(byte[] bytes, long value) throws Exception { zeroCopy.update().accept(wire.decode(bytes), value); }
            @Override public AccessSubset<M, ?> subset() { return zeroCopy.subset(); }
        };
    }
}
