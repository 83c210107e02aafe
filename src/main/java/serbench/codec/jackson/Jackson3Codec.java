package serbench.codec.jackson;

import de.undercouch.bson4jackson.BsonFactory;
import java.util.function.Supplier;
import serbench.codec.Binding;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.Wire;
import serbench.data.Dataset;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.module.blackbird.BlackbirdModule;

/**
 * Jackson 3 databind (the {@code tools.jackson} packages) with its defaults: JSON, JSON with the Blackbird module
 * (accessors made through LambdaMetafactory instead of reflection, Jackson's recommended speed module on modern
 * JDKs), and BSON through bson4jackson 3, which is built on Jackson 3. Type-bound reader and writer made once per
 * binding.
 */
public final class Jackson3Codec extends ProfiledCodec {
    private final Supplier<ObjectMapper> mapper;

    private Jackson3Codec(Profile profile, Supplier<ObjectMapper> mapper) {
        super(profile);
        this.mapper = mapper;
    }

    public static Jackson3Codec json(Profile profile) {
        return new Jackson3Codec(profile, () -> JsonMapper.builder().build());
    }

    public static Jackson3Codec blackbird(Profile profile) {
        return new Jackson3Codec(profile, () -> JsonMapper.builder().addModule(new BlackbirdModule()).build());
    }

    public static Jackson3Codec bson(Profile profile) {
        return new Jackson3Codec(profile, () -> JsonMapper.builder(new BsonFactory()).build());
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        ObjectMapper mapper = this.mapper.get();
        ObjectWriter writer = mapper.writerFor(dataset.type());
        ObjectReader reader = mapper.readerFor(dataset.type());
        return Binding.direct(new Wire<>() {
            @Override public byte[] encode(M value) { return writer.writeValueAsBytes(value); }

            @Override public M decode(byte[] bytes) { return reader.readValue(bytes); }
        });
    }
}
