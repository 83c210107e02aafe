package serbench.codec.protobuf;

import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.MessageLite;
import com.google.protobuf.Parser;
import java.io.IOException;
import java.nio.ByteBuffer;
import serbench.codec.Binding;
import serbench.codec.Profile;
import serbench.codec.UnsupportedDatasetException;
import serbench.codec.Wire;
import serbench.codec.shape.ReusedInput;
import serbench.codec.shape.ReusedOutput;
import serbench.codec.shape.Shape;
import serbench.codec.shape.ShapedCodec;
import serbench.data.Conversion;
import serbench.data.Dataset;

/**
 * An I/O shape of a protobuf configuration, on its generated classes ({@link ProtobufCodec#conversion}):
 * {@code stream} writes through one CodedOutputStream kept over a reused OutputStream (flushed after each message)
 * and parses from an InputStream; {@code bytebuffer} writes through a CodedOutputStream over a reused heap ByteBuffer
 * (grown when a message does not fit) and parses from a ByteBuffer over the bytes, as gRPC and Netty hand them over.
 */
public final class ProtobufShapedCodec extends ShapedCodec<ProtobufCodec> {
    public ProtobufShapedCodec(Profile profile, ProtobufCodec base, Shape shape) {
        super(profile, base, shape);
    }

    @Override
    public <M> Binding<M, ?> bind(Dataset<M> dataset) throws UnsupportedDatasetException {
        return bind(base.conversion(dataset));
    }

    private <M, N extends MessageLite> Binding<M, N> bind(Conversion<M, N> conversion) {
        Parser<N> parser = ProtobufCodec.parser(conversion.formatType());
        return Binding.of(conversion, shape == Shape.STREAM ? streamWire(parser) : byteBufferWire(parser));
    }

    private static <N extends MessageLite> Wire<N> streamWire(Parser<N> parser) {
        ReusedOutput out = new ReusedOutput();
        ReusedInput in = new ReusedInput();
        CodedOutputStream coded = CodedOutputStream.newInstance(out);
        return new Wire<>() {
            @Override
            public byte[] encode(N value) throws IOException {
                out.reset();
                value.writeTo(coded);
                coded.flush();
                return out.toByteArray();
            }

            @Override public N decode(byte[] bytes) throws IOException { return parser.parseFrom(in.over(bytes)); }
        };
    }

    private static <N extends MessageLite> Wire<N> byteBufferWire(Parser<N> parser) {
        return new Wire<>() {
            private ByteBuffer buffer = ByteBuffer.allocate(4096);

            @Override
            public byte[] encode(N value) throws IOException {
                int size = value.getSerializedSize();
                if (size > buffer.capacity()) buffer = ByteBuffer.allocate(Math.max(size, 2 * buffer.capacity()));
                buffer.clear();
                CodedOutputStream coded = CodedOutputStream.newInstance(buffer);
                value.writeTo(coded);
                coded.flush();
                byte[] bytes = new byte[buffer.position()];
                buffer.flip().get(bytes);
                return bytes;
            }

            @Override public N decode(byte[] bytes) throws IOException { return parser.parseFrom(ByteBuffer.wrap(bytes)); }
        };
    }
}
