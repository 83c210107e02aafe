package serbench.codec.dsljson;

import com.dslplatform.json.CompiledJson;

/**
 * Names every data set's root type for DSL-JSON's annotation processor, which then compiles converters
 * for them and every type they reach, as its maintainer advises for classes that cannot carry
 * {@code @CompiledJson} themselves (the shared model carries no codec's annotations). Never instantiated
 * for serialization; its converter is generated too, and unused.
 */
@CompiledJson
public final class CompiledModels {
    public serbench.data.addressbook.AddressBook addressBook;
    public serbench.data.dns.DnsRecord dnsRecord;
    public serbench.data.dns.DnsResponse dnsResponse;
    public serbench.data.media.MediaContent media;
    public serbench.data.message.Message message;
    public serbench.data.tree.Foo tree;
    public serbench.data.user.User user;
    public serbench.data.usersmall.User userSmall;
}
