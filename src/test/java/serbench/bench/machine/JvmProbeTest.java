package serbench.bench.machine;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JvmProbeTest {
    static Path script(Path dir, String body) throws IOException {
        Path java = dir.resolve("java");
        Files.writeString(java, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwx------"));
        return java;
    }

    /** A java that never answers is stopped at the probe's limit: serbench never hangs on it. */
    @Test
    void aJavaThatNeverAnswersIsStoppedAtTheLimit(@TempDir Path dir) throws Exception {
        Path java = script(dir, "echo 'java.version = 17'; exec sleep 30");
        Duration before = JvmProbe.limit;
        JvmProbe.limit = Duration.ofSeconds(2);
        try {
            IOException e = assertTimeoutPreemptively(Duration.ofSeconds(20),
                () -> assertThrows(IOException.class, () -> JvmProbe.describe(java)));
            assertTrue(e.getMessage().equals(java + " did not answer within 2 s when asked for its version; stopped"),
                e.getMessage());
        } finally {
            JvmProbe.limit = before;
        }
    }
}
