package serbench.codec;

import java.util.List;
import java.util.Optional;
import serbench.codec.hessian.HessianCodec;
import serbench.codec.jackson.JacksonJsonCodec;
import serbench.codec.javabuiltin.JavaBuiltinCodec;
import serbench.codec.kryo.KryoCodec;
import serbench.codec.protobuf.ProtobufCodec;
import serbench.codec.protostuff.ProtostuffCodec;
import serbench.codec.xstream.XStreamCodec;

/** The registry of codec configurations: adding one is one line here. */
public final class Codecs {
    private static final List<Codec> ALL = List.of(
        new JavaBuiltinCodec(),
        new ProtobufCodec(),
        new JacksonJsonCodec(),
        new XStreamCodec(),
        HessianCodec.hessian1(),
        HessianCodec.hessian2(),
        HessianCodec.hessian2Deflate(),
        new KryoCodec(),
        new ProtostuffCodec());

    private Codecs() {}

    public static List<Codec> all() {
        return ALL;
    }

    public static Optional<Codec> byId(String id) {
        return ALL.stream().filter(c -> c.id().equals(id)).findFirst();
    }
}
