package serbench.era.protobuf;

import com.google.protobuf.MessageLite;
import com.google.protobuf.Parser;
import serbench.codec.Profile;

/**
 * The protobuf row on protobuf-java 2.5 to 3.x: a message is decoded by its type's parser,
 * getDefaultInstance().getParserForType() (Parser came with 2.5; today's row calls the static parser(), which protoc
 * generates since 3.0).
 */
public final class EraProtobufCodec extends EraMessageCodec {
    public EraProtobufCodec(Profile profile) {
        super(profile);
    }

    @Override
    @SuppressWarnings("unchecked")
    protected <N extends MessageLite> Reader<N> reader(Class<N> type, MessageLite prototype) {
        Parser<N> parser = (Parser<N>) prototype.getParserForType();
        return parser::parseFrom;
    }
}
