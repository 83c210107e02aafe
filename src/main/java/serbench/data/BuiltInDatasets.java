package serbench.data;

import java.util.List;
import java.util.Optional;
import serbench.data.addressbook.AddressBook;
import serbench.data.addressbook.AddressBookData;
import serbench.data.citm.CitmCatalog;
import serbench.data.citm.CitmData;
import serbench.data.dns.DnsData;
import serbench.data.dns.DnsRecord;
import serbench.data.dns.DnsResponse;
import serbench.data.edgecases.EdgeCases;
import serbench.data.edgecases.EdgeCasesData;
import serbench.data.graph.Company;
import serbench.data.graph.GraphConversions;
import serbench.data.graph.GraphData;
import serbench.data.media.MediaContent;
import serbench.data.media.MediaData;
import serbench.data.message.Message;
import serbench.data.message.MessageData;
import serbench.data.numeric.NumericData;
import serbench.data.numeric.SeriesBatch;
import serbench.data.tree.Foo;
import serbench.data.twitter.SearchResult;
import serbench.data.twitter.TwitterData;
import serbench.data.tree.TreeData;
import serbench.data.user.User;
import serbench.data.user.UserData;
import serbench.data.usersmall.UserSmallData;

/**
 * The built-in data sets: adding one is one line here (plus its package: model, value, schemas, conversions,
 * hand-written format). Apart from {@link Datasets} so that the size axis, which grows some of them, finds them
 * without the registry that finds the size axis's.
 */
public final class BuiltInDatasets {
    static final List<Dataset<?>> ALL = List.of(
        new Dataset<>("user", "simple object of the Protobuf vs Thrift post: 6 fields, a 928-char title",
            User.class, UserData::user, UserData.CONVERSIONS, UserData.MANUAL),
        new Dataset<>("addressbook", "complex object of the Protobuf vs Thrift post: 300 persons, 3 phones each",
            AddressBook.class, AddressBookData::addressBook,
            AddressBookData.CONVERSIONS, AddressBookData.MANUAL),
        new Dataset<>("message", "every protobuf scalar type, a nested message and an enum (all-types post)",
            Message.class, MessageData::message, MessageData.CONVERSIONS, MessageData.MANUAL),
        new Dataset<>("dns-record", "one passive-DNS record (DNS post)",
            DnsRecord.class, DnsData::record, DnsData.RECORD_CONVERSIONS, DnsData.RECORD_MANUAL),
        new Dataset<>("dns-response", "a passive-DNS response of " + DnsData.RESPONSE_RECORDS + " records (DNS post)",
            DnsResponse.class, DnsData::response, DnsData.RESPONSE_CONVERSIONS, DnsData.RESPONSE_MANUAL),
        new Dataset<>("tree-0", "tree node with no children (object-size post)",
            Foo.class, () -> TreeData.tree(0), TreeData.CONVERSIONS, TreeData.MANUAL),
        new Dataset<>("tree-32", "tree node with 32 children (object-size post)",
            Foo.class, () -> TreeData.tree(32), TreeData.CONVERSIONS, TreeData.MANUAL),
        new Dataset<>("tree-64", "tree node with 64 children (object-size post)",
            Foo.class, () -> TreeData.tree(64), TreeData.CONVERSIONS, TreeData.MANUAL),
        new Dataset<>("tree-1024", "tree node with 1024 children (object-size post)",
            Foo.class, () -> TreeData.tree(1024), TreeData.CONVERSIONS, TreeData.MANUAL),
        new Dataset<>("user-small", "3-field user of the JMH multi-thread post",
            serbench.data.usersmall.User.class, UserSmallData::userSmall,
            UserSmallData.CONVERSIONS, UserSmallData.MANUAL),
        new Dataset<>("media", "MediaContent, the standard value of the JVM serializer comparison",
            MediaContent.class, MediaData::mediaContent, MediaData.CONVERSIONS, MediaData.MANUAL),
        new Dataset<>("edge-cases", "a long above 2^53, the int and long limits, NaN and infinities, empty and absent strings, "
            + "characters outside the BMP, an empty list and a map (for verify and interop)",
            EdgeCases.class, EdgeCasesData::edgeCases, EdgeCasesData.CONVERSIONS, EdgeCasesData.MANUAL),
        new Dataset<>("numeric", "4 time series of " + NumericData.POINTS + " points: long timestamps, double values and "
            + NumericData.FEATURES + " float features each (numeric arrays)",
            SeriesBatch.class, NumericData::seriesBatch, NumericData.CONVERSIONS, NumericData.MANUAL),
        new Dataset<>("twitter", "twitter.json of the JSON parsing benchmarks: " + TwitterData.STATUSES
            + " statuses of a Twitter search, CJK text (a public corpus)",
            SearchResult.class, TwitterData::searchResult, TwitterData.CONVERSIONS, TwitterData.MANUAL),
        new Dataset<>("citm", "citm_catalog.json of the JSON parsers' benchmarks: a concert catalogue, 184 events and 243 "
            + "performances, name tables keyed by id (a public document, 1.7 MB as published)",
            CitmCatalog.class, CitmData::citmCatalog, CitmData.CONVERSIONS, CitmData.MANUAL),
        new Dataset<>("graph", "an ORM-like object graph: " + GraphData.DEPARTMENTS + " departments of " + GraphData.EMPLOYEES
            + " employees pointing back to their department (a cycle), sharing heads and " + GraphData.PROJECTS + " projects",
            Company.class, GraphData::company, GraphConversions.CONVERSIONS, GraphConversions.MANUAL));

    private BuiltInDatasets() {}

    public static Optional<Dataset<?>> byId(String id) {
        return ALL.stream().filter(d -> d.id().equals(id)).findFirst();
    }
}
