package serbench.codec;

import static serbench.codec.Rows.codec;
import static serbench.codec.Rows.jdk;
import static serbench.codec.Rows.lib;
import static serbench.codec.Trait.BUFFER_REUSED;
import static serbench.codec.Trait.CROSS_LANGUAGE;
import static serbench.codec.Trait.REFERENCES;
import static serbench.codec.Trait.REGISTRATION;
import static serbench.codec.Trait.SHARED;
import static serbench.codec.Trait.TEXT;
import static serbench.codec.Trait.UNSAFE_MEMORY;
import static serbench.codec.Traits.reflection;
import static serbench.codec.Traits.schema;

import com.alibaba.fastjson2.JSON;
import com.caucho.hessian.io.Hessian2Output;
import com.dslplatform.json.DslJson;
import com.esotericsoftware.kryo.Kryo;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.dataformat.ion.IonObjectMapper;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import com.fasterxml.jackson.module.afterburner.AfterburnerModule;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import com.cedarsoftware.io.JsonIo;
import com.google.gson.Gson;
import com.squareup.moshi.Moshi;
import com.thoughtworks.xstream.XStream;
import de.undercouch.bson4jackson.BsonFactory;
import io.activej.serializer.SerializerFactory;
import io.avaje.jsonb.Jsonb;
import io.protostuff.runtime.RuntimeSchema;
import java.util.List;
import net.openhft.chronicle.wire.Wire;
import kotlinx.serialization.protobuf.ProtoBuf;
import org.apache.avro.Schema;
import org.apache.fory.Fory;
import org.eclipse.serializer.Serializer;
import org.eclipse.yasson.JsonBindingProvider;
import org.msgpack.jackson.dataformat.MessagePackFactory;
import serbench.codec.activej.ActiveJCodec;
import serbench.codec.avaje.AvajeJsonbCodec;
import serbench.codec.avro.AvroCodec;
import serbench.codec.chronicle.ChronicleWireCodec;
import serbench.codec.dsljson.DslJsonCodec;
import serbench.codec.eclipseserializer.EclipseSerializerCodec;
import serbench.codec.fastjson2.Fastjson2Codec;
import serbench.codec.fory.ForyCodec;
import serbench.codec.gson.GsonCodec;
import serbench.codec.hessian.HessianCodec;
import serbench.codec.hessian.HessianLiteCodec;
import serbench.codec.jackson.Jackson3Codec;
import serbench.codec.jackson.JacksonCodec;
import serbench.codec.jacksonjr.JacksonJrCodec;
import serbench.codec.javabuiltin.JavaBuiltinCodec;
import serbench.codec.jsonio.JsonIoCodec;
import serbench.codec.kotlinx.KotlinxCodec;
import serbench.codec.kryo.KryoCodec;
import serbench.codec.moshi.MoshiCodec;
import serbench.codec.protostuff.ProtostuffCodec;
import serbench.codec.wast.WastCodec;
import serbench.codec.xstream.XStreamCodec;
import serbench.codec.yasson.YassonCodec;
import tools.jackson.databind.json.JsonMapper;

/** The registry's rows of the codecs that write the model classes themselves, one row each ({@link Codecs}). */
final class ReflectionCodecs {
    /** A finding, in both MessagePack codecs' setup (docs/codecs.md): the library decodes with the platform's charset. */
    private static final String MSGPACK_CHARSET = "its parser decodes a string of up to 64 bytes in the JVM's default charset"
        + " (new String(byte[], int, int) in MessagePackParser.unpackString), so it round-trips non-ASCII text only where that"
        + " is UTF-8, as serbench makes it";

    /**
     * The libraries' own switches away from sun.misc.Unsafe (docs/platform.md, "The ways out"): system properties each
     * read once for the whole JVM, so a "-safe" row is measured in JVMs of its own.
     */
    static final String WAY_OUT_KRYO = "-Dkryo.unsafe=false", WAY_OUT_PROTOSTUFF = "-Dprotostuff.runtime.use_sun_misc_unsafe=false",
        WAY_OUT_HESSIAN = "-Dcom.caucho.hessian.unsafe=false";

