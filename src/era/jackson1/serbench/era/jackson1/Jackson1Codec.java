package serbench.era.jackson1;

import org.codehaus.jackson.map.ObjectMapper;
import org.codehaus.jackson.map.ObjectReader;
import org.codehaus.jackson.map.ObjectWriter;
import serbench.codec.Binding;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.Wire;
import serbench.data.Dataset;

/**
 * The jackson-json row's configuration on Jackson 1 (org.codehaus.jackson, the Jackson of the classic posts):
 * ObjectMapper defaults, a writer and a reader bound to the type once per binding. Jackson 1 has no java.time module
 * (the user's own classes with java.time fields fail), and its packages and method names are not Jackson 2's
 * (typedWriter, renamed writerWithType in 1.9): hence an adapter of its own.
 */
public final class Jackson1Codec extends ProfiledCodec {
    public Jackson1Codec(Profile profile) {
        super(profile);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        ObjectMapper mapper = new ObjectMapper();
        ObjectWriter writer = mapper.typedWriter(dataset.type());
        ObjectReader reader = mapper.reader(dataset.type());
        return Binding.direct(new Wire<>() {
            @Override public byte[] encode(M value) throws Exception { return writer.writeValueAsBytes(value); }

            @Override public M decode(byte[] bytes) throws Exception { return reader.readValue(bytes); }
        });
    }
}
