package serbench.data;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import serbench.data.addressbook.AddressBook;
import serbench.data.addressbook.AddressBookData;
import serbench.data.dns.DnsData;
import serbench.data.dns.DnsRecord;
import serbench.data.dns.DnsResponse;
import serbench.data.edgecases.EdgeCases;
import serbench.data.edgecases.EdgeCasesData;
import serbench.data.media.MediaContent;
import serbench.data.media.MediaData;
import serbench.data.own.OwnDatasets;
import serbench.data.own.OwnType;
import serbench.data.scale.Pool;
import serbench.data.scale.SizeAxis;
import serbench.data.message.Message;
import serbench.data.message.MessageData;
import serbench.data.tree.Foo;
import serbench.data.tree.TreeData;
import serbench.data.user.User;
import serbench.data.user.UserData;
import serbench.data.usersmall.UserSmallData;

/**
 * The registry of data sets: adding one is one line here (plus its package: model, value, schemas,
 * conversions, hand-written format). Data sets outside the main sources (the tests' own) register through
 * {@link DatasetProvider} instead, one line in a {@code META-INF/services} file.
 */
public final class Datasets {
    private static final List<Dataset<?>> BUILT_IN = List.of(
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
            EdgeCases.class, EdgeCasesData::edgeCases, EdgeCasesData.CONVERSIONS, EdgeCasesData.MANUAL));

    /**
     * The data sets of every provider on the class path, looked up only when asked for by {@link #all()} or for
     * an id no built-in data set has: the lookup opens every jar on the class path, and a measuring JVM that did
     * so at start measured capnproto's deser 9% slower (21.3 to 23.2 ns/op on media, in two runs each way).
     */
    private static final class Provided {
        static final List<Dataset<?>> ALL = ServiceLoader.load(DatasetProvider.class).stream()
            .flatMap(p -> p.get().datasets().stream()).toList();
    }

    /**
     * What {@code serbench run} measures by default: media, the standard value of the JVM serializer
     * comparison, a medium object graph of strings, numbers, enums, a list and optional fields. Every
     * codec on it, with at least two measuring JVMs per pair, fits the ten-minute default run; every codec
     * on three data sets would take more than twice that on two cores.
     */
    private static final List<String> RUN_DEFAULT = List.of("media");

    /**
     * Built-in data sets that {@code run --datasets all} leaves out: edge-cases is for verify and interop, where
     * it shows what each format loses; seven codecs cannot represent it, so its timings would compare fewer codecs
     * than every other data set's (docs/datasets.md).
     */
    private static final List<String> NOT_TIMED = List.of("edge-cases");

    /**
     * The user's own data sets (--type), added for this process: reports and JMH name data sets by id, so
     * the command line, a resumed run and a measuring JVM register the same definition and look it up alike.
     */
    private static final List<Dataset<?>> OWN = new CopyOnWriteArrayList<>();
    /** Their definitions by data set id, for a JVM of serbench's that must find one too ({@link #OWN_PROPERTY}). */
    private static final java.util.Map<String, OwnType> OWN_TYPES = new java.util.concurrent.ConcurrentHashMap<>();
    /**
     * The system property that passes the own data sets' definitions (as JSON) to a JVM of serbench's that finds data
     * sets by id, where {@link #addOwnFromProperty} registers them.
     */
    public static final String OWN_PROPERTY = "serbench.own";

    private Datasets() {}

    /**
     * Loads the user's own data sets and makes them known by id, in place of an own one of the same id.
     *
     * @throws IllegalArgumentException in one line, when a path, the class or a sample is wrong
     */
    public static synchronized List<Dataset<?>> addOwn(OwnType own) {
        List<Dataset<?>> loaded = OwnDatasets.load(own);
        for (Dataset<?> d : loaded) {
            if (BUILT_IN.stream().anyMatch(b -> b.id().equals(d.id()))) {
                throw new IllegalArgumentException("data set id '" + d.id() + "' is a built-in data set's; choose another with --name");
            }
            OWN.removeIf(o -> o.id().equals(d.id()));
            OWN.add(d);
            OWN_TYPES.put(d.id(), own);
        }
        return loaded;
    }

    /**
     * The {@code -D} option that gives another JVM the definition of {@code dataset} when it is one of the user's own;
     * empty for any other.
     */
    public static List<String> ownOption(String dataset) {
        OwnType own = OWN_TYPES.get(dataset);
        if (own == null) return List.of();
        try {
            return List.of("-D" + OWN_PROPERTY + "=" + JSON.writeValueAsString(List.of(own)));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** In a JVM started with {@link #ownOption}: registers the own data sets it names. */
    public static void addOwnFromProperty() throws java.io.IOException {
        String own = System.getProperty(OWN_PROPERTY);
        if (own != null) for (OwnType t : JSON.readValue(own, OwnType[].class)) addOwn(t);
    }

    private static final com.fasterxml.jackson.databind.ObjectMapper JSON = new com.fasterxml.jackson.databind.ObjectMapper();

    public static List<Dataset<?>> runDefault() {
        return RUN_DEFAULT.stream().<Dataset<?>>map(id -> byId(id).orElseThrow()).toList();
    }

    /** The registered data sets: the built-in ones and any a {@link DatasetProvider} adds. */
    public static List<Dataset<?>> all() {
        return Stream.concat(BUILT_IN.stream(), Provided.ALL.stream()).toList();
    }

    /**
     * The registered data sets among {@code ids}, in that order: what a separate JVM finds by id alone, so not the
     * user's own ones nor the size axis's.
     */
    public static List<Dataset<?>> registered(Collection<String> ids) {
        return ids.stream().distinct().map(id -> all().stream().filter(d -> d.id().equals(id)).findFirst())
            .flatMap(Optional::stream).toList();
    }

    /** What {@code run --datasets all} measures: every registered data set but those kept for verify and interop. */
    public static List<Dataset<?>> timed() {
        return all().stream().filter(d -> !NOT_TIMED.contains(d.id())).toList();
    }

    /**
     * A built-in data set, one of the user's own ones added to this process, one on the size axis
     * ({@code base@size}, {@link SizeAxis}), or one a provider adds.
     */
    public static Optional<Dataset<?>> byId(String id) {
        return Stream.of(BUILT_IN, OWN).flatMap(List::stream).filter(d -> d.id().equals(id)).findFirst()
            .or(() -> SizeAxis.pool(id).map(Pool::dataset))
            .or(() -> Provided.ALL.stream().filter(d -> d.id().equals(id)).findFirst());
    }
}
