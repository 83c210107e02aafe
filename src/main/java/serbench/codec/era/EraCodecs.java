package serbench.codec.era;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import serbench.codec.Codec;
import serbench.codec.Codecs;

/**
 * The registry's versioned rows (docs/versions.md): a row of today's registry on an older version of its library,
 * {@code ID@VERSION}, in a class loader of that version's jars. Opt-in: not in {@link Codecs#all()}, the default
 * selection; {@code --codecs kryo@3.0.3} names one. Adding a version is its jars in pom.xml's copy-versions and a
 * line here, and an era adapter (src/era, build/era-adapters.xml) only where no adapter fits its API.
 */
public final class EraCodecs {
    private static final List<String> KRYO = List.of("com.esotericsoftware.", "org.objenesis.");
    // and its serializer lists, a resource path (META-INF/hessian/), which Hessian 4 reads through each class loader
    private static final List<String> HESSIAN = List.of("com.caucho.", "META-INF.hessian.");
    private static final List<String> JACKSON = List.of("com.fasterxml.jackson.");
    private static final List<String> PROTOBUF = List.of("com.google.protobuf.");
    private static final List<String> THRIFT = List.of("org.apache.thrift.");

    private static final String HESSIAN_SETUP = "Hessian 2 protocol, a Hessian2Output (over a reused buffer) and a Hessian2Input per "
        + "message, a SerializerFactory that creates the model's classes only";
    // SerializerFactory's static initialiser makes StackTraceElement's fields accessible (and prints a stack trace without)
    private static final List<String> HESSIAN3_OPENS = List.of("--add-opens=java.base/java.lang=ALL-UNNAMED");

    private static final List<Era> ERAS = List.of(
        // row       library              version   a class of its main jar                  its packages  era adapter
        //     setup
        new Era("kryo",         "kryo",             "3.0.3",  "com.esotericsoftware.kryo.Kryo",       KRYO,    "serbench.era.kryo3.Kryo3Codec",
            "kryo's configuration on Kryo 3: registration required, references off, FieldSerializer, reused Output, writeObject/readObject"),
        new Era("hessian2",     "hessian",          "3.1.5",  "com.caucho.hessian.io.Hessian2Output", HESSIAN, "serbench.era.hessian.EraHessianCodec",
            HESSIAN_SETUP, HESSIAN3_OPENS),
        new Era("hessian1",     "hessian",          "3.1.5",  "com.caucho.hessian.io.HessianOutput",  HESSIAN, "serbench.era.hessian.EraHessian1Codec",
            "Hessian 1 protocol, reused HessianOutput/HessianInput, a SerializerFactory that creates the model's classes only", HESSIAN3_OPENS),
        new Era("hessian2-deflate", "hessian",      "3.1.5",  "com.caucho.hessian.io.Deflation",      HESSIAN, "serbench.era.hessian.EraHessian2DeflateCodec",
            "Hessian 2 inside 3.1.5's Deflation envelope, as the all-types post did, a SerializerFactory that creates the model's classes only",
            HESSIAN3_OPENS),
        new Era("hessian2",     "hessian",          "4.0.33", "com.caucho.hessian.io.Hessian2Output", HESSIAN, "serbench.era.hessian.EraHessianCodec",
            HESSIAN_SETUP,
            // its ContextSerializerFactory's static initialiser makes StackTraceElement's constructor accessible, uncaught
            List.of("--add-opens=java.base/java.lang=ALL-UNNAMED")),
        new Era("jackson-json", "jackson-databind", "2.4.0",  "com.fasterxml.jackson.databind.ObjectMapper", JACKSON, "serbench.era.jackson2.EraJacksonCodec",
            "JSON, ObjectMapper defaults, the era's JSR310Module, ObjectWriter/ObjectReader bound to the type (writerWithType, reader(type))"),
        new Era("xstream",      "xstream",          "1.3.1",  "com.thoughtworks.xstream.XStream",     List.of("com.thoughtworks.xstream.", "org.xmlpull."),
            "serbench.era.xstream.EraXStreamCodec", "xstream's configuration on XStream 1.3: default XppDriver, UTF-8, a mapper that refuses "
                + "every class but null, primitives and the classes the data set's value holds (1.3 has no type permissions)",
            // XStream's constructor makes private fields of Properties, AttributedCharacterIterator.Attribute and TextAttribute accessible
            List.of("--add-opens=java.base/java.util=ALL-UNNAMED", "--add-opens=java.base/java.text=ALL-UNNAMED",
                "--add-opens=java.desktop/java.awt.font=ALL-UNNAMED")),
        // today's row's class, compiled against the era's jars: 1.3.5's API is today's
        new Era("protostuff",   "protostuff-runtime", "1.3.5", "io.protostuff.runtime.RuntimeSchema", List.of("io.protostuff.", "serbench.codec.protostuff."),
            "serbench.codec.protostuff.ProtostuffCodec", "protostuff's configuration on protostuff 1.3: RuntimeSchema, ProtostuffIOUtil with "
                + "a reused LinkedBuffer, read through CodedInput"),
        // Jackson 1, org.codehaus.jackson: Jackson 2's packages are owned too, so that the row cannot reach today's Jackson
        new Era("jackson-json", "jackson-mapper-asl", "1.7.9", "org.codehaus.jackson.map.ObjectMapper", List.of("org.codehaus.jackson.", "com.fasterxml.jackson."),
            "serbench.era.jackson1.Jackson1Codec", "JSON, Jackson 1 (org.codehaus.jackson) ObjectMapper defaults, ObjectWriter/ObjectReader "
                + "bound to the type (typedWriter, reader(type)); no java.time module"),
        // no protoc before 2.5.0 is on Maven Central, and 2.4.0a's sources have no tag: protoc 2.4.1's classes, committed
        // (src/generated/protobuf-2.4.1); no Parser before 2.5
        new Era("protobuf",     "protobuf-java",    "2.4.0a", "com.google.protobuf.GeneratedMessage", PROTOBUF, "serbench.era.protobuf.EraProtobufBuilderCodec",
            "classes generated by protoc 2.4.1 (2.4.0a's bug-fix release) from the data sets' .proto files, toByteArray, a new builder's "
                + "mergeFrom and build"),
        new Era("protobuf",     "protobuf-java",    "2.6.1",  "com.google.protobuf.GeneratedMessage", PROTOBUF, "serbench.era.protobuf.EraProtobufCodec",
            "classes generated by protoc 2.6.1 from the data sets' .proto files, toByteArray, the message's parser"),
        new Era("protobuf",     "protobuf-java",    "3.5.1",  "com.google.protobuf.GeneratedMessageV3", PROTOBUF, "serbench.era.protobuf.EraProtobufCodec",
            "classes generated by protoc 3.5.1 from the data sets' .proto files, toByteArray, the message's parser"),
        new Era("avro",         "avro",             "1.8.2",  "org.apache.avro.Schema",               List.of("org.apache.avro.", "org.codehaus.jackson.",
            "com.thoughtworks.paranamer.", "org.xerial.snappy.", "org.apache.commons.compress.", "org.tukaani.xz.",
            // today's row's Wire, defined here from serbench's bytes: it links against 1.8.2
            "serbench.codec.avro.AvroWire"),
            // org.slf4j is the JVM's logging (today's API and its no-op binding), as a service configures it: 1.7.7's API
            // without a binding printed three SLF4J lines into every JVM, and the platform matrix read them as warnings
            "serbench.era.avro.EraAvroCodec", "specific records generated by avro-compiler 1.8.2 from the data sets' .avsc files (String for "
                + "strings), binary encoding, reused encoder/decoder"),
        // org.slf4j is the JVM's logging here too (TIOStreamTransport's logger), as for avro
        new Era("thrift-binary", "libthrift",       "0.9.3",  "org.apache.thrift.TSerializer",        THRIFT,  "serbench.era.thrift.EraThriftCodec",
            thriftSetup("0.9.3")),
        new Era("thrift-binary", "libthrift",       "0.11.0", "org.apache.thrift.TSerializer",        THRIFT,  "serbench.era.thrift.EraThriftCodec",
            thriftSetup("0.11.0")));

