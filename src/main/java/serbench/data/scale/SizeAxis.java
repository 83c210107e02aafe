package serbench.data.scale;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import serbench.data.BuiltInDatasets;
import serbench.data.Dataset;

/**
 * The size axis: the data sets that hold a list, each at nominal sizes, as data sets of their own named
 * {@code base@size} (e.g. {@code addressbook@10KB}), so runs, measuring JVMs, resumed runs and results treat them as
 * any data set. Their values come from the run's seed, which this process is told ({@link #useSeed}) before it
 * looks one up: the command line, a resumed run and each measuring JVM alike.
 */
public final class SizeAxis {
    public static final long DEFAULT_SEED = 1;
    /**
     * The data sets with a size axis and their lists. Of the trees only tree-1024: the other tree-N are the
     * object-size post's own sizes, and their size axis would hold the same values.
     */
    private static final Map<String, ListValues<?>> GENERATORS = new LinkedHashMap<>();

    static {
        GENERATORS.put("addressbook", new AddressBookValues());
        GENERATORS.put("dns-response", new DnsValues());
        GENERATORS.put("tree-1024", new TreeValues());
        GENERATORS.put("media", new MediaValues());
        GENERATORS.put("numeric", new NumericValues());
    }

    private static volatile long seed = DEFAULT_SEED;
    private static final Map<String, Pool<?>> POOLS = new ConcurrentHashMap<>();

    private SizeAxis() {}

    public static void useSeed(long s) {
        seed = s;
    }

    public static long seed() {
        return seed;
    }

    /** The ids of the data sets with a size axis. */
    public static List<String> bases() {
        return List.copyOf(GENERATORS.keySet());
    }

    /**
     * The data set ids of {@code bases} at every size, base by base.
     *
     * @throws IllegalArgumentException in one line, for a data set without a size axis
     */
    public static List<String> ids(List<String> bases, List<SizeClass> sizes) {
        List<String> ids = new ArrayList<>();
        for (String b : bases) {
            if (!GENERATORS.containsKey(b)) {
                throw new IllegalArgumentException("--sizes: data set '" + b + "' has no size axis (no list to grow); those with one: "
                    + String.join(", ", bases()));
            }
            sizes.forEach(s -> ids.add(b + "@" + s.label()));
        }
        return ids;
    }

    /** The pool of a {@code base@size} id at this process's seed; empty for any other id. */
    public static Optional<Pool<?>> pool(String id) {
        int at = id.lastIndexOf('@');
        if (at < 0 || !GENERATORS.containsKey(id.substring(0, at))) return Optional.empty();
        SizeClass size;
        try {
            size = SizeClass.parse(id.substring(at + 1));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        if (!size.label().equals(id.substring(at + 1))) return Optional.empty();
        long s = seed;
        return Optional.of(POOLS.computeIfAbsent(s + "/" + id, k -> pool(id.substring(0, at), size, s)));
    }

    @SuppressWarnings("unchecked")
    private static <M> Pool<M> pool(String base, SizeClass size, long seed) {
        Dataset<M> dataset = (Dataset<M>) BuiltInDatasets.byId(base).orElseThrow();
        return new Pool<>(dataset, (ListValues<M>) GENERATORS.get(base), size, seed);
    }
}
