package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
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

    /** Compiles shop.Order, shop.Note and geo.Track into {@code dir/own.jar} and writes their samples; returns the jar. */
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

    public static Path jar(Path dir) throws IOException {
        Path src = Files.createDirectories(dir.resolve("src"));
        Path classes = Files.createDirectories(dir.resolve("classes"));
        Path order = Files.createDirectories(src.resolve("shop")).resolve("Order.java");
        Path track = Files.createDirectories(src.resolve("geo")).resolve("Track.java");
        Files.writeString(order, ORDER);
        Files.writeString(track, TRACK);
        Path note = src.resolve("shop").resolve("Note.java");
        Files.writeString(note, NOTE);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertEquals(0, javac.run(null, null, null, "-d", classes.toString(), order.toString(), track.toString(),
            note.toString()));
        Path jar = dir.resolve("own.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar)); Stream<Path> files = Files.walk(classes)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                out.putNextEntry(new JarEntry(classes.relativize(f).toString().replace('\\', '/')));
                Files.copy(f, (OutputStream) out);
                out.closeEntry();
            }
        }
        Files.writeString(dir.resolve("order.json"), ORDER_JSON);
        Files.writeString(dir.resolve("track.json"), TRACK_JSON);
        Files.writeString(dir.resolve("note.json"), NOTE_JSON);
        return jar;
    }

}
