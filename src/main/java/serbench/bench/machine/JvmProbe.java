package serbench.bench.machine;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import serbench.DefaultCharset;
import serbench.results.Environment;

/** Finds a JVM's java executable and asks it who it is. */
public final class JvmProbe {
    private JvmProbe() {}

    /** How long a JVM may take to say who it is; package-private so a test can shorten it. */
    static Duration limit = Duration.ofSeconds(60);

    /** The JVM running serbench. */
    public static Path current() {
        return Path.of(System.getProperty("java.home"), "bin", "java");
    }

    /** A JDK home or a java executable; a clear error for anything else. */
    public static Path executable(String path) {
        Path p = Path.of(path);
        if (Files.isDirectory(p)) p = p.resolve("bin").resolve("java");
        if (!Files.isRegularFile(p) || !Files.isExecutable(p)) {
            throw new IllegalArgumentException("--jvm " + path + ": not a JDK home or a java executable");
        }
        try {
            return p.toRealPath();   // one JDK named two ways (a link, its home) is one JVM
        } catch (IOException e) {
            throw new IllegalArgumentException("--jvm " + path + ": " + e.getMessage());
        }
    }

    /** The oldest Java the measuring JVMs run on: serbench and its codecs are compiled for it. */
    public static final int MIN_MAJOR = 17;

    /** Refuses a JVM too old to run the measuring code, before anything is measured on it. */
    public static void requireSupported(Path java) {
        Environment.Jvm jvm;
        try {
            jvm = describe(java);
        } catch (IOException e) {
            throw new IllegalArgumentException("--jvm " + java + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalArgumentException("--jvm " + java + ": interrupted");
        }
        if (major(jvm.version()) < MIN_MAJOR) {
            throw new IllegalArgumentException("--jvm " + java + " is Java " + jvm.version() + "; the measuring JVMs need "
                + MIN_MAJOR + " or newer");
        }
    }

    public static Environment.Jvm describe(Path java) throws IOException, InterruptedException {
        Path output = Files.createTempFile("serbench-jvm-probe", ".txt");
        try {
            return describe(java, output);
        } finally {
            Files.deleteIfExists(output);
        }
    }

    private static Environment.Jvm describe(Path java, Path output) throws IOException, InterruptedException {
        // the output goes to a file, read once the JVM has ended: reading a pipe first would wait past the limit
        Process process = new ProcessBuilder(List.of(java.toString(), DefaultCharset.OPTION, "-XshowSettings:properties", "-version"))
            .redirectErrorStream(true).redirectOutput(output.toFile()).start();
        if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            throw new IOException(java + " did not answer within " + limit.toSeconds() + " s when asked for its version; stopped");
        }
        String text = new String(Files.readAllBytes(output), StandardCharsets.UTF_8);
        if (process.exitValue() != 0) throw new IOException(java + " does not run: " + text.lines().findFirst().orElse(""));
        Map<String, String> props = new HashMap<>();
        text.lines().map(String::trim).filter(l -> l.contains(" = ")).forEach(l -> {
            int eq = l.indexOf(" = ");
            props.putIfAbsent(l.substring(0, eq), l.substring(eq + 3));
        });
        if (!props.containsKey("java.version")) {
            throw new IOException(java + " printed no Java version when asked with -XshowSettings:properties -version;"
                + " not a JDK's java?");
        }
        String version = props.getOrDefault("java.runtime.version", props.get("java.version"));
        return new Environment.Jvm(props.get("java.version"), props.getOrDefault("java.vendor", "unknown"),
            version, props.getOrDefault("java.vm.name", "unknown"), java.toString());
    }

    /** Major version from a {@code java.version} string such as 17.0.15 or 25. */
    public static int major(String javaVersion) {
        String[] parts = javaVersion.split("[.+-]");
        return parts[0].equals("1") && parts.length > 1 ? Integer.parseInt(parts[1]) : Integer.parseInt(parts[0]);
    }
}
