package serbench.codec.dsljson;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.runtime.Settings;
import serbench.codec.Binding;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.Wire;
import serbench.data.Dataset;

/**
 * DSL-JSON as its documentation recommends: the model's converters compiled at build time by its annotation
 * processor (each data set's package names its root type in a {@code DslJsonRoot}; a test checks they are the
 * ones used), its runtime support only for the generic collections around them, a reused JsonWriter per thread.
 * Doubles are read at {@code DoublePrecision.EXACT}: its default, {@code DEFAULT}, trades exactness for speed and
 * reads a double of 16 or 17 significant digits up to a unit in the last place off (a quarter of {@code numeric}'s),
 * which a service that must give back the numbers it was sent would not ship.
 */
public final class DslJsonCodec extends ProfiledCodec {
    public DslJsonCodec(Profile profile) {
        super(profile);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        DslJson<Object> dsl = new DslJson<>(Settings.withRuntime().includeServiceLoader()
            .doublePrecision(JsonReader.DoublePrecision.EXACT));
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
