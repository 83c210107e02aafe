package serbench.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.OwnClasses;
import serbench.codec.Codecs;
import serbench.data.Dataset;
import serbench.data.own.OwnType;

/** The user's code that never returns is stopped at the time limit, reported as that class's failure, and left running nowhere. */
class OwnClassJvmTest {
    @TempDir Path dir;
    private Duration before;

    @BeforeEach
    void shortenTheLimit() {
        before = OwnClassJvm.limit;
        OwnClassJvm.limit = Duration.ofSeconds(15);   // a JVM's start and the codec's within it, on a busy machine too
    }

    @AfterEach
    void restoreTheLimit() {
        OwnClassJvm.limit = before;
    }

    /** Writes the JVM's process id to {@code dir/pid}, then spins: in the static initializer, or from the second value on. */
    private OwnType spinning(String where) throws Exception {
        String pid = "java.nio.file.Files.writeString(java.nio.file.Path.of(\"" + dir.resolve("pid").toString().replace("\\", "\\\\")
            + "\"), String.valueOf(ProcessHandle.current().pid()));";
        Path jar = OwnClasses.jar(dir, "spins.jar", """
            package bad;
            public class Spins {
                static int made;
                static { if (WHERE.equals("static")) spin(); }
                public int id;
                public Spins() { if (++made > 1) spin(); }
                static void spin() {
                    try { PID } catch (java.io.IOException e) { throw new java.io.UncheckedIOException(e); }
                    while (System.nanoTime() != 0) { }
                }
            }
            """.replace("WHERE", "\"" + where + "\"").replace("PID", pid));
        Path sample = Files.writeString(dir.resolve("id.json"), "{\"id\": 1}");
        return new OwnType(List.of(jar.toString()), "bad.Spins", List.of(sample.toString()), null);
    }

    private void assertStopped() throws Exception {
        long pid = Long.parseLong(Files.readString(dir.resolve("pid")));
        assertFalse(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false), "the JVM of the user's class is left running");
    }

    @Test
    void aStaticInitializerThatNeverReturnsIsStoppedAtTheLimit() throws Exception {
        OwnType own = spinning("static");
        IllegalArgumentException e = assertTimeoutPreemptively(Duration.ofSeconds(120),
            () -> assertThrows(IllegalArgumentException.class, () -> OwnClassJvm.load(own)));
        assertEquals("--type bad.Spins: did not finish within 15 s in its static initializer", e.getMessage());
        assertStopped();
    }

    @Test
    void aRoundTripThatNeverReturnsFailsItsPairAtTheLimit() throws Exception {
        OwnType own = spinning("constructor");
        List<Dataset<?>> datasets = OwnClassJvm.load(own);
        List<Verdict> verdicts = assertTimeoutPreemptively(Duration.ofSeconds(120),
            () -> RoundTrips.check(List.of(Codecs.byId("kryo").orElseThrow()), datasets.get(0)));
        assertEquals(Verdict.Status.FAIL, verdicts.get(0).status());
        assertEquals("bad.Spins did not finish within 15 s in the round trip", verdicts.get(0).reason());
        assertStopped();
    }
}
