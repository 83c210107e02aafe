package serbench.bench.machine;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import serbench.bench.fork.ForkTask;
import serbench.results.Op;

/**
 * Class data sharing (CDS) for the measuring JVMs. A measuring JVM spent about a second before its first line,
 * most of it loading and verifying the classes of JMH, Jackson and serbench from the jars (in the foreground, as
 * it compiles under -Xbatch). A short training JVM writes those classes into an archive once per JVM and build
 * ({@code -XX:ArchiveClassesAtExit}); the measuring JVMs map it instead ({@code -XX:SharedArchiveFile}). The archive
 * holds class metadata only, no compiled code and no profiles, so what the JIT makes of the measured code is
 * unchanged; a JVM that finds the archive unusable says so in its log and loads from the jars as before.
 *
 * @param file where the archive is (or will be)
 * @param unavailable why this JVM and class path cannot share classes; null when they can
 */
public record ClassDataArchive(Path file, String unavailable) {
    /**
     * What the training JVM runs: the memcpy baseline under smoke, every op, which loads the classes every
     * measuring JVM needs. A codec's own classes still load from the jars: an archive trained on avro itself
     * started avro's measuring JVMs no sooner.
     */
    public static final ForkTask TRAINING = new ForkTask("memcpy", List.of("user"),
        Arrays.stream(Op.values()).map(Op::id).toList(), List.of(1), "avgt", "smoke", false);

    /**
     * The archive for one JVM and (absolute) class path, named by what makes it valid (the JVM, its version, every class path
     * entry's path, size and modification time, the JVM options), so a rebuilt serbench or an updated JDK never
     * maps a stale one. It lives next to serbench's jar ({@code target/cds}), or under the temporary directory
     * when that is not writable.
     */
    public static ClassDataArchive of(Path java, String jvmVersion, String classPath, List<String> jvmOptions) throws IOException {
        List<Path> entries = Arrays.stream(classPath.split(File.pathSeparator)).filter(s -> !s.isEmpty()).map(Path::of).toList();
        StringBuilder key = new StringBuilder(java.toAbsolutePath() + "\n" + jvmVersion + "\n");
        for (Path entry : entries) {
            if (Files.isDirectory(entry)) {
                return new ClassDataArchive(null, "the class path holds a directory (" + entry + "); CDS archives classes from jars only");
            }
            if (Files.isRegularFile(entry)) {
                key.append(entry).append(' ').append(Files.size(entry)).append(' ')
                    .append(Files.getLastModifiedTime(entry).toMillis()).append('\n');
            }
        }
        // the compile command file is a new temporary file for every JVM: not part of what the archive depends on
        jvmOptions.stream().filter(o -> !o.startsWith("-XX:CompileCommandFile=")).forEach(o -> key.append(o).append('\n'));
        Path home = entries.isEmpty() ? null : entries.get(0).getParent();
        Path dir = home != null && Files.isWritable(home) ? home.resolve("cds")
            // not a fixed name in the shared temporary directory, which another user could make first and then swap
            // the archive the measuring JVMs map: serbench's private one
            : PrivateDir.get().resolve("cds");
        String name = (jvmVersion + "-" + digest(key.toString())).replaceAll("[^A-Za-z0-9._-]", "_") + ".jsa";
        return new ClassDataArchive(dir.resolve(name), null);
    }

    public boolean exists() {
        return file != null && Files.isRegularFile(file);
    }

    /** Where the training JVM writes, moved to {@link #file} only once complete. */
    public Path partial() {
        return file.resolveSibling(file.getFileName() + ".part");
    }

    /** The option that makes the training JVM write the archive when it exits. */
    public List<String> dumpOptions() throws IOException {
        Files.createDirectories(file.getParent());
        Files.deleteIfExists(partial());
        return List.of("-XX:ArchiveClassesAtExit=" + partial());
    }

    /** The option that makes a measuring JVM map the archive. */
    public List<String> useOptions() {
        return List.of("-XX:SharedArchiveFile=" + file);
    }

    private static String digest(String text) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
