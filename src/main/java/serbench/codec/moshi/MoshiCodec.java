package serbench.codec.moshi;

import com.squareup.moshi.JsonAdapter;
import com.squareup.moshi.Moshi;
import okio.Buffer;
import serbench.codec.Binding;
import serbench.codec.ModelTypes;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.UnsupportedDatasetException;
import serbench.codec.Wire;
import serbench.data.Dataset;

/**
 * Square's Moshi with its Java reflection adapters (its code generation is for Kotlin classes only), the type's
 * adapter looked up once; UTF-8 through an okio Buffer, Moshi's own I/O.
 */
public final class MoshiCodec extends ProfiledCodec {
    public MoshiCodec(Profile profile) {
        super(profile);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) throws UnsupportedDatasetException {
        if (ModelTypes.anyValue(dataset.build(), ModelTypes.NON_FINITE)) {
            throw new UnsupportedDatasetException("Moshi refuses NaN and infinities, which JSON has no number for");
        }
        JsonAdapter<M> adapter = new Moshi.Builder().build().adapter(dataset.type());
        return Binding.direct(new Wire<>() {
            @Override
            public byte[] encode(M value) throws Exception {
                Buffer buffer = new Buffer();
                adapter.toJson(buffer, value);
                return buffer.readByteArray();
            }

            @Override public M decode(byte[] bytes) throws Exception { return adapter.fromJson(new Buffer().write(bytes)); }
        });
    }
}
