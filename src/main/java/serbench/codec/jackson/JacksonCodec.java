package serbench.codec.jackson;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.dataformat.ion.IonObjectMapper;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import com.fasterxml.jackson.module.afterburner.AfterburnerModule;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import java.util.function.Supplier;
import org.msgpack.jackson.dataformat.MessagePackFactory;
import serbench.codec.Binding;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.Wire;
import serbench.data.Dataset;

/**
 * Jackson 2 databind over each of its formats and with each of its speed modules: the same mapping of
 * the model's public fields, with a type-bound ObjectWriter / ObjectReader made once per binding, as
 * Jackson's documentation advises.
 */
public final class JacksonCodec extends ProfiledCodec {
    private final Supplier<ObjectMapper> mapper;

    private JacksonCodec(Profile profile, Supplier<ObjectMapper> mapper) {
        super(profile);
        this.mapper = mapper;
    }

    public static JacksonCodec json(Profile profile) {
        return new JacksonCodec(profile, ObjectMapper::new);
    }

    public static JacksonCodec afterburner(Profile profile) {
        return new JacksonCodec(profile, () -> JsonMapper.builder().addModule(new AfterburnerModule()).build());
    }

    public static JacksonCodec blackbird(Profile profile) {
        return new JacksonCodec(profile, () -> JsonMapper.builder().addModule(new BlackbirdModule()).build());
    }

    public static JacksonCodec smile(Profile profile) {
        return format(profile, SmileFactory::new);
    }

    public static JacksonCodec cbor(Profile profile) {
        return format(profile, CBORFactory::new);
    }

    public static JacksonCodec ion(Profile profile) {
        return new JacksonCodec(profile, () -> IonObjectMapper.builderForBinaryWriters().build());
    }

    public static JacksonCodec msgpack(Profile profile) {
        return format(profile, MessagePackFactory::new);
    }

    private static JacksonCodec format(Profile profile, Supplier<JsonFactory> factory) {
        return new JacksonCodec(profile, () -> new ObjectMapper(factory.get()));
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        // java.time (LocalDate, Instant...) is a module in Jackson 2; the user's own classes (--type) use it
        ObjectMapper m = mapper.get().registerModule(new JavaTimeModule());
        ObjectWriter writer = m.writerFor(dataset.type());
        ObjectReader reader = m.readerFor(dataset.type());
        return Binding.direct(new Wire<>() {
            @Override public byte[] encode(M value) throws Exception { return writer.writeValueAsBytes(value); }

            @Override public M decode(byte[] bytes) throws Exception { return reader.readValue(bytes); }
        });
    }
}
