package serbench.interop;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.util.Base64;

/**
 * A data set's value as the JSON the peers read and write: the model's fields by their Java names, enums by
 * constant, numbers exact (a long above 2^53 in all its digits), a byte array as {@code {"$bytes": base64}} so
 * that a peer knows it from a string. A peer's value comes back as JSON too and is read into the model here,
 * strictly enough that a change shows: a double is not taken for an int, an unknown field is an error.
 */
final class ModelJson {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
        .visibility(PropertyAccessor.ALL, JsonAutoDetect.Visibility.NONE)
        .visibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY)   // every field, as ModelDiff compares them
        .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)                    // Python's json writes NaN and Infinity
        .disable(JsonWriteFeature.WRITE_NAN_AS_STRINGS)                       // and reads them so, as numbers, not strings
        .enable(MapperFeature.ACCEPT_CASE_INSENSITIVE_ENUMS)                  // Cap'n Proto's small is Java's SMALL
        .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
        .addModule(new SimpleModule().addSerializer(byte[].class, new BytesSerializer()))
        .build();

    private ModelJson() {}

    static byte[] write(Object value) throws JsonProcessingException {
        return MAPPER.writeValueAsBytes(value);
    }

    static <M> M read(JsonNode value, Class<M> type) throws JsonProcessingException {
        return MAPPER.treeToValue(value, type);
    }

    static JsonNode parse(byte[] json) throws IOException {
        return MAPPER.readTree(json);
    }

    private static final class BytesSerializer extends StdSerializer<byte[]> {
        BytesSerializer() {
            super(byte[].class);
        }

        @Override
        public void serialize(byte[] value, JsonGenerator gen, SerializerProvider provider) throws IOException {
            gen.writeStartObject();
            gen.writeStringField("$bytes", Base64.getEncoder().encodeToString(value));
            gen.writeEndObject();
        }
    }
}
