package serbench.verify;

import java.util.Arrays;
import java.util.Objects;
import java.util.function.Supplier;
import serbench.codec.Binding;
import serbench.codec.ZeroCopyOps;

/**
 * The zero-copy ops checked on a value's bytes before any is timed: {@code access} reads what the data set's subset
 * holds for the model, and {@code update} on a copy changes exactly its field: read back in full, the copy is the model
 * with that field changed, and the bytes it was not given are untouched.
 */
final class ZeroCopyCheck {
    /** The value the check writes: one no data set holds there, and small enough for an int field. */
    static final long UPDATED = 4_242;

    private ZeroCopyCheck() {}

    /** Where the ops go wrong on {@code bytes} of a fresh {@code model}; null when they do not. */
    static <M> String loss(Binding<M, ?> binding, Supplier<M> model, byte[] bytes) throws Exception {
        ZeroCopyOps<M> ops = binding.zeroCopy();
        byte[] original = bytes.clone();
        Object read = ops.access(bytes);
        Object expected = ops.subset().of().apply(model.get());
        if (!Objects.equals(read, expected)) return "access read " + read + " where the model holds " + expected;
        byte[] copy = bytes.clone();
        ops.update(copy, UPDATED);
        if (!Arrays.equals(bytes, original)) return "access or update changed bytes they were only to read";
        M updated = model.get();
        ops.subset().update().accept(updated, UPDATED);
        Object after = ops.access(copy);
        Object wanted = ops.subset().of().apply(updated);
        if (!Objects.equals(after, wanted)) return "after update of " + ops.subset().updated() + ", access read " + after + " where " + wanted + " was due";
        String loss = RoundTrip.loss(binding, updated, copy);
        return loss == null ? null : "after update of " + ops.subset().updated() + ", the " + loss;
    }
}
