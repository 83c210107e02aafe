package serbench.codec.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.ion.IonObjectMapper;
import com.fasterxml.jackson.module.afterburner.AfterburnerModule;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;

/**
 * The mappers of Jackson's rows that need a module or a format beyond databind, apart from {@link JacksonCodec}: the
 * JVM's verifier loads the classes a method's code passes as another type, so {@code JacksonCodec} itself links
 * against databind and java.time's module alone, and {@code --version jackson-json=...} runs it on those of another
 * Jackson version (docs/versions.md).
 */
final class JacksonMappers {
    private JacksonMappers() {}

    static ObjectMapper afterburner() {
        return JsonMapper.builder().addModule(new AfterburnerModule()).build();
    }

    static ObjectMapper blackbird() {
        return JsonMapper.builder().addModule(new BlackbirdModule()).build();
    }

    static ObjectMapper ion() {
        return IonObjectMapper.builderForBinaryWriters().build();
    }
}
