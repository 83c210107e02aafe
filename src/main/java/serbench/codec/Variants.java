package serbench.codec;

import static serbench.codec.shape.Shape.BYTE_BUFFER;
import static serbench.codec.shape.Shape.STREAM;
import static serbench.codec.shape.Shape.STRING;

import java.util.List;
import serbench.codec.fastjson2.Fastjson2Codec;
import serbench.codec.fastjson2.Fastjson2ShapedCodec;
import serbench.codec.fory.ForyByteBufferCodec;
import serbench.codec.fory.ForyCodec;
import serbench.codec.jackson.JacksonCodec;
import serbench.codec.jackson.JacksonShapedCodec;
import serbench.codec.kryo.KryoCodec;
import serbench.codec.kryo.KryoStreamCodec;
import serbench.codec.protobuf.ProtobufCodec;
import serbench.codec.protobuf.ProtobufShapedCodec;
import serbench.codec.shape.Shape;
import serbench.codec.shape.ShapedCodec;
import serbench.codec.thrift.ThriftCodec;
import serbench.codec.thrift.ThriftStreamCodec;

/**
 * The registry's opt-in I/O-shape variants (docs/codecs.md), one row each: a registered codec's configuration with one
 * {@link Shape}, under its own id and the shape's trait. They are not in {@link Codecs#all()}, the default selection;
 * {@code --codecs variants} or {@code all+variants} selects them. Built on first use, after the base rows.
 */
final class Variants {
    static final List<Codec> ALL = List.of(
        variant("protobuf",     STREAM,      ProtobufCodec.class,  ProtobufShapedCodec::new,
            "protobuf's classes; writeTo one CodedOutputStream kept over a reused OutputStream, flushed; Parser.parseFrom(InputStream)"),
        variant("protobuf",     BYTE_BUFFER, ProtobufCodec.class,  ProtobufShapedCodec::new,
            "protobuf's classes; writeTo a CodedOutputStream over a reused heap ByteBuffer; Parser.parseFrom(ByteBuffer)"),
        variant("kryo",         STREAM,      KryoCodec.class,      KryoStreamCodec::new,
            "kryo's configuration; a reused Output over a reused OutputStream, flushed; a reused Input over an InputStream"),
        variant("fory",         BYTE_BUFFER, ForyCodec.class,      ForyByteBufferCodec::new,
            "fory's configuration; Fory.serialize(MemoryBuffer, value) into a reused buffer; deserialize(MemoryBuffer over a ByteBuffer, type)"),
        variant("jackson-json", STREAM,      JacksonCodec.class,   JacksonShapedCodec::new,
            "jackson-json's mapper; ObjectWriter.writeValue(OutputStream) into a reused stream, ObjectReader.readValue(InputStream)"),
        variant("jackson-json", STRING,      JacksonCodec.class,   JacksonShapedCodec::new,
            "jackson-json's mapper; ObjectWriter.writeValueAsString, ObjectReader.readValue(String); UTF-8 bytes of the String"),
        variant("thrift-compact", STREAM,    ThriftCodec.class,    ThriftStreamCodec::new,
            "thrift-compact's protocol over a TIOStreamTransport on a reused OutputStream, flushed; one on an InputStream for reading"),
        variant("fastjson2",    STREAM,      Fastjson2Codec.class, Fastjson2ShapedCodec::new,
            "fastjson2's defaults; JSON.writeTo(OutputStream) into a reused stream, JSON.parseObject(InputStream, type)"),
        variant("fastjson2",    STRING,      Fastjson2Codec.class, Fastjson2ShapedCodec::new,
            "fastjson2's defaults; JSON.toJSONString, JSON.parseObject(String, type); UTF-8 bytes of the String"));

    private Variants() {}

    /** The row of {@code base}'s configuration in {@code shape}, made by {@code factory} from the variant's profile and the base. */
    private static <C extends Codec> Codec variant(String base, Shape shape, Class<C> type, ShapedCodec.Factory<C> factory,
                                                   String setup) {
        C codec = type.cast(Codecs.all().stream().filter(c -> c.id().equals(base)).findFirst().orElseThrow());
        return factory.make(shape.profileOf(codec, setup), codec, shape);
    }
}
