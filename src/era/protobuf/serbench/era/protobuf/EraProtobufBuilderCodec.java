package serbench.era.protobuf;

import com.google.protobuf.MessageLite;
import serbench.codec.Profile;

/**
 * The protobuf row on protobuf-java before 2.5, which has no Parser: a message is decoded as that era's generated
 * parseFrom(byte[]) did, merged into a new builder of its type and built. build/era-adapters.xml compiles it without
 * EraProtobufCodec, against those versions' jars.
 */
public final class EraProtobufBuilderCodec extends EraMessageCodec {
    public EraProtobufBuilderCodec(Profile profile) {
        super(profile);
    }

    @Override
    protected <N extends MessageLite> Reader<N> reader(Class<N> type, MessageLite prototype) {
        return bytes -> type.cast(prototype.newBuilderForType().mergeFrom(bytes).build());
    }
}
