package serbench.data.citm;

import com.dslplatform.json.CompiledJson;

/**
 * Names this data set's root type for DSL-JSON's annotation processor, which then compiles converters for
 * it and every type it reaches, as its maintainer advises for classes that cannot carry
 * {@code @CompiledJson} themselves (the model carries no DSL-JSON annotations). Never instantiated.
 */
@CompiledJson
final class DslJsonRoot {
    public CitmCatalog citmCatalog;
}
