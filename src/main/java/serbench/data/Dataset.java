package serbench.data;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * One deterministic value of the shared model, with its conversions to the schema formats and its
 * hand-written format ({@code manual}, null when it has none: the manual baseline then reports it
 * unsupported). {@link #build()} returns a fresh, equal value on every call, so a codec can never alter what
 * another codec sees.
 */
public record Dataset<M>(String id, String description, Class<M> type, Supplier<M> factory,
                         List<Conversion<M, ?>> conversions, ManualFormat<M> manual) {
    /** A data set with no hand-written format: a user's own type, a version of the evolution model. */
    public Dataset(String id, String description, Class<M> type, Supplier<M> factory, List<Conversion<M, ?>> conversions) {
        this(id, description, type, factory, conversions, null);
    }

    public M build() {
        return factory.get();
    }

    /** The conversion to the format whose generated classes all extend {@code base}, if the data set has one. */
    @SuppressWarnings("unchecked")
    public <B> Optional<Conversion<M, ? extends B>> conversion(Class<B> base) {
        for (Conversion<M, ?> c : conversions) {
            if (base.isAssignableFrom(c.formatType())) return Optional.of((Conversion<M, ? extends B>) c);
        }
        return Optional.empty();
    }
}
