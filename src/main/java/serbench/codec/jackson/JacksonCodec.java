package serbench.codec.jackson;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import java.util.function.Supplier;
import org.msgpack.jackson.dataformat.MessagePackFactory;
import serbench.codec.Binding;
import serbench.codec.ModelTypes;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.Wire;
import serbench.data.Dataset;

/**
 * Jackson 2 databind over each of its formats and with each of its speed modules: the same mapping of
 * the model's public fields, with a type-bound ObjectWriter / ObjectReader made once per binding, as
 * Jackson's documentation advises. The array-shaped variants write each model object as the array of its
 * values in field order, no names on the wire, as {@code @JsonFormat(shape = ARRAY)} on every model class would.
 */
public final class JacksonCodec extends ProfiledCodec {
    private final Supplier<ObjectMapper> mapper;
    private final boolean arrays;

    private JacksonCodec(Profile profile, Supplier<ObjectMapper> mapper, boolean arrays) {
        super(profile);
        this.mapper = mapper;
        this.arrays = arrays;
    }

    private JacksonCodec(Profile profile, Supplier<ObjectMapper> mapper) {
        this(profile, mapper, false);
    }

    public static JacksonCodec json(Profile profile) {
        return new JacksonCodec(profile, ObjectMapper::new);
    }

    public static JacksonCodec afterburner(Profile profile) {
        return new JacksonCodec(profile, JacksonMappers::afterburner);
    }

    public static JacksonCodec blackbird(Profile profile) {
        return new JacksonCodec(profile, JacksonMappers::blackbird);
    }

    public static JacksonCodec smile(Profile profile) {
        return format(profile, SmileFactory::new);
    }

    public static JacksonCodec cbor(Profile profile) {
        return format(profile, CBORFactory::new);
    }

    public static JacksonCodec ion(Profile profile) {
        return new JacksonCodec(profile, JacksonMappers::ion);
    }

    public static JacksonCodec msgpack(Profile profile) {
        return format(profile, MessagePackFactory::new);
    }

    public static JacksonCodec msgpackArray(Profile profile) {
        return format(profile, MessagePackFactory::new, true);
    }

    public static JacksonCodec cborArray(Profile profile) {
        return format(profile, CBORFactory::new, true);
    }

    private static JacksonCodec format(Profile profile, Supplier<JsonFactory> factory) {
        return format(profile, factory, false);
    }

    private static JacksonCodec format(Profile profile, Supplier<JsonFactory> factory, boolean arrays) {
        return new JacksonCodec(profile, () -> new ObjectMapper(factory.get()), arrays);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        ObjectMapper m = mapper(dataset);
        ObjectWriter writer = m.writerFor(dataset.type());
        ObjectReader reader = m.readerFor(dataset.type());
        return Binding.direct(new Wire<>() {
            @Override public byte[] encode(M value) throws Exception { return writer.writeValueAsBytes(value); }

            @Override public M decode(byte[] bytes) throws Exception { return reader.readValue(bytes); }
        });
    }

    /** This configuration's mapper for a data set, made anew for each binding; its I/O-shape variants bind the same. */
    ObjectMapper mapper(Dataset<?> dataset) {
        // java.time (LocalDate, Instant...) is a module in Jackson 2; the user's own classes (--type) use it
        ObjectMapper m = mapper.get().registerModule(new JavaTimeModule());
        if (arrays) {
            // enums keep their names: the shape is for the objects that would otherwise repeat field names
            JsonFormat.Value array = JsonFormat.Value.forShape(JsonFormat.Shape.ARRAY);
            ModelTypes.reachableFrom(dataset.type()).stream().filter(c -> !c.isEnum()).forEach(c -> m.configOverride(c).setFormat(array));
        }
        return m;
    }
}
