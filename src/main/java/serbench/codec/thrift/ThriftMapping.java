package serbench.codec.thrift;

import java.util.function.Function;
import java.util.function.Supplier;
import org.apache.thrift.TBase;
import serbench.codec.ModelMapping;
import serbench.codec.SchemaMappings;

/** Shared model to one generated Thrift struct and back, with a factory for empty structs to read into. */
record ThriftMapping<M, N extends TBase<?, ?>>(Class<M> modelType, Supplier<N> factory,
                                              Function<M, N> builder, Function<N, M> reader)
        implements ModelMapping<M, N>, SchemaMappings.Entry {
    @Override public N build(M model) { return builder.apply(model); }

    @Override public M read(N value) { return reader.apply(value); }
}
