package serbench.codec.avro;

import java.util.function.Function;
import org.apache.avro.specific.SpecificRecord;
import serbench.codec.ModelMapping;
import serbench.codec.SchemaMappings;

/** Shared model to one generated Avro specific record and back. */
record AvroMapping<M, N extends SpecificRecord>(Class<M> modelType, Class<N> recordType,
                                                Function<M, N> builder, Function<N, M> reader)
        implements ModelMapping<M, N>, SchemaMappings.Entry {
    @Override public N build(M model) { return builder.apply(model); }

    @Override public M read(N value) { return reader.apply(value); }
}
