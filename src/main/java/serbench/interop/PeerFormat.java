package serbench.interop;

import java.util.Map;
import java.util.Optional;
import serbench.codec.Codec;

/**
 * Which format another language's library reads each codec's bytes as, and for the codecs no other language
 * reads, why: the one place that maps codec ids to the peers' format names (interop/python/formats/__init__.py).
 */
final class PeerFormat {
    private static final Map<String, String> FORMAT = Map.ofEntries(
        Map.entry("protobuf", "protobuf"), Map.entry("wire", "protobuf"),
        Map.entry("thrift-binary", "thrift-binary"), Map.entry("thrift-compact", "thrift-compact"),
        Map.entry("thrift-compact-bytebuffer", "thrift-compact"),
        Map.entry("avro", "avro"), Map.entry("avro-generic", "avro"), Map.entry("avro-reflect", "avro"),
        Map.entry("jackson-json", "json"), Map.entry("jackson-afterburner", "json"), Map.entry("jackson-blackbird", "json"),
        Map.entry("jackson3-json", "json"), Map.entry("gson", "json"), Map.entry("fastjson2", "json"),
        Map.entry("jackson3-blackbird", "json"), Map.entry("fastjson2-nocache", "json"),
        Map.entry("dsl-json", "json"), Map.entry("jackson-jr", "json"), Map.entry("avaje-jsonb", "json"), Map.entry("moshi", "json"),
        Map.entry("msgpack-array", "msgpack-array"), Map.entry("cbor-array", "cbor-array"),
        Map.entry("kotlinx-json", "json"), Map.entry("kotlinx-protobuf", "protobuf"),
        Map.entry("jackson-cbor", "cbor"), Map.entry("msgpack", "msgpack"), Map.entry("bson", "bson"),
        Map.entry("jackson-ion", "ion"), Map.entry("capnproto", "capnp"), Map.entry("flatbuffers", "flatbuffers"),
        Map.entry("java-builtin", "java-serialization"), Map.entry("hessian1", "hessian1"), Map.entry("hessian2", "hessian2"),
        Map.entry("hessian2-safe", "hessian2"),
        // issue 25, the binary wave
        Map.entry("hessian-lite", "hessian2"), Map.entry("quickbuf", "protobuf"), Map.entry("protobuf-lite", "protobuf"),
        // the third wave's JSON binders
        Map.entry("json-io", "json"), Map.entry("jsonb-yasson", "json"), Map.entry("wast", "json"),
        // protobuf's canonical JSON mapping, not plain JSON: its names are the .proto's, its int64s strings
        Map.entry("protobuf-json", "protobuf-json"),
        // Fory's cross-language mode, which pyfory reads with the data sets' classes registered by the same ids
        Map.entry("fory-xlang", "fory-xlang"));

    private static final String JAVA_ONLY = "a Java-only format: no other language reads it";
    private static final String FORY_NATIVE = "Fory's Java-native mode, as measured: other languages read only Fory's xlang mode";
    private static final String JSONB = "JSONB is fastjson2's own binary format: no implementation outside Java";
    private static final String PROTOSTUFF = "protostuff's own format (ProtostuffIOUtil), not protobuf's: no other language reads it";
    private static final Map<String, String> WHY_NOT = Map.ofEntries(
        Map.entry("kryo", JAVA_ONLY), Map.entry("kryo-unsafe", JAVA_ONLY), Map.entry("kryo-compatible", JAVA_ONLY),
        Map.entry("kryo-pool", JAVA_ONLY), Map.entry("kryo-safe", JAVA_ONLY),
        Map.entry("fory", FORY_NATIVE),
        Map.entry("fory-compatible", FORY_NATIVE),
        Map.entry("fory-threadsafe", FORY_NATIVE),
        Map.entry("fastjson2-jsonb", JSONB), Map.entry("fastjson2-jsonb-array", JSONB),
        Map.entry("xstream", "XML that names Java classes and fields: no other language maps it back"),
        Map.entry("protostuff", PROTOSTUFF), Map.entry("protostuff-safe", PROTOSTUFF),
        Map.entry("jackson-smile", "no maintained Python library for Smile (pysmile's last release is 0.2, of 2015)"),
        Map.entry("hessian2-deflate", "python-hessian reads no Hessian envelope (this one is Caucho's Deflation)"),
        Map.entry("colfer", "Colfer has no Python implementation (Go, Java, JavaScript, C)"),
        Map.entry("sbe", "SBE has no Python code generator (Java, C++, C#, Go, Rust)"),
        // issue 25, the binary wave
        Map.entry("activej", JAVA_ONLY));

    private PeerFormat() {}

    /** The format name the peers know this codec's bytes by, or empty when no peer reads them. */
    static Optional<String> of(Codec codec) {
        return Optional.ofNullable(FORMAT.get(codec.id()));
    }

    /** Why no peer reads this codec's bytes. */
    static String whyNot(Codec codec) {
        return WHY_NOT.getOrDefault(codec.id(), "serbench maps this codec to no other language's format yet");
    }
}
