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
            "JSON, ObjectMapper defaults, the era's JSR310Module, ObjectWriter/ObjectReader bound to the type (writerWithType, reader(type))"));

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
