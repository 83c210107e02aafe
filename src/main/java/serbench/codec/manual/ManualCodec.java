package serbench.codec.manual;

import java.util.List;
import serbench.codec.Binding;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.UnsupportedDatasetException;
import serbench.codec.Wire;
import serbench.data.Dataset;

/** The hand-written baseline: what a careful engineer gets with no framework at all. */
public final class ManualCodec extends ProfiledCodec {
    private static final List<ManualFormat<?>> FORMATS = List.of(UserManual.USER, UserManual.USER_SMALL,
        AddressBookManual.FORMAT, MessageManual.FORMAT, DnsManual.RECORD, DnsManual.RESPONSE, TreeManual.FORMAT,
        MediaManual.FORMAT);

    public ManualCodec(Profile profile) {
        super(profile);
    }

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
