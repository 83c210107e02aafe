package serbench.codec.era;

import java.util.List;
import java.util.Optional;
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
    private static final List<String> HESSIAN = List.of("com.caucho.");
    private static final List<String> JACKSON = List.of("com.fasterxml.jackson.");

    private static final String HESSIAN_SETUP = "Hessian 2 protocol, a Hessian2Output (over a reused buffer) and a Hessian2Input per "
        + "message, a SerializerFactory that creates the model's classes only";

    private static final List<Era> ERAS = List.of(
        // row       library              version   a class of its main jar                  its packages  era adapter
        //     setup
        new Era("kryo",         "kryo",             "3.0.3",  "com.esotericsoftware.kryo.Kryo",       KRYO,    "serbench.era.kryo3.Kryo3Codec",
            "kryo's configuration on Kryo 3: registration required, references off, FieldSerializer, reused Output, writeObject/readObject"),
        new Era("hessian2",     "hessian",          "3.1.5",  "com.caucho.hessian.io.Hessian2Output", HESSIAN, "serbench.era.hessian.EraHessianCodec",
            HESSIAN_SETUP),
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
                + "bound to the type (typedWriter, reader(type)); no java.time module"));

    private static final List<Codec> ALL = ERAS.stream()
        .map(era -> (Codec) EraCodec.of(era, Codecs.byId(era.base()).orElseThrow())).toList();

    private EraCodecs() {}

    public static List<Codec> all() {
        return ALL;
    }

    public static Optional<Codec> byId(String id) {
        return ALL.stream().filter(c -> c.id().equals(id)).findFirst();
    }

    /** The versioned rows of today's row {@code base}, for the line that says a version is not built. */
    public static List<String> versionsOf(String base) {
        return ERAS.stream().filter(e -> e.base().equals(base)).map(Era::id).toList();
    }
}
