package serbench.codec.baseline;

import java.util.Arrays;
import java.util.function.Supplier;
import serbench.codec.Binding;
import serbench.codec.Codec;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.UnsupportedDatasetException;
import serbench.data.Dataset;

/**
 * The floor no serializer can beat: its own object is another codec's encoded bytes, so {@code ser}
 * and {@code deser} are a plain copy of those bytes ({@code Arrays.copyOf}). It still passes the
 * round-trip check, through the wrapped codec's build and read.
 */
public final class MemcpyCodec extends ProfiledCodec {
    private final Supplier<Codec> source;

    /** {@code source} is looked up when bound, as the registry holds both codecs. */
    public MemcpyCodec(Profile profile, Supplier<Codec> source) {
        super(profile);
        this.source = source;
    }

    @Override
    public <M> Binding<M, byte[]> bind(Dataset<M> dataset) throws UnsupportedDatasetException {
        return copying(source.get().binding(dataset));
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
