package serbench.codec.era;

import java.io.IOException;
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
 * parent, so the adapter's bindings take and give the model objects the gate compares.
 */
final class EraLoader extends URLClassLoader {
    /** The era adapters' own package: compiled per version (build/era-adapters.xml), never on the parent's path. */
    static final String ADAPTERS = "serbench.era.";

    private final List<String> owned;

    EraLoader(Path dir, List<String> libraryPackages) {
        super("era-" + dir.getFileName(), urls(dir), EraLoader.class.getClassLoader());
        this.owned = Stream.concat(Stream.of(ADAPTERS), libraryPackages.stream()).toList();
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
    public URL getResource(String name) {
        return ownsResource(name) ? findResource(name) : super.getResource(name);
    }

    @Override
    public Enumeration<URL> getResources(String name) throws IOException {
        return ownsResource(name) ? findResources(name) : super.getResources(name);
    }

    /** The era adapter's classes, then the version's jars in name order (the same order on every machine). */
    private static URL[] urls(Path dir) {
        List<URL> urls = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            urls.add(dir.resolve("classes").toUri().toURL());
            for (Path jar : files.filter(p -> p.toString().endsWith(".jar")).sorted().toList()) urls.add(jar.toUri().toURL());
        } catch (MalformedURLException e) {
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return urls.toArray(URL[]::new);
    }

    static {
        registerAsParallelCapable();
    }
}
