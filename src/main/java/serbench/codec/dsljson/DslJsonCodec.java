package serbench.codec.dsljson;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.runtime.Settings;
import serbench.codec.Binding;
import serbench.codec.Codec;
import serbench.codec.Library;
import serbench.codec.Trait;
import serbench.codec.Traits;
import serbench.codec.Wire;
import serbench.data.Dataset;

/**
 * DSL-JSON with its runtime analysis of the classes (the same converters its annotation processor
 * would generate for classes annotated with {@code @CompiledJson}; the shared model carries no codec's
 * annotations), a reused JsonWriter per thread.
 */
public final class DslJsonCodec implements Codec {
    @Override public String id() { return "dsl-json"; }

    @Override public String family() { return "DSL-JSON"; }

    @Override public String setup() { return "Settings.withRuntime().includeServiceLoader(), reused JsonWriter, deserialize(type, bytes)"; }

    @Override public Library library() { return Library.of("dsl-json", DslJson.class); }

    @Override public Traits traits() { return Traits.reflection(Trait.TEXT, Trait.CROSS_LANGUAGE, Trait.BUFFER_REUSED); }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        DslJson<Object> dsl = new DslJson<>(Settings.withRuntime().includeServiceLoader());
        JsonWriter writer = dsl.newWriter(4096);
        Class<M> type = dataset.type();
        return Binding.direct(new Wire<>() {
            @Override
            public byte[] encode(M value) throws Exception {
                writer.reset();
                dsl.serialize(writer, value);
                return writer.toByteArray();
            }

            @Override public M decode(byte[] bytes) throws Exception { return dsl.deserialize(type, bytes, bytes.length); }
        });
    }
}
