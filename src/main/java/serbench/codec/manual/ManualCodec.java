package serbench.codec.manual;

import java.util.List;
import serbench.codec.Binding;
import serbench.codec.Codec;
import serbench.codec.Library;
import serbench.codec.Trait;
import serbench.codec.Traits;
import serbench.codec.UnsupportedDatasetException;
import serbench.codec.Wire;
import serbench.data.Dataset;

/** The hand-written baseline: what a careful engineer gets with no framework at all. */
public final class ManualCodec implements Codec {
    private static final List<ManualFormat<?>> FORMATS = List.of(UserManual.USER, UserManual.USER_SMALL,
        AddressBookManual.FORMAT, MessageManual.FORMAT, DnsManual.RECORD, DnsManual.RESPONSE, TreeManual.FORMAT,
        MediaManual.FORMAT);

    @Override public String id() { return "manual"; }

    @Override public String family() { return "baseline"; }

    @Override public String setup() { return "hand-written writer/reader per data set: zig-zag varints, length-prefixed UTF-8"; }

    @Override public Library library() { return Library.jdk("JDK"); }

    @Override public Traits traits() { return Traits.schema(Trait.BUFFER_REUSED); }

    @Override public boolean baseline() { return true; }

    @Override
    @SuppressWarnings("unchecked")
    public <M> Binding<M, M> bind(Dataset<M> dataset) throws UnsupportedDatasetException {
        ManualFormat<M> format = (ManualFormat<M>) FORMATS.stream().filter(f -> f.type() == dataset.type()).findFirst()
            .orElseThrow(() -> new UnsupportedDatasetException("no hand-written format for " + dataset.type().getSimpleName()));
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
