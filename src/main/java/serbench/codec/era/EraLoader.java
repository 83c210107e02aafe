package serbench.codec.era;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.stream.Stream;

/**
 * The class loader of one versioned row: the era's jars and its adapter's classes first, and today's library never.
 * A class of the library's packages (or the era adapters') is found here or not at all: the parent, whose class path
 * holds today's version, is not asked, so a class that only today's version has fails to load instead of mixing two
 * versions in one row. Everything else (the JDK, serbench's codec contract, the model classes) comes from the
 * parent, so the adapter's bindings take and give the model objects the gate compares. A class of an owned serbench
 * package that the row's classes lack (today's row's own class, for a version resolved at run time) is defined here
 * from the bytes serbench's jar holds, so that it links against the era's jars, not today's.
 */
final class EraLoader extends URLClassLoader {
    /** The era adapters' own package: compiled per version (build/era-adapters.xml), never on the parent's path. */
    static final String ADAPTERS = "serbench.era.";

    /** serbench's codec classes, which an owned package of them takes from serbench's own bytes. */
    private static final String CODECS = "serbench.codec.";

    private final List<String> owned;

    /** {@code classpath}: the era adapter's classes and the version's jars, searched in that order. */
    EraLoader(String name, List<Path> classpath, List<String> libraryPackages) {
        super("era-" + name, urls(classpath), EraLoader.class.getClassLoader());
        this.owned = Stream.concat(Stream.of(ADAPTERS), libraryPackages.stream()).toList();
    }

    /** The classpath of a version the build fetched into {@code dir}: its adapter's classes, then its jars in name order. */
    static List<Path> built(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return Stream.concat(Stream.of(dir.resolve("classes")), files.filter(p -> p.toString().endsWith(".jar")).sorted()).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private boolean owns(String name) {
        return owned.stream().anyMatch(name::startsWith);
    }

    /** A resource of an owned package, as a path ({@code com/esotericsoftware/...}). */
    private boolean ownsResource(String path) {
        return owned.stream().anyMatch(p -> path.startsWith(p.replace('.', '/')));
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (!owns(name)) return super.loadClass(name, resolve);
        synchronized (getClassLoadingLock(name)) {
            Class<?> c = findLoadedClass(name);
            if (c == null) c = findClass(name);     // not in the era's jars: ClassNotFoundException, today's is not asked
            if (resolve) resolveClass(c);
            return c;
        }
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        try {
            return super.findClass(name);
        } catch (ClassNotFoundException e) {
            if (!name.startsWith(CODECS)) throw e;
            try (InputStream in = getParent().getResourceAsStream(name.replace('.', '/') + ".class")) {
                if (in == null) throw e;
                byte[] bytes = in.readAllBytes();
                return defineClass(name, bytes, 0, bytes.length);
            } catch (IOException io) {
                throw new ClassNotFoundException(name, io);
            }
        }
    }

    @Override
    public URL getResource(String name) {
        return ownsResource(name) ? findResource(name) : super.getResource(name);
    }

    @Override
    public Enumeration<URL> getResources(String name) throws IOException {
        return ownsResource(name) ? findResources(name) : super.getResources(name);
    }

    private static URL[] urls(List<Path> classpath) {
        List<URL> urls = new ArrayList<>();
        try {
            for (Path p : classpath) urls.add(p.toUri().toURL());
        } catch (MalformedURLException e) {
            throw new IllegalStateException(e);
        }
        return urls.toArray(URL[]::new);
    }

    static {
        registerAsParallelCapable();
    }
}
