package serbench.codec;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.runtime.Settings;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import serbench.data.Datasets;

/** dsl-json must run on the converters its annotation processor compiled, not on its runtime reflection. */
class DslJsonCompiledTest {
    static Class<?>[] modelTypes() {
        return Datasets.all().stream().map(d -> d.type()).distinct().toArray(Class<?>[]::new);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("modelTypes")
    void everyModelTypeHasACompiledConverter(Class<?> type) {
        DslJson<Object> dsl = new DslJson<>(Settings.withRuntime().includeServiceLoader());
        String writer = dsl.tryFindWriter(type).getClass().getName();
        String reader = dsl.tryFindReader(type).getClass().getName();
        String compiled = "_" + type.getSimpleName() + "_DslJsonConverter";
        assertTrue(writer.contains(compiled), writer);
        assertTrue(reader.contains(compiled), reader);
    }
}
