package serbench.codec;

import serbench.data.Dataset;

/**
 * A codec whose reader resolves the writer's schema into its own, so it must be told which schema wrote
 * the bytes (Avro: a schema registry or a container file's header does that in production). The
 * benchmark's binding reads with its own schema as the writer's; the evolution matrix passes the other's.
 */
public interface ResolvingCodec extends Codec {
    /** The schema this codec writes the data set with, as the format's own text. */
    String writerSchema(Dataset<?> dataset) throws UnsupportedDatasetException;

    /** As {@link #binding(Dataset)}, except that decode reads bytes written with {@code writerSchema}. */
    default <M> Binding<M, ?> binding(Dataset<M> dataset, String writerSchema) throws UnsupportedDatasetException {
        admit(dataset);
        return bind(dataset, writerSchema);
    }

    /** As {@link #bind(Dataset)}, except that decode reads bytes written with {@code writerSchema}; callers use {@link #binding(Dataset, String)}. */
    <M> Binding<M, ?> bind(Dataset<M> dataset, String writerSchema) throws UnsupportedDatasetException;
}
