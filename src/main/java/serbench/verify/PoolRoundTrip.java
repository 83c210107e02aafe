package serbench.verify;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
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

    /**
     * A pool's verdict ({@link #check}) and, when every value passed, {@code bytes}: a digest of every value's bytes in
     * the pool's order, so that two codecs with the same digest write the same bytes for every value timed.
     */
    public record Pool(Verdict verdict, String bytes) {}

    /** The first value's verdict when all pass, else the first failing value's, saying which value it is. */
    public static Verdict check(Codec codec, Dataset<?> dataset) {
        return checkPool(codec, dataset).verdict();
    }

    /** {@link #check}, with the digest of the pool's bytes when it passes. */
    public static Pool checkPool(Codec codec, Dataset<?> dataset) {
        List<Verdict> all = checkEach(codec, dataset);
        for (int i = 0; i < all.size(); i++) {
            Verdict v = all.get(i);
            if (!v.passed()) {
                return new Pool(all.size() == 1 ? v : new Verdict(v.dataset(), v.codec(), v.status(),
                    "value " + (i + 1) + " of " + all.size() + ": " + v.reason(), null), null);
            }
        }
        return new Pool(all.get(0), digest(all));
    }

    /** SHA-256 over each value's length and bytes, its first 96 bits in hex. */
    private static String digest(List<Verdict> values) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            for (Verdict v : values) {
                sha.update(ByteBuffer.allocate(Integer.BYTES).putInt(v.encoded().length).array());
                sha.update(v.encoded());
            }
            return HexFormat.of().formatHex(sha.digest(), 0, 12);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
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
