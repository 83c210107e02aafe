package serbench.data.dns;

import com.dslplatform.json.CompiledJson;

/**
 * Names this data set's root types for DSL-JSON's annotation processor, which then compiles converters for
 * them and every type they reach, as its maintainer advises for classes that cannot carry
 * {@code @CompiledJson} themselves (the model carries no DSL-JSON annotations). Never instantiated.
 */
@CompiledJson
final class DslJsonRoot {
    public DnsRecord record;
    public DnsResponse response;
}
