package serbench.codec;

import serbench.data.Dataset;
import serbench.model.ModelCycles;

/**
 * Refuses a data set whose value holds a cycle to a codec that writes the model itself and tracks no references
 * ({@link Trait#REFERENCES}): such a codec writes a cycle until the stack overflows, so it is told before anything is
 * encoded. Schema codecs go through their data set's conversion, which writes references as ids where the format has
 * none; I/O-shape variants carry their base's traits, so they follow it.
 */
final class ReferenceGuard {
    private ReferenceGuard() {}

    static void check(Codec codec, Dataset<?> dataset) throws UnsupportedDatasetException {
        if (codec.traits().schema() || codec.traits().has(Trait.REFERENCES)) return;
        String cycle = ModelCycles.firstCycle(dataset.build());
        if (cycle != null) {
            throw new UnsupportedDatasetException("cannot encode a cycle / shared references: this configuration tracks no references, "
                + "and " + cycle + ", so writing it would recurse until the stack overflows");
        }
    }
}
