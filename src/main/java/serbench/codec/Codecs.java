package serbench.codec;

import java.util.List;
import java.util.Optional;
import serbench.codec.avro.AvroCodec;
import serbench.codec.baseline.MemcpyCodec;
import serbench.codec.capnproto.CapnProtoCodec;
import serbench.codec.colfer.ColferCodec;
import serbench.codec.dsljson.DslJsonCodec;
import serbench.codec.fastjson2.Fastjson2Codec;
import serbench.codec.flatbuffers.FlatBuffersCodec;
import serbench.codec.fory.ForyCodec;
import serbench.codec.gson.GsonCodec;
import serbench.codec.hessian.HessianCodec;
import serbench.codec.jackson.Jackson3Codec;
import serbench.codec.jackson.JacksonCodec;
import serbench.codec.javabuiltin.JavaBuiltinCodec;
import serbench.codec.kryo.KryoCodec;
import serbench.codec.manual.ManualCodec;
import serbench.codec.protobuf.ProtobufCodec;
import serbench.codec.protostuff.ProtostuffCodec;
import serbench.codec.sbe.SbeCodec;
import serbench.codec.thrift.ThriftCodec;
import serbench.codec.wire.WireCodec;
import serbench.codec.xstream.XStreamCodec;

/** The registry of codec configurations: adding one is one line here. */
public final class Codecs {
    private static final Codec MANUAL = new ManualCodec();
    private static final List<Codec> ALL = List.of(
        new JavaBuiltinCodec(),
        new ProtobufCodec(),
        new WireCodec(),
        ThriftCodec.binary(),
        ThriftCodec.compact(),
        ThriftCodec.compactByteBuffer(),
        AvroCodec.specific(),
        AvroCodec.generic(),
        AvroCodec.reflect(),
        JacksonCodec.json(),
        JacksonCodec.afterburner(),
        JacksonCodec.blackbird(),
        Jackson3Codec.json(),
        new GsonCodec(),
        Fastjson2Codec.json(),
        new DslJsonCodec(),
        JacksonCodec.smile(),
        JacksonCodec.cbor(),
        JacksonCodec.ion(),
        JacksonCodec.msgpack(),
        Jackson3Codec.bson(),
        Fastjson2Codec.jsonb(),
        new XStreamCodec(),
        HessianCodec.hessian1(),
        HessianCodec.hessian2(),
        HessianCodec.hessian2Deflate(),
        KryoCodec.standard(),
        KryoCodec.unsafe(),
        KryoCodec.compatible(),
        ForyCodec.schemaConsistent(),
        ForyCodec.compatible(),
        new ProtostuffCodec(),
        new CapnProtoCodec(),
        new ColferCodec(),
        new SbeCodec(),
        new FlatBuffersCodec(),
        MANUAL,
        new MemcpyCodec(MANUAL));

    private Codecs() {}

    public static List<Codec> all() {
        return ALL;
    }

    public static Optional<Codec> byId(String id) {
        return ALL.stream().filter(c -> c.id().equals(id)).findFirst();
    }
}
