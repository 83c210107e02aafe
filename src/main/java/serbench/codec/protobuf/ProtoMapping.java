package serbench.codec.protobuf;

import com.google.protobuf.MessageLite;
import com.google.protobuf.Parser;
import java.util.function.Function;
import serbench.codec.ModelMapping;
import serbench.codec.SchemaMappings;

/** Shared model to one generated protobuf message and back, with the message's parser. */
record ProtoMapping<M, N extends MessageLite>(Class<M> modelType, Parser<N> parser,
                                             Function<M, N> builder, Function<N, M> reader)
        implements ModelMapping<M, N>, SchemaMappings.Entry {
    @Override public N build(M model) { return builder.apply(model); }

    @Override public M read(N value) { return reader.apply(value); }
}
