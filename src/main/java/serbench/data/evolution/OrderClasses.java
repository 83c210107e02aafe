package serbench.data.evolution;

import io.avaje.json.JsonAdapter;
import io.avaje.jsonb.Json;
import io.avaje.jsonb.generator.APContext;
import io.avaje.jsonb.generator.JsonbProcessor;
import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;
import serbench.model.ModelObject;

/**
 * Each version's {@code Order} and {@code Status} as Java source, compiled by the running JDK's compiler into a
 * folder of the version's own: every version has the same class names, so they can only live in class loaders of
 * their own, as two deployments' classes do. avaje-jsonb's annotation processor runs in that compilation, as it
 * runs in the build for the data sets, since avaje-jsonb has no adapter for a class its processor did not see:
 * it writes the version's {@code OrderJsonAdapter}, its component and the component's
 * {@code META-INF/services} entry beside the classes.
 */
public final class OrderClasses {
    public static final String PACKAGE = "serbench.data.evolution.model";
    public static final String ORDER = PACKAGE + ".Order";

    private OrderClasses() {}

    /**
     * Compiles {@code shape}'s classes into {@code dir}/classes (the processor's sources into {@code dir}/generated);
     * returns the classes' folder, the version's class path.
     */
    public static Path compile(Shape shape, Path dir) throws IOException {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        if (compiler == null) throw new IllegalStateException("the evolution matrix compiles its model classes: run it on a JDK, not a JRE");
        Path classes = Files.createDirectories(dir.resolve("classes"));
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = compiler.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8)) {
            files.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(classes));
            files.setLocationFromPaths(StandardLocation.SOURCE_OUTPUT, List.of(Files.createDirectories(dir.resolve("generated"))));
            List<JavaFileObject> sources = List.of(source("Order", order(shape)), source("Status", status(shape)),
                source("AvajeJsonbImport", avajeJsonbImport()));
            List<String> options = List.of("-classpath", classpathOf(ModelObject.class, Json.class, JsonAdapter.class), "--release", "17");
            JavaCompiler.CompilationTask task = compiler.getTask(null, files, diagnostics, options, null, sources);
            task.setProcessors(List.of(new JsonbProcessor()));   // by name alone: no other processor on the class path runs
            // avaje keeps its processing context per thread and keeps one an earlier compile on this thread left (a javac
            // that found its processor on the class path): that context's compiler is closed, so start from none
            APContext.clear();
            if (!task.call()) throw new IllegalStateException("cannot compile Order " + shape + ": " + diagnostics.getDiagnostics());
        }
        return classes;
    }

    /** A realistic model class: public fields, the serialVersionUID that Java serialization's evolution rules ask for. */
    static String order(Shape shape) {
        StringBuilder s = new StringBuilder("package " + PACKAGE + ";\n\n/** " + shape + " */\n"
            + "public class Order extends serbench.model.ModelObject {\n"
            + "    private static final long serialVersionUID = 1L;\n");
        for (Shape.Field f : shape.fields()) s.append("    public ").append(f.kind().java).append(' ').append(f.name()).append(";\n");
        return s.append("}\n").toString();
    }

    static String status(Shape shape) {
        return "package " + PACKAGE + ";\n\npublic enum Status { " + String.join(", ", shape.statuses()) + " }\n";
    }

    /** Names Order for avaje-jsonb's processor, as each data set's AvajeJsonbImport names its model classes. */
    static String avajeJsonbImport() {
        return "package " + PACKAGE + ";\n\n@io.avaje.jsonb.Json.Import(Order.class)\nfinal class AvajeJsonbImport {\n"
            + "    private AvajeJsonbImport() {}\n}\n";
    }

    private static JavaFileObject source(String name, String code) {
        return new SimpleJavaFileObject(URI.create("string:///" + PACKAGE.replace('.', '/') + "/" + name + ".java"),
            JavaFileObject.Kind.SOURCE) {
            @Override public CharSequence getCharContent(boolean ignoreEncodingErrors) { return code; }
        };
    }

    /**
     * Where the classes were loaded from (target/classes or serbench.jar, and the avaje-jsonb jars its generated
     * adapter is compiled against): all the model classes need.
     */
    private static String classpathOf(Class<?>... types) {
        return Stream.of(types).map(type -> {
            try {
                return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
            } catch (URISyntaxException e) {
                throw new IllegalStateException(e);
            }
        }).distinct().collect(Collectors.joining(File.pathSeparator));
    }
}
