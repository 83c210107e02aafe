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
import serbench.codec.Codec;
import serbench.codec.Library;
import serbench.codec.Trait;
import serbench.codec.Traits;
import serbench.codec.Wire;
import serbench.data.Dataset;

/**
 * Jackson 2 databind over each of its formats and with each of its speed modules: the same mapping of
 * the model's public fields, with a type-bound ObjectWriter / ObjectReader made once per binding, as
 * Jackson's documentation advises.
 */
public final class JacksonCodec implements Codec {
    private static final Traits JSON = Traits.reflection(Trait.TEXT, Trait.CROSS_LANGUAGE);
    private static final Traits BINARY = Traits.reflection(Trait.CROSS_LANGUAGE);

    private final String id;
    private final String family;
    private final String setup;
    private final Library library;
    private final Traits traits;
    private final Supplier<ObjectMapper> mapper;

    private JacksonCodec(String id, String family, String setup, Library library, Traits traits,
                         Supplier<ObjectMapper> mapper) {
        this.id = id;
        this.family = family;
        this.setup = setup;
        this.library = library;
        this.traits = traits;
        this.mapper = mapper;
    }

    public static JacksonCodec json() {
        return new JacksonCodec("jackson-json", "Jackson", "JSON, ObjectMapper defaults", Library.of("jackson-databind",
            ObjectMapper.class), JSON, ObjectMapper::new);
    }

    public static JacksonCodec afterburner() {
        return new JacksonCodec("jackson-afterburner", "Jackson",
            "JSON, ObjectMapper with the Afterburner module (bytecode accessors)",
            Library.of("jackson-module-afterburner", AfterburnerModule.class), JSON,
            () -> JsonMapper.builder().addModule(new AfterburnerModule()).build());
    }

    public static JacksonCodec blackbird() {
        return new JacksonCodec("jackson-blackbird", "Jackson",
            "JSON, ObjectMapper with the Blackbird module (LambdaMetafactory accessors)",
            Library.of("jackson-module-blackbird", BlackbirdModule.class), JSON,
            () -> JsonMapper.builder().addModule(new BlackbirdModule()).build());
    }

    public static JacksonCodec smile() {
        return format("jackson-smile", "Jackson", "Smile binary JSON", "jackson-dataformat-smile", SmileFactory::new);
    }

    public static JacksonCodec cbor() {
        return format("jackson-cbor", "Jackson", "CBOR (RFC 8949)", "jackson-dataformat-cbor", CBORFactory::new);
    }

    public static JacksonCodec ion() {
        return new JacksonCodec("jackson-ion", "Jackson", "Amazon Ion binary, IonObjectMapper for binary writers",
            Library.of("jackson-dataformat-ion", IonObjectMapper.class), BINARY,
            () -> IonObjectMapper.builderForBinaryWriters().build());
    }

    public static JacksonCodec msgpack() {
        return format("msgpack", "MessagePack", "MessagePack through msgpack-java's Jackson format", "jackson-dataformat-msgpack",
            MessagePackFactory::new);
    }

    private static JacksonCodec format(String id, String family, String what, String library,
                                       Supplier<JsonFactory> factory) {
        return new JacksonCodec(id, family, what + ", ObjectMapper defaults", Library.of(library, factory.get().getClass()),
            BINARY, () -> new ObjectMapper(factory.get()));
    }

    @Override public String id() { return id; }

    @Override public String family() { return family; }

    @Override public String setup() { return setup + ", JavaTimeModule, ObjectWriter/ObjectReader bound to the type"; }

    @Override public Library library() { return library; }

    @Override public Traits traits() { return traits; }

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
