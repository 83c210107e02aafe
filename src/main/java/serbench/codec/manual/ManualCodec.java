package serbench.codec.manual;

import serbench.codec.Binding;
import serbench.codec.Codec;
import serbench.codec.Library;
import serbench.codec.Trait;
import serbench.codec.Traits;
import serbench.codec.UnsupportedDatasetException;
import serbench.codec.Wire;
import serbench.data.ByteSink;
import serbench.data.ByteSource;
import serbench.data.Dataset;
import serbench.data.ManualFormat;

/**
 * The hand-written baseline: what a careful engineer gets with no framework at all. Each data set owns its
 * format ({@link Dataset#manual()}); this runs it with one reused sink.
 */
public final class ManualCodec implements Codec {
    @Override public String id() { return "manual"; }

    @Override public String family() { return "baseline"; }

    @Override public String setup() { return "hand-written writer/reader per data set: zig-zag varints, length-prefixed UTF-8"; }

    @Override public Library library() { return Library.jdk("JDK"); }

    @Override public Traits traits() { return Traits.schema(Trait.BUFFER_REUSED); }

    @Override public boolean baseline() { return true; }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) throws UnsupportedDatasetException {
        ManualFormat<M> format = dataset.manual();
        if (format == null) throw new UnsupportedDatasetException("no hand-written format for " + dataset.type().getSimpleName());
        ByteSink sink = new ByteSink();
        return Binding.direct(new Wire<>() {
            @Override
            public byte[] encode(M value) {
                sink.reset();
                format.write(value, sink);
                return sink.toArray();
            }

            @Override public M decode(byte[] bytes) { return format.read(new ByteSource(bytes)); }
        });
    }
}
