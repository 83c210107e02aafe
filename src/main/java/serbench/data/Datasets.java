package serbench.data;

import java.util.List;
import java.util.Optional;

/** The registry of data sets: adding one is one line here (plus its model and schemas). */
public final class Datasets {
    private static final List<Dataset<?>> ALL = List.of(
        new Dataset<>("user", "simple object of the Protobuf vs Thrift post: 6 fields, a 928-char title",
            serbench.model.user.User.class, UserValues::user),
        new Dataset<>("addressbook", "complex object of the Protobuf vs Thrift post: 300 persons, 3 phones each",
            serbench.model.addressbook.AddressBook.class, AddressBookValues::addressBook),
        new Dataset<>("message", "every protobuf scalar type, a nested message and an enum (all-types post)",
            serbench.model.message.Message.class, MessageValues::message),
        new Dataset<>("dns-record", "one passive-DNS record (DNS post)",
            serbench.model.dns.DnsRecord.class, DnsValues::record),
        new Dataset<>("dns-response", "a passive-DNS response of " + DnsValues.RESPONSE_RECORDS + " records (DNS post)",
            serbench.model.dns.DnsResponse.class, DnsValues::response),
        new Dataset<>("tree-0", "tree node with no children (object-size post)",
            serbench.model.tree.Foo.class, () -> TreeValues.tree(0)),
        new Dataset<>("tree-32", "tree node with 32 children (object-size post)",
            serbench.model.tree.Foo.class, () -> TreeValues.tree(32)),
        new Dataset<>("tree-64", "tree node with 64 children (object-size post)",
            serbench.model.tree.Foo.class, () -> TreeValues.tree(64)),
        new Dataset<>("tree-1024", "tree node with 1024 children (object-size post)",
            serbench.model.tree.Foo.class, () -> TreeValues.tree(1024)),
        new Dataset<>("user-small", "3-field user of the JMH multi-thread post",
            serbench.model.usersmall.User.class, UserValues::userSmall),
        new Dataset<>("media", "MediaContent, the standard value of the JVM serializer comparison",
            serbench.model.media.MediaContent.class, MediaValues::mediaContent));

    /**
     * What {@code serbench run} measures by default: a small object with a long string, a medium object
     * graph, a large collection; every codec on these fits the ten-minute default run.
     */
    private static final List<String> REPRESENTATIVE = List.of("user", "media", "addressbook");

    private Datasets() {}

    public static List<Dataset<?>> representative() {
        return REPRESENTATIVE.stream().<Dataset<?>>map(id -> byId(id).orElseThrow()).toList();
    }

    public static List<Dataset<?>> all() {
        return ALL;
    }

    public static Optional<Dataset<?>> byId(String id) {
        return ALL.stream().filter(d -> d.id().equals(id)).findFirst();
    }
}
