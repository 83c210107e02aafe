package serbench.codec.fory;

import java.nio.ByteBuffer;
import org.apache.fory.Fory;
import org.apache.fory.memory.MemoryBuffer;
import serbench.codec.Binding;
import serbench.codec.Profile;
import serbench.codec.Wire;
import serbench.codec.shape.Shape;
import serbench.codec.shape.ShapedCodec;
import serbench.data.Dataset;

/**
 * The {@code bytebuffer} shape of a Fory configuration: its Fory ({@link ForyCodec#configured}) writing into one
 * MemoryBuffer kept from call to call (Fory grows it when a value does not fit) and reading from a ByteBuffer over the
 * bytes, as a Netty or gRPC handler hands them over.
 */
public final class ForyByteBufferCodec extends ShapedCodec<ForyCodec> {
    public ForyByteBufferCodec(Profile profile, ForyCodec base, Shape shape) {
        super(profile, base, shape);
    }

    @Override
    public <M> Binding<M, M> bind(Dataset<M> dataset) {
        Fory fory = base.configured(dataset.type(), true);
        MemoryBuffer out = MemoryBuffer.newHeapBuffer(4096);
        return Binding.direct(new Wire<>() {
            @Override
            public byte[] encode(M value) {
                out.writerIndex(0);
                fory.serialize(out, value);
                return out.getBytes(0, out.writerIndex());
            }

            @Override
            public M decode(byte[] bytes) {
                return fory.deserialize(MemoryBuffer.fromByteBuffer(ByteBuffer.wrap(bytes)), dataset.type());
            }
        });
    }
}
