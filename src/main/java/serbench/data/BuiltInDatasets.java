package serbench.data;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
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
 * without the registry that finds the size axis's. A data set is made when first asked for, with its conversions: a
 * JVM that measures media loads no other data set's generated classes, nor their libraries' (docs/first-call.md).
 */
public final class BuiltInDatasets {
    private static final List<Row<?>> ROWS = List.of(
        row("user", "simple object of the Protobuf vs Thrift post: 6 fields, a 928-char title",
            User.class, UserData::user, () -> UserData.CONVERSIONS, () -> UserData.MANUAL),
        row("addressbook", "complex object of the Protobuf vs Thrift post: 300 persons, 3 phones each",
            AddressBook.class, AddressBookData::addressBook,
            () -> AddressBookData.CONVERSIONS, () -> AddressBookData.MANUAL),
        row("message", "every protobuf scalar type, a nested message and an enum (all-types post)",
            Message.class, MessageData::message, () -> MessageData.CONVERSIONS, () -> MessageData.MANUAL),
        row("dns-record", "one passive-DNS record (DNS post)",
            DnsRecord.class, DnsData::record, () -> DnsData.RECORD_CONVERSIONS, () -> DnsData.RECORD_MANUAL),
        row("dns-response", "a passive-DNS response of " + DnsData.RESPONSE_RECORDS + " records (DNS post)",
            DnsResponse.class, DnsData::response, () -> DnsData.RESPONSE_CONVERSIONS, () -> DnsData.RESPONSE_MANUAL),
        row("tree-0", "tree node with no children (object-size post)",
            Foo.class, () -> TreeData.tree(0), () -> TreeData.CONVERSIONS, () -> TreeData.MANUAL),
        row("tree-32", "tree node with 32 children (object-size post)",
            Foo.class, () -> TreeData.tree(32), () -> TreeData.CONVERSIONS, () -> TreeData.MANUAL),
        row("tree-64", "tree node with 64 children (object-size post)",
            Foo.class, () -> TreeData.tree(64), () -> TreeData.CONVERSIONS, () -> TreeData.MANUAL),
        row("tree-1024", "tree node with 1024 children (object-size post)",
            Foo.class, () -> TreeData.tree(1024), () -> TreeData.CONVERSIONS, () -> TreeData.MANUAL),
        row("user-small", "3-field user of the JMH multi-thread post",
            serbench.data.usersmall.User.class, UserSmallData::userSmall,
            () -> UserSmallData.CONVERSIONS, () -> UserSmallData.MANUAL),
        row("media", "MediaContent, the standard value of the JVM serializer comparison",
            MediaContent.class, MediaData::mediaContent, () -> MediaData.CONVERSIONS, () -> MediaData.MANUAL),
        row("edge-cases", "a long above 2^53, the int and long limits, NaN and infinities, empty and absent strings, "
            + "characters outside the BMP, an empty list and a map (for verify and interop)",
            EdgeCases.class, EdgeCasesData::edgeCases, () -> EdgeCasesData.CONVERSIONS, () -> EdgeCasesData.MANUAL),
        row("numeric", "4 time series of " + NumericData.POINTS + " points: long timestamps, double values and "
            + NumericData.FEATURES + " float features each (numeric arrays)",
            SeriesBatch.class, NumericData::seriesBatch, () -> NumericData.CONVERSIONS, () -> NumericData.MANUAL),
        row("twitter", "twitter.json of the JSON parsing benchmarks: " + TwitterData.STATUSES
            + " statuses of a Twitter search, CJK text (a public corpus)",
            SearchResult.class, TwitterData::searchResult, () -> TwitterData.CONVERSIONS, () -> TwitterData.MANUAL),
        row("citm", "citm_catalog.json of the JSON parsers' benchmarks: a concert catalogue, 184 events and 243 "
            + "performances, name tables keyed by id (a public document, 1.7 MB as published)",
            CitmCatalog.class, CitmData::citmCatalog, () -> CitmData.CONVERSIONS, () -> CitmData.MANUAL),
        row("graph", "an ORM-like object graph: " + GraphData.DEPARTMENTS + " departments of " + GraphData.EMPLOYEES
            + " employees pointing back to their department (a cycle), sharing heads and " + GraphData.PROJECTS + " projects",
            Company.class, GraphData::company, () -> GraphConversions.CONVERSIONS, () -> GraphConversions.MANUAL));

    private BuiltInDatasets() {}

    /** A data set as its row names it, made (its conversions and hand-written format read) on first use. */
    private record Row<M>(String id, String description, Class<M> type, Supplier<M> factory,
                          Supplier<List<Conversion<M, ?>>> conversions, Supplier<ManualFormat<M>> manual) {
        Dataset<M> make() {
            return new Dataset<>(id, description, type, factory, conversions.get(), manual.get());
        }
    }

    private static <M> Row<M> row(String id, String description, Class<M> type, Supplier<M> factory,
                                  Supplier<List<Conversion<M, ?>>> conversions, Supplier<ManualFormat<M>> manual) {
        return new Row<>(id, description, type, factory, conversions, manual);
    }

    private static final Map<String, Dataset<?>> MADE = new ConcurrentHashMap<>();

    /** The built-in data sets' ids, in the table's order, none of them made. */
    public static List<String> ids() {
        return ROWS.stream().map(Row::id).toList();
    }

    /** Every built-in data set, in the table's order. */
    public static List<Dataset<?>> all() {
        return ROWS.stream().<Dataset<?>>map(BuiltInDatasets::made).toList();
    }

    public static Optional<Dataset<?>> byId(String id) {
        return ROWS.stream().filter(r -> r.id().equals(id)).findFirst().map(BuiltInDatasets::made);
    }

    private static Dataset<?> made(Row<?> row) {
        return MADE.computeIfAbsent(row.id(), k -> row.make());
    }
}
