package serbench.codec;

import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/** How the registry's rows ({@link Codecs}) are written: a row's configuration, and where its library's version comes from. */
final class Rows {
    private Rows() {}

    /** {@code jvmOptions}: a library's JVM-wide switch the row is measured with ({@link Profile#jvmOptions}). */
    static Codec codec(String id, String family, Traits traits, Supplier<Library> library,
                       Function<Profile, Codec> factory, String setup, String... jvmOptions) {
        return factory.apply(new Profile(id, family, traits, library, setup, false, List.of(jvmOptions)));
    }

    /** A reference point (memcpy, hand-written) that bounds the picture but is not a product. */
    static Codec baseline(String id, String family, Traits traits, Supplier<Library> library,
                          Function<Profile, Codec> factory, String setup) {
        return factory.apply(new Profile(id, family, traits, library, setup, true));
    }

    /**
     * A library whose version is read from the jar {@code anchor} was loaded from, when first asked for. The
     * anchor too is a supplier: a class literal in the table would load every library's class, opening its jar,
     * in every measuring JVM (opening every jar at start slowed capnproto's deser by 9%).
     */
    static Supplier<Library> lib(String name, Supplier<Class<?>> anchor) {
        return () -> Library.of(name, anchor.get());
    }

    static Supplier<Library> jdk(String name) {
        return () -> Library.jdk(name);
    }

    static Supplier<Library> recorded(String name, String resource) {
        return () -> Library.recorded(name, resource);
    }
}