    private static String thriftSetup(String version) {
        return "TBinaryProtocol, structs generated by Thrift " + version + "'s compiler from the data sets' .thrift files, reused "
            + "TSerializer / TDeserializer";
    }

    private static final List<Codec> ALL = ERAS.stream()
        .map(era -> (Codec) EraCodec.of(era, Codecs.byId(era.base()).orElseThrow())).toList();

    /**
     * The system property that carries a row resolved at run time ({@code --version}) to every JVM that runs it, its
     * id appended: its value is the version's jars, as the JVM that resolved them found them.
     */
    static final String RESOLVED_PROPERTY = "serbench.version.";

    /** The rows resolved at run time in this JVM, or found in its system properties, by id. */
    private static final Map<String, Codec> RESOLVED = new ConcurrentHashMap<>();

    private EraCodecs() {}

    public static List<Codec> all() {
        return ALL;
    }

    /** A registered versioned row, or one resolved at run time (by this JVM, or by the one that started it). */
    public static Optional<Codec> byId(String id) {
        return ALL.stream().filter(c -> c.id().equals(id)).findFirst()
            .or(() -> Optional.ofNullable(RESOLVED.get(id)))
            .or(() -> Optional.ofNullable(id.contains("@") ? System.getProperty(RESOLVED_PROPERTY + id) : null)
                .map(jars -> Stream.of(jars.split(File.pathSeparator)).map(Path::of).toList())
                .flatMap(jars -> resolved(id.substring(0, id.indexOf('@')), id.substring(id.indexOf('@') + 1), jars)));
    }

    /**
     * Today's row {@code row}, one of {@link Upgrades#rows()}, on {@code version} of its library, resolved from Maven
     * Central ({@link MavenCentral}) and registered in this JVM.
     */
    public static Codec resolve(String row, String version) throws MavenCentral.Unresolved {
        Upgrades.Upgrade upgrade = Upgrades.of(row).orElseThrow(() -> new IllegalArgumentException(row + ": not in Upgrades"));
        return resolved(row, version, MavenCentral.resolve(upgrade.artifacts(), version)).orElseThrow();
    }

    /**
     * Today's row {@code row} on {@code version} of its library ({@link Upgrades}), its jars resolved at run time:
     * registered in this JVM, and each JVM that runs it is started with the jars as a system property. Empty for a
     * row {@link Upgrades} does not know.
     */
    static Optional<Codec> resolved(String row, String version, List<Path> jars) {
        String id = row + "@" + version;
        return Upgrades.of(row).map(u -> RESOLVED.computeIfAbsent(id, k -> {
            Codec today = Codecs.byId(row).orElseThrow();
            Era era = u.era(version, today);
            List<String> options = new ArrayList<>(today.jvmOptions());   // a library switch of today's row holds for the version too
            options.add("-D" + RESOLVED_PROPERTY + id + "=" + String.join(File.pathSeparator, jars.stream().map(Path::toString).toList()));
            return EraCodec.resolved(era, today, jars, options);
        }));
    }

    /** The versioned rows of today's row {@code base}, for the line that says a version is not built. */
    public static List<String> versionsOf(String base) {
        return ERAS.stream().filter(e -> e.base().equals(base)).map(Era::id).toList();
    }
}
