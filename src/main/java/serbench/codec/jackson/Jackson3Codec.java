package serbench.codec.jackson;

import de.undercouch.bson4jackson.BsonFactory;
import serbench.codec.Binding;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.Wire;
import serbench.data.Dataset;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.json.JsonMapper;

/**
 * Jackson 3 databind (the {@code tools.jackson} packages) with its defaults: JSON, and BSON through
 * bson4jackson 3, which is built on Jackson 3. Type-bound reader and writer made once per binding.
 */
public final class Jackson3Codec extends ProfiledCodec {
    private final boolean bson;

    private Jackson3Codec(Profile profile, boolean bson) {
        super(profile);
        this.bson = bson;
    }

    public static Jackson3Codec json(Profile profile) {
        return new Jackson3Codec(profile, false);
    }

    public static Jackson3Codec bson(Profile profile) {
        return new Jackson3Codec(profile, true);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        ObjectMapper mapper = bson ? JsonMapper.builder(new BsonFactory()).build() : JsonMapper.builder().build();
        ObjectWriter writer = mapper.writerFor(dataset.type());
        ObjectReader reader = mapper.readerFor(dataset.type());
        return Binding.direct(new Wire<>() {
            @Override public byte[] encode(M value) { return writer.writeValueAsBytes(value); }

            @Override public M decode(byte[] bytes) { return reader.readValue(bytes); }
        });
    }
}
