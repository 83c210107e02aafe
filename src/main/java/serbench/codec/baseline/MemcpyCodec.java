package serbench.codec.baseline;

import java.util.Arrays;
import serbench.codec.Binding;
import serbench.codec.Codec;
import serbench.codec.Library;
import serbench.codec.Traits;
import serbench.codec.UnsupportedDatasetException;
import serbench.data.Dataset;

/**
 * The floor no serializer can beat: its own object is another codec's encoded bytes, so {@code ser}
 * and {@code deser} are a plain copy of those bytes ({@code Arrays.copyOf}). It still passes the
 * round-trip check, through the wrapped codec's build and read.
 */
public final class MemcpyCodec implements Codec {
    private final Codec source;

    public MemcpyCodec(Codec source) {
        this.source = source;
    }

    @Override public String id() { return "memcpy"; }

    @Override public String family() { return "baseline"; }

    @Override
    public String setup() {
        return "Arrays.copyOf of the " + source.id() + " codec's bytes (the floor for ser and deser; its deser-read adds "
            + source.id() + "'s decode)";
    }

    @Override public Library library() { return Library.jdk("JDK java.util.Arrays"); }

    @Override public Traits traits() { return source.traits(); }

    @Override public boolean baseline() { return true; }

    @Override
    public <M> Binding<M, byte[]> bind(Dataset<M> dataset) throws UnsupportedDatasetException {
        return copying(source.bind(dataset));
    }

    private static <M, N> Binding<M, byte[]> copying(Binding<M, N> inner) {
        return new Binding<>() {
            @Override
            public byte[] build(M model) {
                try {
                    return inner.encode(inner.build(model));
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }

            @Override public byte[] encode(byte[] value) { return Arrays.copyOf(value, value.length); }

            @Override public byte[] decode(byte[] bytes) { return Arrays.copyOf(bytes, bytes.length); }

            @Override
            public M read(byte[] value) {
                try {
                    return inner.read(inner.decode(value));
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }
        };
    }
}
