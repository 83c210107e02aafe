package serbench.platform;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import serbench.bench.machine.JvmProbe;

/**
 * The JDKs the platform matrix runs on: those asked for, then the newest JDK installed beside the one running serbench
 * (a sibling of its home: /usr/lib/jvm/*, ~/.sdkman/candidates/java/*) where it is newer than each of them, so that a
 * machine with JDK 17 and 25 shows both without being asked.
 */
public final class Jdks {
    private Jdks() {}

    /** One JDK: its java executable, its {@code java.version} and its major version. */
    public record Jdk(Path java, String version, int major) {
        static Jdk of(Path java) throws IOException, InterruptedException {
            String version = JvmProbe.describe(java).id();
            return new Jdk(java, version, JvmProbe.major(version));
        }
    }

    /** {@code asked} (java executables, already checked), then the newest JDK beside the running one if it is newer. */
    public static List<Jdk> of(List<Path> asked) throws IOException, InterruptedException {
        List<Jdk> jdks = new ArrayList<>();
        for (Path java : asked) jdks.add(Jdk.of(java));
        Optional<Path> newest = newestBeside(Path.of(System.getProperty("java.home")));
        int newestAsked = jdks.stream().mapToInt(Jdk::major).max().orElse(0);
        if (newest.isPresent() && major(newest.get().getParent().getParent()) > newestAsked) jdks.add(Jdk.of(newest.get()));
        return jdks;
    }

    /** The java executable of the JDK of the highest major version among {@code home}'s siblings, its real path. */
    static Optional<Path> newestBeside(Path home) throws IOException {
        Path parent = home.toAbsolutePath().getParent();
        if (parent == null || !Files.isDirectory(parent)) return Optional.empty();
        try (Stream<Path> siblings = Files.list(parent)) {
            return siblings.map(h -> h.resolve("bin").resolve("java")).filter(Files::isExecutable).map(Jdks::real)
                .filter(j -> major(j.getParent().getParent()) > 0).max(Comparator.comparingInt(j -> major(j.getParent().getParent())));
        }
    }

    /**
     * A JDK home's major version from its {@code release} file ({@code JAVA_VERSION="25.0.1"}), which every JDK since 9
     * has; 0 without one: nothing is started to find out.
     */
    static int major(Path home) {
        try {
            for (String line : Files.readAllLines(home.resolve("release"), StandardCharsets.UTF_8)) {
                if (line.startsWith("JAVA_VERSION=")) return JvmProbe.major(line.substring("JAVA_VERSION=".length()).replace("\"", ""));
            }
        } catch (IOException | RuntimeException e) {
            // no release file, or one that says no version: not a JDK this can use
        }
        return 0;
    }

    private static Path real(Path java) {
        try {
            return java.toRealPath();
        } catch (IOException e) {
            return java;
        }
    }
}
