package serbench.codec.sbe;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.agrona.sbe.MessageDecoderFlyweight;
import serbench.codec.Binding;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.SchemaConversions;
import serbench.codec.UnsupportedDatasetException;
import serbench.codec.Wire;
import serbench.data.Conversion;
import serbench.data.Dataset;
import uk.co.real_logic.sbe.SbeTool;

/**
 * Simple Binary Encoding with the flyweight codecs SbeTool generates from each data set's .sbe.xml. The
 * format's own object is the generated decoder wrapped over a buffer that holds exactly one framed message
 * (header and body): build encodes the model into a new buffer with the generated encoder, encode copies
 * that frame out, decode wraps a reused decoder over the bytes without copying, and read walks every field.
 * SBE has no message object, so the encoding work is all in build and ser is a copy.
 */
public final class SbeCodec extends ProfiledCodec {
    public SbeCodec(Profile profile) {
        super(profile);
    }

    @Override
    public <M> Binding<M, ?> bind(Dataset<M> dataset) throws UnsupportedDatasetException {
        return bind(SchemaConversions.require(dataset, MessageDecoderFlyweight.class, "SBE"));
    }

    @SuppressWarnings("unchecked")
    private static <M, N extends MessageDecoderFlyweight> Binding<M, N> bind(Conversion<M, N> conversion) {
        Class<N> type = conversion.formatType();
        Class<?> headerType = headerDecoder(type);
        HeaderWrap wrap = headerWrap(type, headerType);
        // SBE's flyweights are made to be reused: one decoder, header decoder and buffer per thread
        N decoder = SchemaConversions.constructor(type).get();
        Object header = SchemaConversions.constructor(headerType).get();
        UnsafeBuffer buffer = new UnsafeBuffer(new byte[0]);
        return Binding.of(conversion, new Wire<>() {
            /** The decoder's buffer is a view of exactly one frame, from the header on. */
            @Override
            public byte[] encode(N value) {
                DirectBuffer frame = value.buffer();
                byte[] bytes = new byte[frame.capacity()];
                frame.getBytes(0, bytes);
                return bytes;
            }

            @Override
            public N decode(byte[] bytes) {
                buffer.wrap(bytes);
                return (N) wrap.apply(decoder, buffer, 0, header);
            }
        });
    }

    /** The parameter type of wrapAndApplyHeader: each schema's package has its own MessageHeaderDecoder. */
    private static Class<?> headerDecoder(Class<?> type) {
        for (Method m : type.getMethods()) {
            if (m.getName().equals("wrapAndApplyHeader")) return m.getParameterTypes()[2];
        }
        throw new IllegalStateException(type.getName() + " has no wrapAndApplyHeader");
    }

    /** A generated decoder's wrapAndApplyHeader, which no interface declares, as a call the JIT can inline. */
    private interface HeaderWrap {
        Object apply(Object decoder, DirectBuffer buffer, int offset, Object header);
    }

    private static HeaderWrap headerWrap(Class<?> type, Class<?> header) {
        try {
            return SchemaConversions.implement(MethodHandles.lookup(), HeaderWrap.class, MethodHandles.lookup()
                .findVirtual(type, "wrapAndApplyHeader", MethodType.methodType(type, DirectBuffer.class, int.class, header)));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot bind " + type.getName() + ".wrapAndApplyHeader", e);
        }
    }
}
