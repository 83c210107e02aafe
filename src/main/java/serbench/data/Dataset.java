package serbench.data;

import java.util.function.Supplier;

/**
 * One deterministic value of the shared model. {@link #build()} returns a fresh, equal value on every
 * call, so a codec can never alter what another codec sees.
 */
public record Dataset<M>(String id, String description, Class<M> type, Supplier<M> factory) {
    public M build() {
        return factory.get();
    }
}
