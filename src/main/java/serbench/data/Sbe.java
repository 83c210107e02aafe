package serbench.data;

import java.util.function.Function;
import org.agrona.DirectBuffer;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.MutableDirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.agrona.sbe.EncoderFlyweight;

/**
 * What every data set's SBE conversion shares. SBE has no message object: the format's own object is the
 * generated decoder over a buffer holding exactly one framed message (header and body). Each schema's
 * package generates its own header classes, so the conversion wraps them; this owns the buffer and the frame.
 */
public final class Sbe {
    private Sbe() {}

    /**
     * One message in a buffer of its own, which a conversion is free to return (it keeps no per-thread state).
     *
     * @param capacity room for the value, so the buffer never grows while encoding
     * @param encode   wraps a new message encoder over the buffer from offset 0, applies the header, writes
     *                 every field and returns the encoder
     * @param decode   wraps a new decoder, header first, over the frame: exactly the bytes written
     */
    /** A decoder's buffer as the encoder writing into the same bytes needs it: serbench wraps frames in mutable buffers. */
    public static MutableDirectBuffer mutable(DirectBuffer buffer) {
        return (MutableDirectBuffer) buffer;
    }

    public static <D> D frame(int capacity, Function<MutableDirectBuffer, ? extends EncoderFlyweight> encode,
                              Function<DirectBuffer, D> decode) {
        ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(capacity);
        EncoderFlyweight message = encode.apply(buffer);
        // the encoder's offset is the header's length: its body starts right after
        return decode.apply(new UnsafeBuffer(buffer.byteArray(), 0, message.offset() + message.encodedLength()));
    }
}
