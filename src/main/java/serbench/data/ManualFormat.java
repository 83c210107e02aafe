package serbench.data;

import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * A data set's hand-written encoding, the baseline of what a careful engineer writes with no framework: the
 * data set owns it beside its schemas, and the {@code manual} codec runs it.
 */
public record ManualFormat<M>(BiConsumer<M, ByteSink> writer, Function<ByteSource, M> reader) {
    public void write(M value, ByteSink out) {
        writer.accept(value, out);
    }

    public M read(ByteSource in) {
        return reader.apply(in);
    }
}
