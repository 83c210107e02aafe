package serbench.evolution;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;
import serbench.data.evolution.OrderClasses;
import serbench.data.evolution.Shape;

/**
 * One deployment of one version: serbench and every library loaded afresh from the class path, with the
 * version's own {@code Order} (and its avaje-jsonb adapter) first, compiled into a folder of its own that
 * {@link #close} removes. Nothing is shared with the other version's deployment, as between two
 * JVMs: no library cache keyed by class name (protostuff's, Avro's) can hand one version the other's class,
 * and Java serialization resolves the class from the codec's own loader, as it would in a service.
 */
final class DeploymentLoader extends URLClassLoader {
    static {
        // the matrix's codecs load classes side by side: a lock per class name, not one for the whole loader
        registerAsParallelCapable();
    }

    private final Shape shape;
    private final Path folder;

    DeploymentLoader(Shape shape) {
        this(shape, folder(shape));
    }

    private DeploymentLoader(Shape shape, Path folder) {
        super("evolution-" + shape.pkg(), classPath(shape, folder), ClassLoader.getPlatformClassLoader());
        this.shape = shape;
        this.folder = folder;
    }

    /**
     * Hessian alone comes from the application's loader, shared: its ContextSerializerFactory walks up to the
     * system loader for its serializer list, and would mix the system loader's Hessian classes with this one's.
     */
    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        return name.startsWith("com.caucho.") ? ClassLoader.getSystemClassLoader().loadClass(name) : super.loadClass(name, resolve);
    }

    @Override
    public void close() throws IOException {
        super.close();
        delete(folder);
    }

    byte[] write(String codec) throws Exception {
        return (byte[]) call("write", new Class<?>[] {String.class, String.class}, codec, shape.name());
    }

    String writerSchema(String codec) throws Exception {
        return (String) call("writerSchema", new Class<?>[] {String.class, String.class}, codec, shape.name());
    }

    @SuppressWarnings("unchecked")
    Map<String, Object> read(String codec, byte[] bytes, String writerSchema) throws Exception {
        return (Map<String, Object>) call("read", new Class<?>[] {String.class, String.class, byte[].class, String.class},
            codec, shape.name(), bytes, writerSchema);
    }

    /** A {@link Deployment} method, with this loader as the thread's context loader, as the service's own would be. */
    private Object call(String method, Class<?>[] types, Object... args) throws Exception {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(this);
        try {
            Method m = loadClass(Deployment.class.getName()).getMethod(method, types);
            return m.invoke(null, args);
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    private static Path folder(Shape shape) {
        try {
            return Files.createTempDirectory("serbench-evolution-" + shape.pkg());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The version's classes, then the application's class path. */
    private static URL[] classPath(Shape shape, Path folder) {
        Path classes;
        try {
            classes = OrderClasses.compile(shape, folder);
        } catch (IOException | RuntimeException e) {
            try {
                delete(folder);
            } catch (IOException left) {
                e.addSuppressed(left);
            }
            throw e instanceof IOException io ? new UncheckedIOException(io) : (RuntimeException) e;
        }
        return Stream.concat(Stream.of(classes.toString()), Stream.of(System.getProperty("java.class.path").split(File.pathSeparator)))
            .filter(s -> !s.isEmpty()).map(s -> {
                try {
                    return Path.of(s).toUri().toURL();
                } catch (MalformedURLException e) {
                    throw new IllegalStateException(e);
                }
            }).toArray(URL[]::new);
    }

    private static void delete(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }
}
