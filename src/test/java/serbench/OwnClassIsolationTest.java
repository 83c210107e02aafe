package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No line of the user's own class runs in serbench's own JVM (here the test's, where {@link Cli} runs serbench): its
 * static initializer, its constructors and every round trip run in JVMs of their own, where what ends one is reported as
 * that class's failure.
 */
class OwnClassIsolationTest {
    @TempDir static Path dir;
    static Path marker, jar, sample;

    /** A class whose static initializer and constructor write the JVM's process id to a marker file. */
    private static final String MARKED = """
        package mark;

        import java.nio.file.Files;
        import java.nio.file.Path;
        import java.nio.file.StandardOpenOption;

        public class Marked {
            static { mark(); }
            public int id;
            public Marked() { mark(); }

            static void mark() {
                try {
                    Files.writeString(Path.of("MARKER"), ProcessHandle.current().pid() + "\\n", StandardOpenOption.CREATE,
                        StandardOpenOption.APPEND);
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
        }
        """;

    /** Loaded and read as any class; from its second value in a JVM on, the user's code ends the JVM or fills its heap. */
    private static final List<String> LATER = List.of("""
        package bad;
        public class ExitsLater {
            static int made;
            public int id;
            public ExitsLater() { if (++made > 1) System.exit(42); }
        }
        """, """
        package bad;
        public class HogsLater {
            static int made;
            public int id;
            public HogsLater() {
                if (++made == 1) return;
                long[][] held = new long[1 << 20][];
                for (int i = 0; i < held.length; i++) held[i] = new long[1 << 20];
            }
        }
        """);

    @BeforeAll
    static void compile() throws IOException {
        marker = dir.resolve("marker");
        jar = OwnClasses.jar(dir, "own.jar", Stream.concat(Stream.of(MARKED.replace("MARKER",
            marker.toString().replace("\\", "\\\\"))), LATER.stream()).toArray(String[]::new));
        sample = Files.writeString(dir.resolve("id.json"), "{\"id\": 1}");
    }

    private static String[] own(String type, String... command) {
        return Stream.concat(Stream.of(command), Stream.of("--classpath", jar.toString(), "--type", type, "--sample",
            sample.toString())).toArray(String[]::new);
    }

    @Test
    void noLineOfTheUsersClassRunsInSerbenchsJvm() throws IOException {
        String serbench = String.valueOf(ProcessHandle.current().pid());
        for (String[] command : List.of(own("mark.Marked", "verify", "--codecs", "kryo"),
                                        own("mark.Marked", "sizes", "--codecs", "kryo"),
                                        own("mark.Marked", "safety", "--codecs", "kryo", "--trials", "1"),
                                        own("mark.Marked", "run", "--profile", "smoke", "--codecs", "kryo", "--out",
                                            dir.resolve("marked-run").toString()))) {
            Files.deleteIfExists(marker);
            Cli.Result r = Cli.run(command);
            assertEquals(0, r.status(), command[0] + ": " + r.out() + r.err());
            List<String> pids = Files.readAllLines(marker);
            assertFalse(pids.isEmpty(), command[0] + " ran the class somewhere");
            assertFalse(pids.contains(serbench), command[0] + " ran the class in serbench's JVM: " + pids);
        }
    }

    /** A JVM that ends in a round trip is that pair's failure, named; a new JVM goes on with the codecs left. */
    @Test
    void aClassThatEndsTheJvmInARoundTripFailsThatPair() {
        Cli.Result r = Cli.run(own("bad.ExitsLater", "verify", "--codecs", "kryo,jackson-json"));
        assertEquals(1, r.status(), r.out() + r.err());
        for (String codec : List.of("kryo", "jackson-json")) {
            assertTrue(r.out().contains("FAIL        " + codec + " x ExitsLater: bad.ExitsLater exited with status 42 in the round trip"),
                r.out());
        }
        Cli.Result sizes = Cli.run(own("bad.HogsLater", "sizes", "--codecs", "kryo", "--format", "csv"));
        assertEquals(1, sizes.status(), sizes.out() + sizes.err());
        assertEquals("serbench: no size for kryo x HogsLater (FAIL): bad.HogsLater ran out of memory (a 1 GiB heap) in the round trip",
            sizes.err().strip());
    }

    /** The Python peer has no model of the user's class, and serbench's own JVM runs none of it. */
    @Test
    void interopRefusesTheUsersClass() {
        Cli.assertUsageError(Cli.run(own("mark.Marked", "interop")), "interop compares the built-in data sets only; drop --type");
    }
}
