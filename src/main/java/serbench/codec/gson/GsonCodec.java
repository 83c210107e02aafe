package serbench.codec.gson;

import com.google.gson.Gson;
import com.google.gson.TypeAdapter;
import java.nio.charset.StandardCharsets;
import serbench.codec.Binding;
import serbench.codec.ModelTypes;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.UnsupportedDatasetException;
import serbench.codec.Wire;
import serbench.data.Dataset;

/** Google Gson with its defaults, through the type's adapter looked up once; UTF-8 bytes on the wire. */
public final class GsonCodec extends ProfiledCodec {
    public GsonCodec(Profile profile) {
        super(profile);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) throws UnsupportedDatasetException {
        if (ModelTypes.anyValue(dataset.build(), ModelTypes.NON_FINITE)) {
            throw new UnsupportedDatasetException("Gson with its defaults refuses NaN and infinities, which JSON has no number for");
        }
        TypeAdapter<M> adapter = new Gson().getAdapter(dataset.type());
        return Binding.direct(new Wire<>() {
            @Override public byte[] encode(M value) { return adapter.toJson(value).getBytes(StandardCharsets.UTF_8); }

            @Override
            public M decode(byte[] bytes) throws Exception {
                return adapter.fromJson(new String(bytes, StandardCharsets.UTF_8));
            }
        });
    }
}
