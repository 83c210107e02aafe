package serbench.codec;

import static serbench.codec.Rows.codec;
import static serbench.codec.Rows.lib;
import static serbench.codec.Rows.recorded;
import static serbench.codec.Trait.BUFFER_REUSED;
import static serbench.codec.Trait.CROSS_LANGUAGE;
import static serbench.codec.Trait.ENCODE_MEMOISED;
import static serbench.codec.Trait.LAZY_ACCESS;
import static serbench.codec.Trait.TEXT;
import static serbench.codec.Trait.UNSAFE_MEMORY;
import static serbench.codec.Traits.schema;

import com.google.flatbuffers.Table;
import com.google.protobuf.MessageLite;
import com.google.protobuf.util.JsonFormat;
import com.squareup.wire.Message;
import java.util.List;
import org.apache.avro.Schema;
import org.apache.thrift.TBase;
import org.capnproto.MessageBuilder;
import serbench.codec.avro.AvroCodec;
import serbench.codec.capnproto.CapnProtoCodec;
import serbench.codec.colfer.ColferCodec;
import serbench.codec.flatbuffers.FlatBuffersCodec;
import serbench.codec.protobuf.ProtobufCodec;
import serbench.codec.protobuf.ProtobufJsonCodec;
import serbench.codec.quickbuf.QuickbufCodec;
import serbench.codec.sbe.SbeCodec;
import serbench.codec.thrift.ThriftCodec;
import serbench.codec.wire.WireCodec;
import uk.co.real_logic.sbe.SbeTool;
import us.hebi.quickbuf.ProtoMessage;

