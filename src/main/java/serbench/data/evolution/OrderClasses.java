package serbench.data.evolution;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import serbench.model.ModelObject;

/**
 * Each version's {@code Order} and {@code Status} as Java source, compiled by the running JDK's compiler into
 * class files held in memory: every version has the same class names, so they can only live in class
 * loaders of their own, as two deployments' classes do.
 */
public final class OrderClasses {
    public static final String PACKAGE = "serbench.data.evolution.model";
    public static final String ORDER = PACKAGE + ".Order";

    private OrderClasses() {}

    /** Class name to class file, for {@code shape}. */
    public static Map<String, byte[]> compile(Shape shape) {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        if (compiler == null) throw new IllegalStateException("the evolution matrix compiles its model classes: run it on a JDK, not a JRE");
        Map<String, ByteArrayOutputStream> out = new HashMap<>();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        JavaFileManager files = new ForwardingJavaFileManager<>(compiler.getStandardFileManager(diagnostics, null, null)) {
            @Override
            public JavaFileObject getJavaFileForOutput(Location location, String className, JavaFileObject.Kind kind, FileObject sibling) {
                return new SimpleJavaFileObject(URI.create("mem:///" + className.replace('.', '/') + kind.extension), kind) {
                    @Override public OutputStream openOutputStream() { return out.computeIfAbsent(className, c -> new ByteArrayOutputStream()); }
                };
            }
        };
        List<JavaFileObject> sources = List.of(source("Order", order(shape)), source("Status", status(shape)));
        List<String> options = List.of("-classpath", classpathOf(ModelObject.class), "-proc:none", "--release", "17");
        if (!compiler.getTask(null, files, diagnostics, options, null, sources).call()) {
            throw new IllegalStateException("cannot compile Order " + shape + ": " + diagnostics.getDiagnostics());
        }
        return out.entrySet().stream().collect(Collectors.toMap(Map.Entry::getKey, e -> e.getValue().toByteArray()));
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

    private static JavaFileObject source(String name, String code) {
        return new SimpleJavaFileObject(URI.create("string:///" + PACKAGE.replace('.', '/') + "/" + name + ".java"),
            JavaFileObject.Kind.SOURCE) {
            @Override public CharSequence getCharContent(boolean ignoreEncodingErrors) { return code; }
        };
    }

    /** Where ModelObject was loaded from (target/classes or serbench.jar): all the model classes need. */
    private static String classpathOf(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
