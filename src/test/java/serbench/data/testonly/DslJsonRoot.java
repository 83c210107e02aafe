package serbench.data.testonly;

import com.dslplatform.json.CompiledJson;

/** Names this data set's root type for DSL-JSON's annotation processor (see serbench.data.media.DslJsonRoot). */
@CompiledJson
final class DslJsonRoot {
    public Basket basket;
}
