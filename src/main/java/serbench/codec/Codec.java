package serbench.codec;

import java.util.List;
import serbench.data.Dataset;

/**
 * One codec configuration: a framework set up one particular way (Thrift's binary and compact
 * protocols are two codecs). What it is comes from its row in {@link Codecs}; the class says how it works.
 */
public interface Codec {
    /** Its row in the registry: id, family, library, traits, setup. */
    Profile profile();

    /** Stable id used on the command line and in reports, e.g. {@code thrift-compact}. */
    default String id() {
        return profile().id();
    }

    /** The framework, e.g. {@code Thrift}. */
    default String family() {
        return profile().family();
    }

    /** How this configuration is set up, in a few words for the report. */
    default String setup() {
        return profile().setup();
    }

    default Library library() {
        return profile().library().get();
    }

    default Traits traits() {
        return profile().traits();
    }

    /**
     * The options the JVM that runs it must be started with (its {@link Profile#jvmOptions}): every JVM that runs it
     * gets them, and runs no codec whose options differ; serbench's own JVM has none, so such a codec's round trips
     * there run in a JVM of their own.
     */
    default List<String> jvmOptions() {
        return profile().jvmOptions();
    }

    /** True for the reference points (memcpy, hand-written) that bound the picture but are not products. */
    default boolean baseline() {
        return profile().baseline();
    }

    /**
     * The binding every caller asks for: first the refusals that follow from the codec's row rather than its library
     * (a cycle for a codec without {@link Trait#REFERENCES}, {@link ReferenceGuard}), then {@link #bind}.
     *
     * @throws UnsupportedDatasetException when the codec cannot represent the data set
     */
    default <M> Binding<M, ?> binding(Dataset<M> dataset) throws UnsupportedDatasetException {
        admit(dataset);
        return bind(dataset);
    }

    /**
     * The refusals {@link #binding} makes before {@link #bind}. Apart for the first-call measurement alone, which
     * times the codec's own bind and so admits the data set before its clock starts.
     */
    default void admit(Dataset<?> dataset) throws UnsupportedDatasetException {
        ReferenceGuard.check(this, dataset);
    }

    /**
     * How this codec binds to one data set, for use by a single thread: every reusable object
     * (mapper, buffer, schema) is created here, never in the timed calls. Callers use {@link #binding}, which guards it (or {@link #admit} first).
     *
     * @throws UnsupportedDatasetException when the format cannot represent the data set
     */
    <M> Binding<M, ?> bind(Dataset<M> dataset) throws UnsupportedDatasetException;
}
