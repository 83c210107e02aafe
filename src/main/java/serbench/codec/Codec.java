package serbench.codec;

import serbench.data.Dataset;

/**
 * One codec configuration: a framework set up one particular way (Thrift's binary and compact
 * protocols are two codecs). Registered in {@link Codecs}.
 */
public interface Codec {
    /** Stable id used on the command line and in reports, e.g. {@code thrift-compact}. */
    String id();

    /** The framework, e.g. {@code Thrift}. */
    String family();

    /** How this configuration is set up, in a few words for the report. */
    String setup();

    Library library();

    Traits traits();

    /** True for the reference points (memcpy, hand-written) that bound the picture but are not products. */
    default boolean baseline() {
        return false;
    }

    /**
     * A binding of this codec to one data set, for use by a single thread: every reusable object
     * (mapper, buffer, schema) is created here, never in the timed calls.
     *
     * @throws UnsupportedDatasetException when the format cannot represent the data set
     */
    <M> Binding<M, ?> bind(Dataset<M> dataset) throws UnsupportedDatasetException;
}
