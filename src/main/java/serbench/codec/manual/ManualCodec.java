package serbench.codec.manual;

import serbench.codec.Binding;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
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
public final class ManualCodec extends ProfiledCodec {
    public ManualCodec(Profile profile) {
        super(profile);
    }

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
