package serbench.codec.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import serbench.codec.Binding;
import serbench.codec.Codec;
import serbench.codec.Library;
import serbench.codec.Trait;
import serbench.codec.Traits;
import serbench.codec.Wire;
import serbench.data.Dataset;

/** Jackson 2 databind with its default settings, through a type-bound reader and writer. */
public final class JacksonJsonCodec implements Codec {
    @Override public String id() { return "jackson-json"; }

    @Override public String family() { return "Jackson"; }

    @Override public String setup() { return "ObjectMapper defaults, ObjectWriter/ObjectReader bound to the type"; }

    @Override public Library library() { return Library.of("jackson-databind", ObjectMapper.class); }

    @Override public Traits traits() { return Traits.reflection(Trait.TEXT, Trait.CROSS_LANGUAGE); }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        ObjectMapper mapper = new ObjectMapper();
        ObjectWriter writer = mapper.writerFor(dataset.type());
        ObjectReader reader = mapper.readerFor(dataset.type());
        return Binding.direct(new Wire<>() {
            @Override public byte[] encode(M value) throws Exception { return writer.writeValueAsBytes(value); }

            @Override public M decode(byte[] bytes) throws Exception { return reader.readValue(bytes); }
        });
    }
}
