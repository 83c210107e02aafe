package serbench.codec.protostuff;

import io.protostuff.CodedInput;
import io.protostuff.LinkedBuffer;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
import io.protostuff.runtime.RuntimeSchema;
import java.io.IOException;
import java.util.Collection;
import serbench.codec.Binding;
import serbench.codec.ModelTypes;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.UnsupportedDatasetException;
import serbench.codec.Wire;
import serbench.data.Dataset;

/** protostuff's runtime (reflection-derived) schema writing the protobuf-compatible protostuff format. */
public final class ProtostuffCodec extends ProfiledCodec {
    public ProtostuffCodec(Profile profile) {
        super(profile);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) throws UnsupportedDatasetException {
        if (ModelTypes.anyValue(dataset.build(), v -> v instanceof Collection<?> c && c.isEmpty())) {
            throw new UnsupportedDatasetException("protostuff writes no trace of an empty list, and reads it back as null");
        }
        Schema<M> schema = RuntimeSchema.getSchema(dataset.type());
        LinkedBuffer buffer = LinkedBuffer.allocate(512);
        return Binding.direct(new Wire<>() {
            @Override
            public byte[] encode(M value) {
                try {
                    return ProtostuffIOUtil.toByteArray(value, schema, buffer);
                } finally {
                    buffer.clear();
                }
            }

            @Override
            public M decode(byte[] bytes) throws IOException {
                // ProtostuffIOUtil.mergeFrom(byte[]) reads through ByteArrayInput, which allocates a byte[] of a
                // forged length before checking it against the input (an OutOfMemoryError); CodedInput checks first
                M value = schema.newMessage();
                CodedInput input = new CodedInput(bytes, 0, bytes.length, true);
                schema.mergeFrom(input, value);
                input.checkLastTagWas(0);
                return value;
            }
        });
    }
}
