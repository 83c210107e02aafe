package serbench.data.own;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.OwnClasses;

class OwnTypeCheckTest {
    /** A static initializer that never returns is stopped at the limit and reported as the class's failure. */
    @Test
    void aClassThatNeverLoadsIsStoppedAtTheLimit(@TempDir Path dir) throws Exception {
        Path jar = OwnClasses.jar(dir, "loops.jar", """
            package bad;
            public class Loops { static { while (System.nanoTime() != 0) { } } public int id; }
            """);
        Path sample = Files.writeString(dir.resolve("id.json"), "{\"id\": 1}");
        OwnType own = new OwnType(List.of(jar.toString()), "bad.Loops", List.of(sample.toString()), null);
        Duration before = OwnTypeCheck.limit;
        OwnTypeCheck.limit = Duration.ofSeconds(3);
        try {
            IllegalArgumentException e = assertTimeoutPreemptively(Duration.ofSeconds(30),
                () -> assertThrows(IllegalArgumentException.class, () -> OwnTypeCheck.check(own)));
            assertTrue(e.getMessage().startsWith("--type bad.Loops: loading it and reading its samples did not end within 3 s"),
                e.getMessage());
        } finally {
            OwnTypeCheck.limit = before;
        }
    }
}
