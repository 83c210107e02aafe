package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The user's own classes as a data set: compiled here, at test time, into a jar serbench never saw, and
 * read from a JSON sample; verify and sizes must take them like any built-in data set.
 */
class OwnTypeTest {
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

    @TempDir static Path dir;
    static Path jar;

    @BeforeAll
    static void compileTheUsersClassesIntoAJar() throws IOException {
        Path src = Files.createDirectories(dir.resolve("src"));
        Path classes = Files.createDirectories(dir.resolve("classes"));
        Path order = Files.createDirectories(src.resolve("shop")).resolve("Order.java");
        Path track = Files.createDirectories(src.resolve("geo")).resolve("Track.java");
        Files.writeString(order, ORDER);
        Files.writeString(track, TRACK);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertEquals(0, javac.run(null, null, null, "-d", classes.toString(), order.toString(), track.toString()));
        jar = dir.resolve("own.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar)); Stream<Path> files = Files.walk(classes)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                out.putNextEntry(new JarEntry(classes.relativize(f).toString().replace('\\', '/')));
                Files.copy(f, (OutputStream) out);
                out.closeEntry();
            }
        }
        Files.writeString(dir.resolve("order.json"), ORDER_JSON);
        Files.writeString(dir.resolve("track.json"), TRACK_JSON);
    }

    private static String[] own(String command, String type, String sample, String... more) {
        return Stream.concat(Stream.of(command, "--classpath", jar.toString(), "--type", type, "--sample",
            dir.resolve(sample).toString()), Stream.of(more)).toArray(String[]::new);
    }

    private static int passed(Cli.Result verify) {
        Matcher m = Pattern.compile("(\\d+) pairs: (\\d+) passed").matcher(verify.out());
        assertTrue(m.find(), verify.out() + verify.err());
        return Integer.parseInt(m.group(2));
    }

    @Test
    void verifyPassesAtLeastTwelveCodecsOnAPojo() {
        Cli.Result r = Cli.run(own("verify", "shop.Order", "order.json"));
        assertTrue(r.out().startsWith("codec") && r.out().lines().findFirst().orElseThrow().matches("codec\\s+Order"), r.out());
        assertTrue(passed(r) >= 12, r.out());
        assertTrue(r.out().contains("unsupported protobuf x Order: "), r.out());
    }

    @Test
    void verifyPassesAtLeastTwelveCodecsOnARecord() {
        Cli.Result r = Cli.run(own("verify", "geo.Track", "track.json", "--name", "gps"));
        assertTrue(r.out().lines().findFirst().orElseThrow().matches("codec\\s+gps"), r.out());
        assertTrue(passed(r) >= 12, r.out());
    }

    @Test
    void sizesListsThePassingCodecs() {
        for (String[] args : List.of(own("sizes", "shop.Order", "order.json", "--format", "csv"),
                                     own("sizes", "geo.Track", "track.json", "--format", "csv"))) {
            Cli.Result r = Cli.run(args);
            List<String> rows = r.out().lines().skip(1).toList();
            assertTrue(rows.size() >= 12, r.out() + r.err());
            assertTrue(rows.stream().anyMatch(l -> l.matches("(Order|Track),kryo,\\d+,.*")), r.out());
        }
    }

    @Test
    void badInputsAreOneLineAndExitTwo() throws IOException {
        Cli.assertUsageError(Cli.run("verify", "--classpath", dir.resolve("nope.jar").toString(), "--type", "shop.Order",
            "--sample", dir.resolve("order.json").toString()), "nope.jar", "no such jar or directory");
        Path notJar = Files.writeString(dir.resolve("not.jar"), "hello");
        Cli.assertUsageError(Cli.run("sizes", "--classpath", notJar.toString(), "--type", "shop.Order",
            "--sample", dir.resolve("order.json").toString()), "not a jar or a directory");
        Cli.assertUsageError(Cli.run(own("verify", "shop.Nope", "order.json")), "shop.Nope", "no such class");
        Cli.assertUsageError(Cli.run(own("verify", "shop.Order", "missing.json")), "missing.json", "no such file");
        Files.writeString(dir.resolve("extra.json"), "{\"id\": 1, \"colour\": \"red\"}");
        Cli.assertUsageError(Cli.run(own("verify", "shop.Order", "extra.json")), "does not fit shop.Order", "colour");
        Files.writeString(dir.resolve("wrong.json"), "{\"id\": \"not a number\"}");
        Cli.assertUsageError(Cli.run(own("sizes", "shop.Order", "wrong.json")), "does not fit shop.Order", "line 1");
        Cli.assertUsageError(Cli.run("verify", "--type", "shop.Order"), "--type needs --classpath");
        Cli.assertUsageError(Cli.run("verify", "--sample", "x.json"), "--sample needs --type");
        Cli.assertUsageError(Cli.run(own("verify", "shop.Order", "order.json", "--name", "media")), "'media'", "--name");
    }
}
