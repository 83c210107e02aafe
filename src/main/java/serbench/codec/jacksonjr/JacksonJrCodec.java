package serbench.codec.jacksonjr;

import com.fasterxml.jackson.jr.ob.JSON;
import serbench.codec.Binding;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.Wire;
import serbench.data.Dataset;

/**
 * Jackson jr objects: Jackson's streaming core with its own small bean mapper (no databind), public fields
 * included as its defaults do; one immutable {@code JSON} shared, as its documentation advises.
 */
public final class JacksonJrCodec extends ProfiledCodec {
    public JacksonJrCodec(Profile profile) {
        super(profile);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        JSON json = JSON.std;
        Class<M> type = dataset.type();
        return Binding.direct(new Wire<>() {
            @Override public byte[] encode(M value) throws Exception { return json.asBytes(value); }

            @Override public M decode(byte[] bytes) throws Exception { return json.beanFrom(type, bytes); }
        });
    }
}
