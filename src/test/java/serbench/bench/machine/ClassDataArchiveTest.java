package serbench.bench.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.bench.fork.ForkMain;
import serbench.bench.run.ForkLauncher;

/** The measuring JVMs map a class data archive that a training JVM wrote once, and never a stale one. */
class ClassDataArchiveTest {
    private static final Path JAVA = JvmProbe.current();

    @Test
    void aDirectoryOnTheClassPathTurnsSharingOff(@TempDir Path dir) throws IOException {
        ClassDataArchive archive = ClassDataArchive.of(JAVA, "17", dir.toString(), List.of());
        assertTrue(archive.unavailable().contains("directory"), archive.unavailable());
    }

    @Test
    void aChangedJarOrJvmNamesAnotherArchive(@TempDir Path dir) throws IOException {
        Path jar = Files.write(dir.resolve("a.jar"), new byte[] {1});
        Path first = ClassDataArchive.of(JAVA, "17.0.15", jar.toString(), List.of("-Xmx1g")).file();
        assertEquals(dir.resolve("cds"), first.getParent());
        assertEquals(first, ClassDataArchive.of(JAVA, "17.0.15", jar.toString(), List.of("-Xmx1g")).file());
        // the compile command file is new for every JVM and does not matter
        assertEquals(first, ClassDataArchive.of(JAVA, "17.0.15", jar.toString(),
            List.of("-Xmx1g", "-XX:CompileCommandFile=/tmp/x")).file());
        assertNotEquals(first, ClassDataArchive.of(JAVA, "17.0.16", jar.toString(), List.of("-Xmx1g")).file());
        assertNotEquals(first, ClassDataArchive.of(JAVA, "17.0.15", jar.toString(), List.of("-Xmx2g")).file());
        Files.setLastModifiedTime(jar, FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() + 5000));
        assertNotEquals(first, ClassDataArchive.of(JAVA, "17.0.15", jar.toString(), List.of("-Xmx1g")).file());
    }

    @Test
    void whereTheJarsFolderCannotBeWrittenTheArchiveIsInSerbenchsPrivateFolder() throws IOException {
        Path jar = Path.of(System.getProperty("java.io.tmpdir"), "no-such-folder-" + System.nanoTime(), "serbench.jar");
        assertEquals(PrivateDir.get().resolve("cds"), ClassDataArchive.of(JAVA, "17.0.15", jar.toString(), List.of()).file().getParent());
    }

    /**
     * With serbench's classes in a jar (as {@code ./serbench} runs them), a training JVM writes the archive, a second
     * run reuses it, and a JVM started with the measuring JVMs' options loads serbench's classes from it: with
     * {@code -Xshare:on} a JVM that cannot map the archive fails to start.
     */
    @Test
    void measuringJvmsLoadSerbenchFromTheArchive(@TempDir Path dir) throws Exception {
        String classPath = jarClassPath(dir);
        MeasuringJvm jvm = MeasuringJvm.of(JvmProbe.describe(JAVA));
        String version = jvm.version();
        int major = jvm.major();
        ForkLauncher first = new ForkLauncher(dir.resolve("run1"), classPath);
        String written = first.shareClasses(jvm);
        assertTrue(written.contains("archive written"), written);
        // a run asks once per JVM, whichever of its phases asks first: the others find it prepared
        assertNull(first.shareClasses(jvm));
        ForkLauncher second = new ForkLauncher(dir.resolve("run2"), classPath);
        String reused = second.shareClasses(jvm);
        assertTrue(reused.contains("reusing"), reused);

        ClassDataArchive archive = ClassDataArchive.of(JAVA, version, classPath, ForkLauncher.options(major));
        assertNull(archive.unavailable());
        List<String> command = new ArrayList<>(List.of(JAVA.toString()));
        command.addAll(ForkLauncher.options(major));
        command.addAll(archive.useOptions());
        command.addAll(List.of("-Xshare:on", "-Xlog:class+load=info", "-cp", classPath, ForkMain.class.getName(),
            dir.resolve("no-such-task.json").toString(), dir.resolve("r.json").toString()));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String log = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertTrue(log.contains("serbench.bench.fork.ForkMain source: shared objects file"), log.lines().limit(20)
            .collect(Collectors.joining("\n")));
    }

    /** serbench's compiled classes in a jar, then the rest of the test's class path (its jars). */
    private static String jarClassPath(Path dir) throws IOException {
        List<String> entries = Arrays.asList(System.getProperty("java.class.path").split(File.pathSeparator));
        Path classes = entries.stream().map(Path::of).filter(p -> p.endsWith(Path.of("target", "classes"))).findFirst()
            .orElseThrow();
        Path jar = dir.resolve("serbench.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar)); Stream<Path> files = Files.walk(classes)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                out.putNextEntry(new JarEntry(classes.relativize(f).toString().replace(File.separatorChar, '/')));
                Files.copy(f, out);
                out.closeEntry();
            }
        }
        return Stream.concat(Stream.of(jar.toString()), entries.stream().filter(e -> e.endsWith(".jar")))
            .collect(Collectors.joining(File.pathSeparator));
    }
}
