package serbench.data;

import org.capnproto.MessageBuilder;
import org.capnproto.MessageReader;
import org.capnproto.StructFactory;
import org.capnproto.StructReader;

/**
 * A Cap'n Proto message as the data sets' conversions see it. Cap'n Proto has no one object that is both
 * written and read: a conversion fills a {@link MessageBuilder}, and decoding gives a {@link MessageReader},
 * a zero-copy view of the bytes whose fields are decoded as they are read. This holds either, so one
 * conversion type covers both directions.
 */
public final class CapnMessage {
    private final MessageBuilder builder;
    private final MessageReader reader;

    private CapnMessage(MessageBuilder builder, MessageReader reader) {
        this.builder = builder;
        this.reader = reader;
    }

    /** A message a conversion has filled, to be serialized. */
    public static CapnMessage built(MessageBuilder builder) {
        return new CapnMessage(builder, null);
    }

    /** A message read from bytes. */
    public static CapnMessage decoded(MessageReader reader) {
        return new CapnMessage(null, reader);
    }

    /** The builder to serialize; a decoded message is a read-only view of its bytes and has none. */
    public MessageBuilder builder() {
        if (builder == null) throw new IllegalStateException("a decoded Cap'n Proto message has no builder");
        return builder;
    }

    /**
     * The root as a builder over the message's own segments, to change a field in place: over the decoded bytes (the
     * library's {@code unsafeConstructFromMessageReader}, which shares the reader's segments) or the built message.
     */
    public <B, R extends StructReader> B editable(StructFactory<B, R> factory) {
        return (reader != null ? MessageBuilder.unsafeConstructFromMessageReader(reader) : builder).getRoot(factory);
    }

    /** The root struct to read, from the decoded bytes or from the builder's own segments. */
    public <B, R extends StructReader> R root(StructFactory<B, R> factory) {
        return reader != null ? reader.getRoot(factory) : factory.asReader(builder.getRoot(factory));
    }
}
