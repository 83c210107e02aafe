package serbench.data;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import serbench.data.own.OwnDatasets;
import serbench.data.own.OwnType;
import serbench.data.scale.Pool;
import serbench.data.scale.SizeAxis;

/**
 * The registry of data sets: the built-in ones ({@link BuiltInDatasets}, where adding one is one line), the user's own
 * ones (--type), the size axis's ({@code base@size}) and those of a {@link DatasetProvider} (the tests' own, one line in
 * a {@code META-INF/services} file).
 */
public final class Datasets {

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
     * Loads the user's own data sets and makes them known by id, in place of an own one of the same id: in a JVM where
     * the user's code may run (a measuring or safety JVM, the own class's), never in serbench's own.
     *
     * @throws IllegalArgumentException in one line, when a path, the class or a sample is wrong
     */
    public static List<Dataset<?>> addOwn(OwnType own) {
        return addOwn(own, OwnDatasets.load(own));
    }

    /**
     * Makes {@code loaded}, the data sets of {@code own} (loaded here, or their {@link OwnDatasets#standIn stand-ins}
     * for one loaded in a JVM of its own), known by id, in place of an own one of the same id.
     *
     * @throws IllegalArgumentException in one line, when one has a built-in data set's id
     */
    public static synchronized List<Dataset<?>> addOwn(OwnType own, List<Dataset<?>> loaded) {
        for (Dataset<?> d : loaded) {
            if (BuiltInDatasets.ids().contains(d.id())) {
                throw new IllegalArgumentException("data set id '" + d.id() + "' is a built-in data set's; choose another with --name");
            }
            OWN.removeIf(o -> o.id().equals(d.id()));
            OWN.add(d);
            OWN_TYPES.put(d.id(), own);
        }
        return loaded;
    }

    /** The definition of {@code dataset} when it is one of the user's own. */
    public static Optional<OwnType> ownType(String dataset) {
        return Optional.ofNullable(OWN_TYPES.get(dataset));
    }

    /**
     * The {@code -D} option that gives another JVM the definition of {@code dataset} when it is one of the user's own;
     * empty for any other.
     */
    public static List<String> ownOption(String dataset) {
        OwnType own = OWN_TYPES.get(dataset);
        if (own == null) return List.of();
        try {
            return List.of("-D" + OWN_PROPERTY + "=" + Json.MAPPER.writeValueAsString(List.of(own)));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** In a JVM started with {@link #ownOption}: registers the own data sets it names. */
    public static void addOwnFromProperty() throws java.io.IOException {
        String own = System.getProperty(OWN_PROPERTY);
        if (own != null) for (OwnType t : Json.MAPPER.readValue(own, OwnType[].class)) addOwn(t);
    }

    /**
     * Made on first use: a JVM that never passes an own data set initialises no Jackson class here, so that a
     * first-call JVM's jackson codecs pay for their own (docs/first-call.md).
     */
    private static final class Json {
        static final com.fasterxml.jackson.databind.ObjectMapper MAPPER = new com.fasterxml.jackson.databind.ObjectMapper();
    }

    public static List<Dataset<?>> runDefault() {
        return RUN_DEFAULT.stream().<Dataset<?>>map(id -> byId(id).orElseThrow()).toList();
    }

    /** The registered data sets: the built-in ones and any a {@link DatasetProvider} adds. */
    public static List<Dataset<?>> all() {
        return Stream.concat(BuiltInDatasets.all().stream(), Provided.ALL.stream()).toList();
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
        return BuiltInDatasets.byId(id).or(() -> OWN.stream().filter(d -> d.id().equals(id)).findFirst())
            .or(() -> SizeAxis.pool(id).map(Pool::dataset))
            .or(() -> Provided.ALL.stream().filter(d -> d.id().equals(id)).findFirst());
    }
}
