package serbench.codec.thrift;

import java.util.function.Supplier;
import org.apache.thrift.TBase;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TProtocolFactory;
import org.apache.thrift.transport.TIOStreamTransport;
import org.apache.thrift.transport.TTransportException;
import serbench.codec.Binding;
import serbench.codec.Profile;
import serbench.codec.SchemaConversions;
import serbench.codec.UnsupportedDatasetException;
import serbench.codec.Wire;
import serbench.codec.shape.ReusedInput;
import serbench.codec.shape.ReusedOutput;
import serbench.codec.shape.Shape;
import serbench.codec.shape.ShapedCodec;
import serbench.data.Conversion;
import serbench.data.Dataset;

/**
 * The {@code stream} shape of a Thrift configuration: its protocol over a {@code TIOStreamTransport} on a reused
 * OutputStream, flushed after each struct, and one on an InputStream pointed at each message, both kept, as a client
 * keeps a connection's transports. Each read clears the protocol's state first, as TDeserializer does after each.
 */
public final class ThriftStreamCodec extends ShapedCodec<ThriftCodec> {
    public ThriftStreamCodec(Profile profile, ThriftCodec base, Shape shape) {
        super(profile, base, shape);
    }

    @Override
    public <M> Binding<M, ?> bind(Dataset<M> dataset) throws UnsupportedDatasetException {
        return bind(SchemaConversions.require(dataset, TBase.class, "Thrift"));
    }

    @SuppressWarnings("rawtypes")
    private <M, N extends TBase> Binding<M, N> bind(Conversion<M, N> conversion) {
        Supplier<N> empty = SchemaConversions.constructor(conversion.formatType());
        ReusedOutput out = new ReusedOutput();
        ReusedInput in = new ReusedInput();
        try {
            TIOStreamTransport output = new TIOStreamTransport(out), input = new TIOStreamTransport(in);
            TProtocolFactory protocols = base.protocols();
            TProtocol writer = protocols.getProtocol(output), reader = protocols.getProtocol(input);
            return Binding.of(conversion, new Wire<>() {
                @Override
                public byte[] encode(N value) throws TException {
                    out.reset();
                    value.write(writer);
                    output.flush();
                    return out.toByteArray();
                }

                @Override
                public N decode(byte[] bytes) throws TException {
                    in.over(bytes);
                    reader.reset();
                    N value = empty.get();
                    value.read(reader);
                    return value;
                }
            });
        } catch (TTransportException e) {
            throw new IllegalStateException("cannot open Thrift's stream transports", e);
        }
    }
}
