package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.ToolProvider;

/**
 * A user's own classes that serbench never saw: compiled at test time into a jar, with a JSON sample each
 * ({@code order.json}, {@code track.json}, {@code note.json} beside the jar).
 */
public final class OwnClasses {
    private OwnClasses() {}

    /** A POJO with getters/setters and no equals(): a nested enum and class, a Map, a LocalDate, a long above 2^53. */
    private static final String ORDER = """
        package shop;

        import java.io.Serializable;
        import java.time.LocalDate;
        import java.util.List;
        import java.util.Map;

        public class Order implements Serializable {
            public enum Status { NEW, PAID, SHIPPED }

            public static class Line implements Serializable {
                private String sku;
                private int quantity;
                public String getSku() { return sku; }
                public void setSku(String sku) { this.sku = sku; }
                public int getQuantity() { return quantity; }
                public void setQuantity(int quantity) { this.quantity = quantity; }
            }

            private long id;
            private String customer;
            private Status status;
            private LocalDate placed;
            private Map<String, Integer> stock;
            private List<Line> lines;

            public long getId() { return id; }
            public void setId(long id) { this.id = id; }
            public String getCustomer() { return customer; }
            public void setCustomer(String customer) { this.customer = customer; }
            public Status getStatus() { return status; }
            public void setStatus(Status status) { this.status = status; }
            public LocalDate getPlaced() { return placed; }
            public void setPlaced(LocalDate placed) { this.placed = placed; }
            public Map<String, Integer> getStock() { return stock; }
            public void setStock(Map<String, Integer> stock) { this.stock = stock; }
            public List<Line> getLines() { return lines; }
            public void setLines(List<Line> lines) { this.lines = lines; }
        }
        """;

    private static final String ORDER_JSON = """
        {"id": 9007199254740993, "customer": "Ada Lovelace", "status": "PAID", "placed": "2024-02-29",
         "stock": {"A-1": 3, "B-2": 0, "C-3": 17},
         "lines": [{"sku": "A-1", "quantity": 2}, {"sku": "C-3", "quantity": 1}]}
        """;

    /** A record with a double[]. */
    private static final String TRACK = """
        package geo;

        public record Track(String name, double[] points) implements java.io.Serializable {}
        """;

    private static final String TRACK_JSON = """
        {"name": "morning run", "points": [52.5200, 13.4050, 52.5201, 13.4049, -0.0, 1.0E-300]}
        """;

    /** Public fields only, and not Serializable. */
    private static final String NOTE = """
        package shop;

        import java.util.List;

        public class Note {
            public String text;
            public List<String> tags;
            public int[] counts;
        }
        """;

    private static final String NOTE_JSON = """
        {"text": "hello", "tags": ["a", "b"], "counts": [1, 2, 3]}
        """;

    /** Compiles shop.Order, shop.Note and geo.Track into {@code dir/own.jar} and writes their samples; returns the jar. */
    public static Path jar(Path dir) throws IOException {
        Path jar = jar(dir, "own.jar", ORDER, TRACK, NOTE);
        Files.writeString(dir.resolve("order.json"), ORDER_JSON);
        Files.writeString(dir.resolve("track.json"), TRACK_JSON);
        Files.writeString(dir.resolve("note.json"), NOTE_JSON);
        return jar;
    }

    /** Compiles {@code sources} (each one public top-level type with a package) into {@code dir/name}; returns the jar. */
    public static Path jar(Path dir, String name, String... sources) throws IOException {
        Path src = Files.createDirectories(dir.resolve(name + "-src"));
        Path classes = Files.createDirectories(dir.resolve(name + "-classes"));
        // a user's classes as the user compiles them: no annotation processor of serbench's class path (avaje-jsonb's) runs
        List<String> args = new ArrayList<>(List.of("-proc:none", "-d", classes.toString()));
        for (String source : sources) {
            Matcher pkg = Pattern.compile("package ([\\w.]+);").matcher(source);
            Matcher type = Pattern.compile("public (?:final )?(?:class|record|enum) (\\w+)").matcher(source);
            assertTrue(pkg.find() && type.find(), source);
            Path file = Files.createDirectories(src.resolve(pkg.group(1).replace('.', '/'))).resolve(type.group(1) + ".java");
            args.add(Files.writeString(file, source).toString());
        }
        assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, null, args.toArray(String[]::new)));
        Path jar = dir.resolve(name);
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar)); Stream<Path> files = Files.walk(classes)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                out.putNextEntry(new JarEntry(classes.relativize(f).toString().replace('\\', '/')));
                Files.copy(f, (OutputStream) out);
                out.closeEntry();
            }
        }
        return jar;
    }
}
