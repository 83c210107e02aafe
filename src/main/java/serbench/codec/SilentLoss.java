package serbench.codec;

import serbench.model.ModelDiff;

/**
 * For a library known to read some values back different without an error: the data set's value is round-tripped
 * when the codec is bound, and a difference refuses the data set with its cause and the first difference, rather than
 * a silent loss being measured.
 */
public final class SilentLoss {
    private SilentLoss() {}

    /** @param cause what the library loses, in one sentence, the difference appended */
    public static <M> void refuse(M sample, Wire<M> wire, String cause) throws UnsupportedDatasetException {
        String difference;
        try {
            difference = ModelDiff.firstDifference(sample, wire.decode(wire.encode(sample)));
        } catch (Exception e) {
            return;   // the round trip itself reports it
        }
        if (difference != null) throw new UnsupportedDatasetException(cause + ": " + difference);
    }
}
