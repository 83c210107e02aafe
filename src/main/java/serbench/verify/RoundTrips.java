package serbench.verify;

import java.util.List;
import java.util.Optional;
import serbench.codec.Codec;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.data.own.OwnType;

/**
 * The round trips of several codecs on one data set, as serbench's own JVM asks for them: a built-in data set's here, the
 * user's own class's in a JVM of its own ({@link OwnClassJvm}). Its one value is all it is timed on, so its pool's verdict
 * is its value's.
 */
public final class RoundTrips {
    private RoundTrips() {}

    /** {@link RoundTrip#check} of each codec, in their order. */
    public static List<Verdict> check(List<Codec> codecs, Dataset<?> dataset) {
        Optional<OwnType> own = Datasets.ownType(dataset.id());
        if (own.isPresent()) return OwnClassJvm.roundTrips(codecs, dataset.id(), own.get()).stream().map(PoolRoundTrip.Pool::verdict).toList();
        return codecs.stream().map(c -> RoundTrip.check(c, dataset)).toList();
    }

    /** {@link PoolRoundTrip#checkPool} of each codec, in their order. */
    public static List<PoolRoundTrip.Pool> checkPools(List<Codec> codecs, Dataset<?> dataset) {
        Optional<OwnType> own = Datasets.ownType(dataset.id());
        if (own.isPresent()) return OwnClassJvm.roundTrips(codecs, dataset.id(), own.get());
        return codecs.stream().map(c -> PoolRoundTrip.checkPool(c, dataset)).toList();
    }
}
