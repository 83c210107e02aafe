package serbench.verify;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import serbench.codec.Codec;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.data.own.OwnType;

/**
 * The round trips of several codecs on one data set, as serbench's own JVM asks for them: a built-in data set's here, the
 * user's own class's in a JVM of its own ({@link OwnClassJvm}), and those of a codec whose row needs JVM options in a JVM
 * started with them ({@link CodecJvm}). The user's class's one value is all it is timed on, so its pool's verdict is its
 * value's; a codec in a JVM of its own is checked on its pool too.
 */
public final class RoundTrips {
    private RoundTrips() {}

    /** {@link RoundTrip#check} of each codec, in their order. */
    public static List<Verdict> check(List<Codec> codecs, Dataset<?> dataset) {
        return byOptions(codecs, dataset, false).stream().map(PoolRoundTrip.Pool::verdict).toList();
    }

    /** {@link PoolRoundTrip#checkPool} of each codec, in their order. */
    public static List<PoolRoundTrip.Pool> checkPools(List<Codec> codecs, Dataset<?> dataset) {
        return byOptions(codecs, dataset, true);
    }

    /** The codecs' round trips, those of one set of JVM options together; {@code pools}: here, every timed value's. */
    private static List<PoolRoundTrip.Pool> byOptions(List<Codec> codecs, Dataset<?> dataset, boolean pools) {
        Optional<OwnType> own = Datasets.ownType(dataset.id());
        Map<List<String>, List<Codec>> groups = codecs.stream()
            .collect(Collectors.groupingBy(Codec::jvmOptions, LinkedHashMap::new, Collectors.toList()));
        Map<String, PoolRoundTrip.Pool> done = new HashMap<>();
        groups.forEach((options, group) -> {
            List<PoolRoundTrip.Pool> checked = own.isPresent() ? OwnClassJvm.roundTrips(group, dataset.id(), own.get(), options)
                : !options.isEmpty() ? CodecJvm.roundTrips(group, dataset, options)
                : group.stream().map(c -> pools ? PoolRoundTrip.checkPool(c, dataset) : new PoolRoundTrip.Pool(RoundTrip.check(c, dataset), null)).toList();
            checked.forEach(p -> done.put(p.verdict().codec(), p));
        });
        return codecs.stream().map(c -> done.get(c.id())).toList();
    }
}
