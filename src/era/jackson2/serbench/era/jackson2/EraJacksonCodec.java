package serbench.era.jackson2;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.datatype.jsr310.JSR310Module;
import serbench.codec.Binding;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.Wire;
import serbench.data.Dataset;

/**
 * The jackson-json row's configuration on Jackson 2.4: ObjectMapper defaults, java.time through the era's module, a
 * writer and a reader bound to the type once per binding. Jackson 2.4 names them writerWithType and reader(Class)
 * (writerFor and readerFor came in 2.5) and its java.time module JSR310Module (JavaTimeModule in 2.6): hence an
 * adapter of its own.
 */
public final class EraJacksonCodec extends ProfiledCodec {
    public EraJacksonCodec(Profile profile) {
        super(profile);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        ObjectMapper mapper = new ObjectMapper().registerModule(new JSR310Module());
        ObjectWriter writer = mapper.writerWithType(dataset.type());
        ObjectReader reader = mapper.reader(dataset.type());
        return Binding.direct(new Wire<>() {
            @Override public byte[] encode(M value) throws Exception { return writer.writeValueAsBytes(value); }

            @Override public M decode(byte[] bytes) throws Exception { return reader.readValue(bytes); }
        });
    }
}
