package serbench.codec.manual;

import java.util.function.BiConsumer;
import java.util.function.Function;

/** A hand-written encoding of one model type. */
record ManualFormat<M>(Class<M> type, BiConsumer<M, ByteSink> writer, Function<ByteSource, M> reader) {
    void write(M value, ByteSink out) {
        writer.accept(value, out);
    }

    M read(ByteSource in) {
        return reader.apply(in);
    }
}
