package serbench.verify;

import java.util.ArrayList;
import java.util.List;
import serbench.codec.Codec;
import serbench.data.Dataset;
import serbench.data.TimedValues;

/**
 * The correctness gate of a data set as it is timed: every value its figures cycle through ({@link TimedValues}) must
 * round-trip, since every one is timed.
 */
public final class PoolRoundTrip {
    private PoolRoundTrip() {}

    /** The first value's verdict when all pass, else the first failing value's, saying which value it is. */
    public static Verdict check(Codec codec, Dataset<?> dataset) {
        List<Verdict> all = checkEach(codec, dataset);
        for (int i = 0; i < all.size(); i++) {
            Verdict v = all.get(i);
            if (!v.passed()) {
                return all.size() == 1 ? v : new Verdict(v.dataset(), v.codec(), v.status(),
                    "value " + (i + 1) + " of " + all.size() + ": " + v.reason(), null);
            }
        }
        return all.get(0);
    }

    /** One verdict per timed value (one for a data set timed on its one value), each with its encoding. */
    public static List<Verdict> checkEach(Codec codec, Dataset<?> dataset) {
        List<Verdict> verdicts = new ArrayList<>();
        for (Dataset<?> value : TimedValues.of(dataset)) {
            Verdict v = RoundTrip.check(codec, value);
            verdicts.add(v);
            if (v.status() == Verdict.Status.UNSUPPORTED) break;   // the codec cannot take the data set at all
        }
        return verdicts;
    }
}