/** The registry's rows of the codecs that work on classes generated from a schema, one row each ({@link Codecs}). */
final class SchemaCodecs {
    static final List<Codec> ALL = List.of(
        // id                              family                    traits                                                 library: name, a class of its jar
        //     how it works (the class and its variant), and its setup for the report
        codec("protobuf",                  "Protocol Buffers",       schema(CROSS_LANGUAGE, LAZY_ACCESS, ENCODE_MEMOISED),    lib("protobuf-java", () -> MessageLite.class),
            ProtobufCodec::full, "proto2 schemas, protoc-generated classes, toByteArray / parseFrom"),
        codec("wire",                      "Protocol Buffers",       schema(CROSS_LANGUAGE),                                lib("wire-runtime", () -> Message.class),
            WireCodec::new, "Square Wire's generated Java classes from the .proto files, ADAPTER.encode / decode"),
        codec("thrift-binary",             "Apache Thrift",          schema(CROSS_LANGUAGE, BUFFER_REUSED),                 lib("libthrift", () -> TBase.class),
            ThriftCodec::binary, "TBinaryProtocol, compiler-generated structs, reused TSerializer / TDeserializer"),
        codec("thrift-compact",            "Apache Thrift",          schema(CROSS_LANGUAGE, BUFFER_REUSED),                 lib("libthrift", () -> TBase.class),
            ThriftCodec::compact, "TCompactProtocol, compiler-generated structs, reused TSerializer / TDeserializer"),
        codec("thrift-compact-bytebuffer", "Apache Thrift",          schema(CROSS_LANGUAGE, BUFFER_REUSED),                 lib("libthrift", () -> TBase.class),
            ThriftCodec::compactByteBuffer, "TCompactProtocol, compiler-generated structs, written into a reused TByteBuffer, read by a reused "
                + "TDeserializer"),
        codec("avro",                      "Apache Avro",            schema(CROSS_LANGUAGE, BUFFER_REUSED),                 lib("avro", () -> Schema.class),
            AvroCodec::specific, "specific records generated from .avsc, binary encoding, reused encoder/decoder; Avro's own paths as it "
                + "ships them: custom coders off (org.apache.avro.specific.use_custom_coders unset, default false, so the generated "
                + "customEncode/customDecode go unused and SpecificDatumWriter writes field by field), reads through FastReaderBuilder "
                + "(org.apache.avro.fastread, default true)"),
        codec("avro-generic",              "Apache Avro",            schema(CROSS_LANGUAGE, BUFFER_REUSED),                 lib("avro", () -> Schema.class),
            AvroCodec::generic, "GenericRecord of the same .avsc, model copied in and out by field name, binary encoding, reused encoder/decoder"),
        codec("capnproto",                 "Cap'n Proto",            schema(CROSS_LANGUAGE, LAZY_ACCESS),                   lib("capnproto-runtime", () -> MessageBuilder.class),
            CapnProtoCodec::new, "capnpc-java classes, a MessageBuilder per message, Serialize.write (unpacked) into an exact-size array, "
                + "Serialize.read zero-copy over the bytes"),
        codec("colfer",                    "Colfer",                 schema(CROSS_LANGUAGE, BUFFER_REUSED),                 recorded("colf", "/serbench/gen/colfer/VERSION"),
            ColferCodec::new, "colf-generated classes, default size limits; marshal into a reused byte[] (copied out), unmarshal into a new object"),
        codec("sbe",                       "Simple Binary Encoding", schema(CROSS_LANGUAGE, LAZY_ACCESS),    lib("sbe-tool", () -> SbeTool.class),
            SbeCodec::new, "SbeTool-generated flyweights on Agrona buffers, MessageHeader framing; build encodes into a new buffer per call "
                + "(conversions keep no per-thread state), ser copies the frame out, decode wraps a reused decoder over an UnsafeBuffer of "
                + "the bytes (no copy)"),
        codec("flatbuffers",               "FlatBuffers",            schema(CROSS_LANGUAGE, LAZY_ACCESS),                   lib("flatbuffers-java", () -> Table.class),
            FlatBuffersCodec::new, "flatc-generated tables; a new FlatBufferBuilder(1024) per build (the conversion holds no state), encode copies "
                + "the finished buffer, decode is getRootAs over ByteBuffer.wrap (zero-copy)"),
        // issue 25, the binary wave,
        codec("quickbuf",                  "Protocol Buffers",       schema(CROSS_LANGUAGE, ENCODE_MEMOISED),                                lib("quickbuf-runtime", () -> ProtoMessage.class),
            QuickbufCodec::new, "QuickBuffers' messages generated by protoc-gen-quickbuf from the .proto files (its defaults but "
                + "allocation=lazymsg, which tree's recursive message needs), a new message per build and decode, toByteArray / mergeFrom; "
                + "writes a message's fields in its own order (fixed-size numbers first), so its bytes are protobuf's reordered, same size"),
        codec("protobuf-lite",             "Protocol Buffers",       schema(CROSS_LANGUAGE, UNSAFE_MEMORY, ENCODE_MEMOISED),                 lib("protobuf-java", () -> MessageLite.class),
            ProtobufCodec::lite, "protoc's lite classes (the Android runtime's code) from copies of the .proto files in a package of their own, "
                + "on protobuf-java's runtime, which contains the lite one (protobuf-javalite's jar holds the same packages: the two cannot "
                + "share a class path); the conversions are protobuf's own over the lite classes, toByteArray / parseFrom"),
        codec("protobuf-json",             "Protocol Buffers",       schema(TEXT, CROSS_LANGUAGE),                          lib("protobuf-java-util", () -> JsonFormat.class),
            ProtobufJsonCodec::new, "protobuf's canonical JSON mapping (proto3 JSON, as gRPC transcoding speaks it) of protobuf's own classes "
                + "and conversions, protobuf-java-util's JsonFormat made once per binding: printer().omittingInsignificantWhitespace() "
                + "(compact), otherwise its defaults: field names are the lowerCamelCase json_name, default values are omitted as proto3 "
                + "JSON specifies (a proto2 field that has presence is written whenever set), int64 as strings, bytes base64; "
                + "parser() defaults, which reject unknown fields (ignoringUnknownFields() not used); print / merge into a new "
                + "builder, the JSON text as UTF-8"));

    private SchemaCodecs() {}
}
