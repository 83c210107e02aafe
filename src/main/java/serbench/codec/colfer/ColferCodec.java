package serbench.codec.colfer;

import java.nio.BufferOverflowException;
import java.util.Arrays;
import java.util.function.Supplier;
import serbench.codec.Binding;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.SchemaConversions;
import serbench.codec.UnsupportedDatasetException;
import serbench.codec.Wire;
import serbench.data.Conversion;
import serbench.data.Dataset;

/**
 * Colfer, with the classes colf(1) generates from each data set's .colf schema (committed under
 * src/generated/colfer). The generated code is the whole implementation: there is no runtime library, so
 * the library's version is the compiler's. Every data set fits Colfer's default limits (16 MiB per value,
 * 64 Ki elements per list; the largest value, tree-1024, is 33 KB with 1,024 children), so they stay as generated.
 */
public final class ColferCodec extends ProfiledCodec {
    /** The first buffer; a value that does not fit gets one of its marshalFit() size, kept from then on. */
    private static final int INITIAL_BUFFER = 64 * 1024;

    public ColferCodec(Profile profile) {
        super(profile);
    }

    @Override
    public <M> Binding<M, ?> bind(Dataset<M> dataset) throws UnsupportedDatasetException {
        return bind(SchemaConversions.require(dataset, ColferMessage.class, "Colfer"));
    }

    private static <M, N extends ColferMessage> Binding<M, N> bind(Conversion<M, N> conversion) {
        Supplier<N> empty = SchemaConversions.constructor(conversion.formatType());
        return Binding.of(conversion, new Wire<>() {
            private byte[] buffer = new byte[INITIAL_BUFFER];

            /** Colfer's documented marshal(OutputStream, byte[]) pattern, with the bytes copied out instead. */
            @Override
            public byte[] encode(N value) {
                int end;
                try {
                    end = value.marshal(buffer, 0);
                } catch (BufferOverflowException e) {
                    buffer = new byte[value.marshalFit()];
                    end = value.marshal(buffer, 0);
                }
                return Arrays.copyOf(buffer, end);
            }

            @Override
            public N decode(byte[] bytes) {
                N value = empty.get();
                value.unmarshal(bytes, 0);
                return value;
            }
        });
    }
}
