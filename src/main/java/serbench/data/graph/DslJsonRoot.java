package serbench.data.graph;

import com.dslplatform.json.CompiledJson;

/**
 * Names this data set's root type for DSL-JSON's annotation processor, which then compiles converters for it and every
 * type it reaches (the model carries no DSL-JSON annotations), so dsl-json meets the graph as it meets every model:
 * through compiled code, refused by the reference guard before it writes. Never instantiated.
 */
@CompiledJson
final class DslJsonRoot {
    public Company company;
}
