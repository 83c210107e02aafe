package serbench.codec.era;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import serbench.codec.Binding;
import serbench.codec.Codec;
import serbench.codec.Library;
import serbench.codec.Profile;
import serbench.codec.ProfiledCodec;
import serbench.codec.UnsupportedDatasetException;
import serbench.data.Dataset;

/**
 * A versioned row: its era adapter, loaded in a class loader of the era's jars ({@link EraLoader}) when first bound,
 * binds it. The loader and the adapter are made once per JVM, as a service holds its codec; nothing of them is
 * loaded until then, so a JVM that does not measure the row never opens its jars.
 */
public final class EraCodec extends ProfiledCodec {
    private final Era era;
    /** The version's jars as resolved at run time ({@code --version}), or null: the build's directory of them. */
    private final List<Path> jars;
    private EraLoader loader;
    private Codec adapter;

    private EraCodec(Profile profile, Era era, List<Path> jars) {
        super(profile);
        this.era = era;
        this.jars = jars;
    }

    /** {@code era}'s row: today's row {@code base}'s family and traits, the era's library read when first asked for. */
    static EraCodec of(Era era, Codec base) {
        return of(era, base, null, era.jvmOptions());
    }

    /** {@code era}'s row on {@code jars}, resolved at run time; every JVM that runs it is started with {@code jvmOptions}. */
    static EraCodec resolved(Era era, Codec base, List<Path> jars, List<String> jvmOptions) {
        return of(era, base, List.copyOf(jars), jvmOptions);
    }

    private static EraCodec of(Era era, Codec base, List<Path> jars, List<String> jvmOptions) {
        AtomicReference<EraCodec> row = new AtomicReference<>();
        row.set(new EraCodec(new Profile(era.id(), base.family(), base.traits(), () -> row.get().eraLibrary(), era.setup(), false,
            jvmOptions), era, jars));
        return row.get();
    }

    /** Where the build put the versions' jars: beside serbench's classes or jar, as lib/ is (target/versions). */
    static Path versions() {
        try {
            return Path.of(EraCodec.class.getProtectionDomain().getCodeSource().getLocation().toURI()).getParent().resolve("versions");
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Its registration (the tests find its jars and library by it). */
    Era era() {
        return era;
    }

    private Path directory() {
        return versions().resolve(era.directory());
    }

    /** Why this row cannot run here, when its jars are not where the build puts them; empty when they are. */
    public Optional<String> missing() {
        if (jars != null) {
            return jars.stream().filter(j -> !Files.isRegularFile(j)).findFirst().map(j -> era.id() + ": " + j + " is gone");
        }
        try (Stream<Path> files = Files.list(directory())) {
            if (files.anyMatch(p -> p.toString().endsWith(".jar"))) return Optional.empty();
        } catch (IOException e) {
            // no directory: the build that made this jar did not fetch the version
        }
        return Optional.of(era.id() + " is registered but its jars are not in " + directory()
            + "; build serbench where Maven Central is reachable (./mvnw -B package), which fetches them");
    }

    synchronized ClassLoader loader() {
        if (loader == null) loader = new EraLoader(era.directory(), jars != null ? jars : EraLoader.built(directory()), era.packages());
        return loader;
    }

    /** The era's library, read from the jar its main class comes from in the row's loader (never today's). */
    Library eraLibrary() {
        if (missing().isPresent()) return new Library(era.library(), "not built");
        try {
            return Library.of(era.library(), Class.forName(era.anchor(), false, loader()));
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(era.id() + ": no " + era.anchor() + " in its jars", e);
        }
    }

    private synchronized Codec adapter() {
        if (adapter == null) {
            try {
                // Class#factory: today's row's class made as its registry row makes it; a class alone: its (Profile) constructor
                String[] made = era.adapter().split("#");
                Class<?> c = loader().loadClass(made[0]);
                adapter = (Codec) (made.length > 1 ? c.getMethod(made[1], Profile.class).invoke(null, profile())
                    : c.getConstructor(Profile.class).newInstance(profile()));
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(era.id() + ": its era adapter " + era.adapter() + " cannot be made", e);
            }
        }
        return adapter;
    }

    /** Its era adapter as {@code role} (an interface of the parent's), where the adapter offers it. */
    public <T> Optional<T> adapterAs(Class<T> role) {
        Codec a = adapter();
        return role.isInstance(a) ? Optional.of(role.cast(a)) : Optional.empty();
    }

    @Override
    public <M> Binding<M, ?> bind(Dataset<M> dataset) throws UnsupportedDatasetException {
        return adapter().binding(dataset);
    }
}
