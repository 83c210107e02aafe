package serbench.codec.jackson;

import de.undercouch.bson4jackson.BsonFactory;
import serbench.codec.Binding;
import serbench.codec.Codec;
import serbench.codec.Library;
import serbench.codec.Trait;
import serbench.codec.Traits;
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
public final class Jackson3Codec implements Codec {
    private final boolean bson;

    private Jackson3Codec(boolean bson) {
        this.bson = bson;
    }

    public static Jackson3Codec json() {
        return new Jackson3Codec(false);
    }

    public static Jackson3Codec bson() {
        return new Jackson3Codec(true);
    }

    @Override public String id() { return bson ? "bson" : "jackson3-json"; }

    @Override public String family() { return bson ? "BSON" : "Jackson"; }

    @Override
    public String setup() {
        return (bson ? "BSON (MongoDB's document format) through bson4jackson on Jackson 3" : "JSON, Jackson 3 JsonMapper defaults")
            + ", ObjectWriter/ObjectReader bound to the type";
    }

    @Override
    public Library library() {
        return bson ? Library.of("bson4jackson", BsonFactory.class) : Library.of("jackson-databind 3", JsonMapper.class);
    }

    @Override
    public Traits traits() {
        return bson ? Traits.reflection(Trait.CROSS_LANGUAGE) : Traits.reflection(Trait.TEXT, Trait.CROSS_LANGUAGE);
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
