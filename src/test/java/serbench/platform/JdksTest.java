package serbench.platform;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The newest JDK beside the running one is found from the JDKs' release files, nothing started. */
class JdksTest {
    private static Path jdk(Path parent, String name, String release) throws IOException {
        Path home = Files.createDirectories(parent.resolve(name));
        Path java = Files.createDirectories(home.resolve("bin")).resolve("java");
        Files.writeString(java, "#!/bin/sh\n");
        java.toFile().setExecutable(true);
        if (release != null) Files.writeString(home.resolve("release"), release);
        return home;
    }

    @Test
    void theNewestSiblingWithAReleaseFileIsFound(@TempDir Path dir) throws IOException {
        Path running = jdk(dir, "java-17-openjdk-amd64", "IMPLEMENTOR=\"Debian\"\nJAVA_VERSION=\"17.0.15\"\n");
        jdk(dir, "temurin-25-jdk-amd64", "JAVA_VERSION=\"25.0.1\"\nJAVA_RUNTIME_VERSION=\"25.0.1+8-LTS\"\n");
        jdk(dir, "temurin-21-jdk-amd64", "JAVA_VERSION=\"21.0.9\"\n");
        jdk(dir, "no-release", null);
        Files.createDirectories(dir.resolve("docs"));
        assertEquals(Optional.of(dir.resolve("temurin-25-jdk-amd64/bin/java").toRealPath()), Jdks.newestBeside(running));
        assertEquals(17, Jdks.major(running));
        assertEquals(0, Jdks.major(dir.resolve("no-release")));
    }

    @Test
    void aLoneJdkHasOnlyItself(@TempDir Path dir) throws IOException {
        Path running = jdk(dir, "jdk", "JAVA_VERSION=\"17\"\n");
        assertEquals(Optional.of(running.resolve("bin/java").toRealPath()), Jdks.newestBeside(running));
    }
}