    static final List<Codec> ALL = List.of(
        // id                              family                    traits                                                 library: name, a class of its jar
        //     how it works (the class and its variant), and its setup for the report
        codec("java-builtin",              "Java serialization",     reflection(REFERENCES, BUFFER_REUSED),                 jdk("JDK java.io"),
            JavaBuiltinCodec::new, "ObjectOutputStream / ObjectInputStream with a JEP 290 filter: an allow-list of the classes the data set's value "
                + "holds, and depth, reference, array and byte limits 4x what the data set needs"),
        codec("avro-reflect",              "Apache Avro",            reflection(CROSS_LANGUAGE, BUFFER_REUSED),             lib("avro", () -> Schema.class),
            AvroCodec::reflect, "ReflectData.AllowNull schema of the model classes, ReflectDatumWriter/Reader, binary encoding, reused "
                + "encoder/decoder"),
        codec("jackson-json",              "Jackson",                reflection(TEXT, CROSS_LANGUAGE),                      lib("jackson-databind", () -> ObjectMapper.class),
            JacksonCodec::json, "JSON, ObjectMapper defaults, JavaTimeModule, ObjectWriter/ObjectReader bound to the type"),
        codec("jackson-afterburner",       "Jackson",                reflection(TEXT, CROSS_LANGUAGE),                      lib("jackson-module-afterburner", () -> AfterburnerModule.class),
            JacksonCodec::afterburner, "JSON, ObjectMapper with the Afterburner module (bytecode accessors), JavaTimeModule, "
                + "ObjectWriter/ObjectReader bound to the type"),
        codec("jackson-blackbird",         "Jackson",                reflection(TEXT, CROSS_LANGUAGE),                      lib("jackson-module-blackbird", () -> BlackbirdModule.class),
            JacksonCodec::blackbird, "JSON, ObjectMapper with the Blackbird module (LambdaMetafactory accessors), JavaTimeModule, "
                + "ObjectWriter/ObjectReader bound to the type"),
        codec("jackson3-json",             "Jackson",                reflection(TEXT, CROSS_LANGUAGE),                      lib("jackson-databind 3", () -> JsonMapper.class),
            Jackson3Codec::json, "JSON, Jackson 3 JsonMapper defaults, ObjectWriter/ObjectReader bound to the type"),
        codec("jackson3-blackbird",        "Jackson",                reflection(TEXT, CROSS_LANGUAGE),                      lib("jackson-module-blackbird 3", () -> tools.jackson.module.blackbird.BlackbirdModule.class),
            Jackson3Codec::blackbird, "JSON, Jackson 3 JsonMapper with the Blackbird module (LambdaMetafactory accessors), ObjectWriter/"
                + "ObjectReader bound to the type"),
        codec("gson",                      "Gson",                   reflection(TEXT, CROSS_LANGUAGE),                      lib("gson", () -> Gson.class),
            GsonCodec::new, "new Gson() defaults, TypeAdapter of the type, toJson / fromJson via String, UTF-8"),
        codec("fastjson2",                 "fastjson2",              reflection(TEXT, CROSS_LANGUAGE, UNSAFE_MEMORY),       lib("fastjson2", () -> JSON.class),
            Fastjson2Codec::json, "JSON as UTF-8 bytes, JSON.toJSONBytes / JSON.parseObject(bytes, type), defaults"),
        codec("fastjson2-nocache",         "fastjson2",              reflection(TEXT, CROSS_LANGUAGE, UNSAFE_MEMORY),       lib("fastjson2", () -> JSON.class),
            Fastjson2Codec::jsonNoCache, "JSON as UTF-8 bytes without fastjson2's caches, as its benchmark suite's NoneCache cases: every "
                + "call creates a new ObjectWriterProvider / ObjectReaderProvider (its default ASM creator, in a class loader of its own so "
                + "the classes it generates can be unloaded) and a context over it, so each call generates the model's writers or readers "
                + "again; JSON.toJSONBytes(value, UTF_8, context) / JSON.parseObject(bytes, type, context)"),
        codec("dsl-json",                  "DSL-JSON",               reflection(TEXT, CROSS_LANGUAGE, BUFFER_REUSED),       lib("dsl-json", () -> DslJson.class),
            DslJsonCodec::new, "converters compiled by its annotation processor, runtime support for collections, doubles read at "
                + "DoublePrecision.EXACT (its DEFAULT reads a 16- or 17-digit double up to a unit in the last place off), reused JsonWriter"),
        codec("jackson-smile",             "Jackson",                reflection(CROSS_LANGUAGE),                            lib("jackson-dataformat-smile", () -> SmileFactory.class),
            JacksonCodec::smile, "Smile binary JSON, ObjectMapper defaults, JavaTimeModule, ObjectWriter/ObjectReader bound to the type"),
        codec("jackson-cbor",              "Jackson",                reflection(CROSS_LANGUAGE),                            lib("jackson-dataformat-cbor", () -> CBORFactory.class),
            JacksonCodec::cbor, "CBOR (RFC 8949), ObjectMapper defaults, JavaTimeModule, ObjectWriter/ObjectReader bound to the type"),
        codec("jackson-ion",               "Jackson",                reflection(CROSS_LANGUAGE),                            lib("jackson-dataformat-ion", () -> IonObjectMapper.class),
            JacksonCodec::ion, "Amazon Ion binary, IonObjectMapper for binary writers, JavaTimeModule, ObjectWriter/ObjectReader bound to the type"),
        codec("msgpack",                   "MessagePack",            reflection(CROSS_LANGUAGE, UNSAFE_MEMORY),                            lib("jackson-dataformat-msgpack", () -> MessagePackFactory.class),
            JacksonCodec::msgpack, "MessagePack through msgpack-java's Jackson format, ObjectMapper defaults, JavaTimeModule, "
                + "ObjectWriter/ObjectReader bound to the type; " + MSGPACK_CHARSET),
        codec("bson",                      "BSON",                   reflection(CROSS_LANGUAGE),                            lib("bson4jackson", () -> BsonFactory.class),
            Jackson3Codec::bson, "BSON (MongoDB's document format) through bson4jackson on Jackson 3, ObjectWriter/ObjectReader bound to the type"),
        codec("fastjson2-jsonb",           "fastjson2",              reflection(UNSAFE_MEMORY),                             lib("fastjson2", () -> JSON.class),
            Fastjson2Codec::jsonb, "JSONB binary format, JSONB.toBytes / JSONB.parseObject(bytes, type), defaults"),
        codec("xstream",                   "XStream",                reflection(TEXT, REFERENCES, UNSAFE_MEMORY),                          lib("xstream", () -> XStream.class),
            XStreamCodec::new, "default XppDriver, UTF-8, NoTypePermission.NONE then only null, primitives and the classes the data set's value holds"),
        codec("hessian1",                  "Hessian",                reflection(CROSS_LANGUAGE, REFERENCES, BUFFER_REUSED, UNSAFE_MEMORY), lib("hessian", () -> Hessian2Output.class),
            HessianCodec::hessian1, "Hessian 1 protocol, reused HessianOutput/HessianInput"),
        codec("hessian2",                  "Hessian",                reflection(CROSS_LANGUAGE, REFERENCES, BUFFER_REUSED, UNSAFE_MEMORY), lib("hessian", () -> Hessian2Output.class),
            HessianCodec::hessian2, "Hessian 2 protocol, reused Hessian2Output/Hessian2Input"),
        codec("hessian2-deflate",          "Hessian",                reflection(CROSS_LANGUAGE, REFERENCES, UNSAFE_MEMORY),                lib("hessian", () -> Hessian2Output.class),
            HessianCodec::hessian2Deflate, "Hessian 2 inside the Deflation envelope, as the all-types post did"),
        codec("hessian2-safe",             "Hessian",                reflection(CROSS_LANGUAGE, REFERENCES, BUFFER_REUSED), lib("hessian", () -> Hessian2Output.class),
            HessianCodec::hessian2, "hessian2 in a JVM started with -Dcom.caucho.hessian.unsafe=false, Hessian's switch away from "
                + "sun.misc.Unsafe: JavaSerializer / JavaDeserializer (reflection) instead of UnsafeSerializer / UnsafeDeserializer", WAY_OUT_HESSIAN),
        codec("kryo",                      "Kryo",                   reflection(REGISTRATION, BUFFER_REUSED, UNSAFE_MEMORY),               lib("kryo", () -> Kryo.class),
            KryoCodec::standard, "registration required, references off, FieldSerializer, reused Output, writeObject/readObject"),
        codec("kryo-unsafe",               "Kryo",                   reflection(REGISTRATION, BUFFER_REUSED, UNSAFE_MEMORY), lib("kryo", () -> Kryo.class),
            KryoCodec::unsafe, "registration required, references off, FieldSerializer, reused UnsafeOutput / UnsafeInput, writeObject/readObject"),
        codec("kryo-safe",                 "Kryo",                   reflection(REGISTRATION, BUFFER_REUSED),               lib("kryo", () -> Kryo.class),
            KryoCodec::standard, "kryo in a JVM started with -Dkryo.unsafe=false, Kryo's switch away from sun.misc.Unsafe (Util.unsafe): "
                + "FieldSerializer reaches fields through ReflectASM or reflection instead of Unsafe; its Output and Input are kryo's, "
                + "which never used Unsafe", WAY_OUT_KRYO),
        codec("kryo-compatible",           "Kryo",                   reflection(REGISTRATION, BUFFER_REUSED, UNSAFE_MEMORY),               lib("kryo", () -> Kryo.class),
            KryoCodec::compatible, "registration required, references off, CompatibleFieldSerializer as default serializer, reused Output, "
                + "writeObject/readObject"),
        codec("kryo-pool",                 "Kryo",                   reflection(REGISTRATION, BUFFER_REUSED, SHARED, UNSAFE_MEMORY),       lib("kryo", () -> Kryo.class),
            KryoCodec::pooled, "kryo's configuration (registration required, references off, FieldSerializer) held as a service holds it: "
                + "Kryo's thread-safe Pools as its README shows them, new Pool<>(true, false, 8) of configured Kryo and Pool<>(true, false, 16) "
                + "of new Output(1024, -1) and of new Input(1024), each filled in set-up; every encode obtains a Kryo and an Output and frees "
                + "both (writeObject, toBytes), every decode obtains a Kryo and an Input and frees both (setBuffer, readObject)"),
        codec("kryo-refs",                 "Kryo",                   reflection(REGISTRATION, REFERENCES, BUFFER_REUSED, UNSAFE_MEMORY),   lib("kryo", () -> Kryo.class),
            KryoCodec::references, "kryo's configuration with references on (Kryo.setReferences(true)): an object met again is written as "
                + "a reference to the first, so shared objects stay one and cycles close; registration required, FieldSerializer, reused "
                + "Output, writeObject/readObject"),
        codec("fory",                      "Apache Fory",            reflection(REGISTRATION, BUFFER_REUSED, UNSAFE_MEMORY), lib("fory-core", () -> Fory.class),
            ForyCodec::schemaConsistent, "Java mode, SCHEMA_CONSISTENT, registration required, reference tracking off, codegen, "
                + "serialize/deserialize(bytes, type)"),
        codec("fory-compatible",           "Apache Fory",            reflection(REGISTRATION, BUFFER_REUSED, UNSAFE_MEMORY), lib("fory-core", () -> Fory.class),
            ForyCodec::compatible, "Java mode, COMPATIBLE, registration required, reference tracking off, codegen, serialize/deserialize(bytes, type)"),
        codec("fory-threadsafe",           "Apache Fory",            reflection(REGISTRATION, BUFFER_REUSED, UNSAFE_MEMORY, SHARED), lib("fory-core", () -> Fory.class),
            ForyCodec::threadSafe, "fory's configuration (Java mode, SCHEMA_CONSISTENT, registration required, reference tracking off, "
                + "codegen) built with buildThreadSafeFory(), the thread-safe wrapper Fory's documentation makes the default for services: a "
                + "ThreadPoolFory of 4 x availableProcessors Fory instances sharing one registry, all built and registered in set-up; every "
                + "serialize / deserialize(bytes, type) borrows one of them and returns it"),
        codec("fory-refs",                 "Apache Fory",            reflection(REGISTRATION, REFERENCES, BUFFER_REUSED, UNSAFE_MEMORY), lib("fory-core", () -> Fory.class),
            ForyCodec::references, "fory's configuration with reference tracking on (withRefTracking(true)): an object met again is "
                + "written as a reference to the first, so shared objects stay one and cycles close; Java mode, SCHEMA_CONSISTENT, "
                + "registration required, codegen, serialize/deserialize(bytes, type)"),
        codec("fory-xlang",                "Apache Fory",            reflection(CROSS_LANGUAGE, REGISTRATION, BUFFER_REUSED, UNSAFE_MEMORY), lib("fory-core", () -> Fory.class),
            ForyCodec::xlang, "cross-language (xlang) mode, COMPATIBLE (its default), classes registered by numeric id in a fixed order, "
                + "registration required, reference tracking off, codegen; the model's optional fields typed @Nullable, as xlang requires; "
                + "serialize/deserialize(bytes, type)"),
        codec("protostuff",                "protostuff",             reflection(BUFFER_REUSED, UNSAFE_MEMORY),                             lib("protostuff-runtime", () -> RuntimeSchema.class),
            ProtostuffCodec::new, "RuntimeSchema, ProtostuffIOUtil with a reused LinkedBuffer; read through CodedInput, which checks lengths before "
                + "allocating"),
        codec("protostuff-safe",           "protostuff",             reflection(BUFFER_REUSED),                             lib("protostuff-runtime", () -> RuntimeSchema.class),
            ProtostuffCodec::new, "protostuff in a JVM started with -Dprotostuff.runtime.use_sun_misc_unsafe=false, its switch away "
                + "from sun.misc.Unsafe (RuntimeEnv): fields reached by reflection", WAY_OUT_PROTOSTUFF),
        codec("hessian-lite",              "Hessian",                reflection(CROSS_LANGUAGE, REFERENCES, BUFFER_REUSED), lib("hessian-lite", () -> com.alibaba.com.caucho.hessian.io.Hessian2Output.class),
            HessianLiteCodec::new, "Dubbo's fork of Hessian, Hessian 2 protocol as Dubbo's hessian2 serialization writes it, reused "
                + "Hessian2Output/Hessian2Input, the same allow-list as hessian2 (only the classes the data set's value holds)"),
        codec("activej",                   "ActiveJ",                reflection(BUFFER_REUSED),                             lib("activej-serializer", () -> SerializerFactory.class),
            ActiveJCodec::new, "BinarySerializer generated at run time by SerializerFactory, the model described through its builder as "
                + "@Serialize would (every field, references nullable), lists read as ArrayList and maps as LinkedHashMap (its defaults: a "
                + "fixed-size Arrays.asList, a HashMap), encode into a reused byte[] (copied out), decode(bytes, 0)"),
        // the second wave's JSON binders and array-shaped binary JSON (issue 25),
        codec("jackson-jr",                "Jackson",                reflection(TEXT, CROSS_LANGUAGE),                      lib("jackson-jr-objects", () -> com.fasterxml.jackson.jr.ob.JSON.class),
            JacksonJrCodec::new, "Jackson jr objects (no databind): the shared JSON.std defaults, public fields in alphabetical order, nulls left "
                + "out; asBytes / beanFrom(type, bytes)"),
        codec("avaje-jsonb",               "avaje-jsonb",            reflection(TEXT, CROSS_LANGUAGE),                      lib("avaje-jsonb", () -> Jsonb.class),
            AvajeJsonbCodec::new, "adapters generated by its annotation processor (@Json.Import of the model classes), default Jsonb (fields in "
                + "declaration order, nulls left out), JsonType of the type, toJsonBytes / fromJson(bytes)"),
        codec("moshi",                     "Moshi",                  reflection(TEXT, CROSS_LANGUAGE),                      lib("moshi", () -> Moshi.class),
            MoshiCodec::new, "Java reflection adapters (Moshi's codegen is for Kotlin classes), Moshi.Builder defaults, JsonAdapter of the type, "
                + "through okio Buffers; fields in alphabetical order, nulls left out, byte[] as an array of numbers (Moshi has no base64 adapter)"),
        codec("msgpack-array",             "MessagePack",            reflection(CROSS_LANGUAGE, UNSAFE_MEMORY),                            lib("jackson-dataformat-msgpack", () -> MessagePackFactory.class),
            JacksonCodec::msgpackArray, "MessagePack through msgpack-java's Jackson format, every model class in JsonFormat.Shape.ARRAY (a config "
                + "override): an array of its values in field order, no field names; JavaTimeModule, ObjectWriter/ObjectReader bound to the type; "
                + MSGPACK_CHARSET),
        codec("cbor-array",                "Jackson",                reflection(CROSS_LANGUAGE),                            lib("jackson-dataformat-cbor", () -> CBORFactory.class),
            JacksonCodec::cborArray, "CBOR (RFC 8949), every model class in JsonFormat.Shape.ARRAY (a config override): an array of its values in "
                + "field order, no field names; JavaTimeModule, ObjectWriter/ObjectReader bound to the type"),
        codec("fastjson2-jsonb-array",     "fastjson2",              reflection(UNSAFE_MEMORY),                             lib("fastjson2", () -> JSON.class),
            Fastjson2Codec::jsonbArray, "JSONB with its array mapping (no field names): JSONB.toBytes(value, BeanToArray) / "
                + "JSONB.parseObject(bytes, type, SupportArrayToBean)"),
        codec("kotlinx-json",              "kotlinx.serialization",  reflection(TEXT, CROSS_LANGUAGE),                      lib("kotlinx-serialization-json", () -> kotlinx.serialization.json.Json.class),
            KotlinxCodec::json, "serializers generated by its Kotlin compiler plugin for a Kotlin mirror of the model (@Serializable classes), "
                + "default Json (declaration order; a property at its default, null, left out), encodeToString / decodeFromString, UTF-8; "
                + "a ByteArray as an array of numbers"),
        codec("kotlinx-protobuf",          "kotlinx.serialization",  reflection(CROSS_LANGUAGE),                            lib("kotlinx-serialization-protobuf", () -> ProtoBuf.class),
            KotlinxCodec::protobuf, "serializers generated by its Kotlin compiler plugin for a Kotlin mirror of the model (@Serializable classes), "
                + "default ProtoBuf with the field numbers and integer types of the data set's .proto (@ProtoNumber, @ProtoType where they "
                + "differ from the defaults), so the same bytes as protobuf; encodeToByteArray / decodeFromByteArray"),
        // the third wave's JSON binders
        codec("json-io",                   "json-io",                reflection(TEXT, CROSS_LANGUAGE),                      lib("json-io", () -> JsonIo.class),
            JsonIoCodec::new, "WriteOptionsBuilder.standardJson(), its documented set-up for JSON exchanged with other "
                + "systems: no @type, no @id/@ref (cycle support off), map keys as JSON keys, nulls written; allowNanAndInfinity on writer and reader "
                + "(NaN, Infinity, -Infinity as JSON5 literals; it otherwise writes null); byte[] as an array of numbers; options built "
                + "once; toJson into a ByteArrayOutputStream / toJava(InputStream).asClass(type), UTF-8; the reader still honours a "
                + "@type in its input"),
        codec("jsonb-yasson",              "Yasson",                 reflection(TEXT, CROSS_LANGUAGE),                      lib("yasson", () -> JsonBindingProvider.class),
            YassonCodec::new, "JsonbBuilder.create(config) once per binding (Yasson on Parsson), JSON-B defaults: public "
                + "fields, properties in lexicographical order, nulls left out; BinaryDataStrategy.BASE_64 for byte[] (its default is an "
                + "array of numbers); toJson(value, type, OutputStream) / fromJson(InputStream, type), UTF-8"),
        codec("wast",                      "wast",                   reflection(TEXT, CROSS_LANGUAGE, UNSAFE_MEMORY),                      lib("wast", () -> io.github.wycst.wast.json.JSON.class),
            WastCodec::new, "JSON.toJsonString(value, JSONConfig made once) as UTF-8 (its toJsonBytes writes Latin-1 text unencoded) / "
                + "JSON.parseObject(bytes, type), wast's defaults: "
                + "fields in declaration order, nulls left out, byte[] as base64, enums by name; no class names written"),
        // the third wave's binary Java-only codecs
        codec("eclipse-serializer",        "Eclipse Serializer",     reflection(REFERENCES, UNSAFE_MEMORY),                 lib("serializer", () -> Serializer.class),
            EclipseSerializerCodec::new, "Serializer.Bytes of a SerializerFoundation with the model classes registered (registerEntityTypes), "
                + "one reused per thread, as its documentation recommends; the plain Serializer: type ids in the bytes, no type dictionary; "
                + "serialize / deserialize"),
        codec("chronicle-wire",            "Chronicle Wire",         reflection(BUFFER_REUSED, UNSAFE_MEMORY),              lib("chronicle-wire", () -> Wire.class),
            ChronicleWireCodec::binary, "WireType.FIELDLESS_BINARY (BINARY_LIGHT, its documentation's choice, cannot read back 100KB values), the model written by its "
                + "reflection marshaller (ValueOut.object / ValueIn.object) under type prefixes: the model classes aliased by simple name in a "
                + "per-data-set ClassAliasPool, which resolves only the classes the data set's value holds; reused on-heap Bytes (copied out)"),
        codec("chronicle-wire-text",       "Chronicle Wire",         reflection(TEXT, BUFFER_REUSED, UNSAFE_MEMORY),        lib("chronicle-wire", () -> Wire.class),
            ChronicleWireCodec::text, "WireType.TEXT, its YAML-based text wire, otherwise as chronicle-wire"));

    private ReflectionCodecs() {}
}
