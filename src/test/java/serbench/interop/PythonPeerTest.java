package serbench.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.bench.machine.JvmProbe;

/**
 * The Python peer's launcher, without Python or with a stand-in for it (so it runs everywhere, offline): what it says
 * where Python is missing, how it rebuilds a broken environment, and that it ends with serbench however serbench ends.
 */
class PythonPeerTest {
    /**
     * A stand-in for python3 that builds an "environment" of itself, installs nothing (in FAKE_PIP_SECONDS, at most a
     * minute), fails the probe import while the file FAKE_BROKEN exists, and runs the peer by writing an empty result.
     */
    private static final String FAKE_PYTHON = """
        #!/usr/bin/env bash
        case "$1" in
          --version) echo "Python 3.11.0" ;;
          -c) if [[ "$2" == *"import formats"* && -e "${FAKE_BROKEN:-}" ]]; then
                echo "ModuleNotFoundError: No module named 'msgpack'" >&2; exit 1
              fi ;;
          -m) case "$2" in
                venv) mkdir -p "$3/bin" && cp "$0" "$3/bin/python" ;;
                pip) for ((i = 0; i < ${FAKE_PIP_SECONDS:-0} * 10 && i < 600; i++)); do sleep 0.1; done ;;
              esac ;;
          *) echo '{}' >"$2/result.json" ;;
        esac
        """;

    private static Path fakePython(Path dir) throws IOException {
        Path fake = Files.writeString(dir.resolve("python3"), FAKE_PYTHON);
        Files.setPosixFilePermissions(fake, PosixFilePermissions.fromString("rwx------"));
        return fake;
    }

    private static ProcessBuilder peer(Path job, Path dir) throws IOException {
        ProcessBuilder peer = new ProcessBuilder(Path.of("interop/python/peer").toAbsolutePath().toString(), job.toString());
        peer.environment().put("SERBENCH_PYTHON", fakePython(dir).toString());
        peer.environment().put("SERBENCH_INTEROP_ENV", dir.resolve("env").toString());
        peer.environment().put("FAKE_BROKEN", dir.resolve("broken").toString());
        return peer.redirectOutput(ProcessBuilder.Redirect.DISCARD);
    }

    private record Ended(int status, List<String> err) {}

    private static Ended run(ProcessBuilder peer) throws IOException, InterruptedException {
        Process p = peer.start();
        List<String> err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        return new Ended(p.waitFor(), err);
    }

    @Test
    void withoutPythonThePeerSaysWhatToInstallInOneLineAndExits2(@TempDir Path job) throws IOException, InterruptedException {
        ProcessBuilder peer = new ProcessBuilder(Path.of("interop/python/peer").toAbsolutePath().toString(), job.toString());
        peer.environment().put("SERBENCH_PYTHON", job.resolve("no-python3").toString());
        Process p = peer.redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        List<String> err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        assertEquals(2, p.waitFor());
        assertEquals(1, err.size(), err.toString());
        assertTrue(err.get(0).contains("install Python 3.9 or newer with its venv module"), err.get(0));
        assertTrue(Files.notExists(job.resolve("result.json")));
    }

    /** An environment whose interpreter went missing is found by the probe import and rebuilt, not run (exit 127). */
    @Test
    void anEnvironmentWithoutItsInterpreterIsRebuilt(@TempDir Path dir) throws Exception {
        Path job = Files.createDirectories(dir.resolve("job"));
        Ended first = run(peer(job, dir));
        assertEquals(0, first.status(), first.err().toString());
        assertEquals(List.of("[interop] building the Python environment (first use or requirements changed) in " + dir.resolve("env")
            + " ..."), first.err());
        Files.delete(dir.resolve("env/bin/python"));
        Files.delete(job.resolve("result.json"));

        Ended again = run(peer(job, dir));
        assertEquals(0, again.status(), again.err().toString());
        assertEquals(1, again.err().size(), again.err().toString());
        assertTrue(again.err().get(0).startsWith("[interop] building the Python environment (the one there is broken: ")
            && again.err().get(0).contains("env/bin/python: No such file or directory"), again.err().get(0));
        assertTrue(Files.isExecutable(dir.resolve("env/bin/python")));
        assertTrue(Files.exists(job.resolve("result.json")), "the peer ran in the rebuilt environment");
    }

    /** An environment a package is missing from even rebuilt: one line that says what to check, exit 2. */
    @Test
    void anEnvironmentBrokenEvenRebuiltIsOneLineAndExit2(@TempDir Path dir) throws Exception {
        Path job = Files.createDirectories(dir.resolve("job"));
        assertEquals(0, run(peer(job, dir)).status());
        Files.writeString(dir.resolve("broken"), "");
        Ended broken = run(peer(job, dir));
        assertEquals(2, broken.status(), broken.err().toString());
        assertEquals(2, broken.err().size(), broken.err().toString());
        assertTrue(broken.err().get(0).startsWith("[interop] building the Python environment (the one there is broken:"
            + " ModuleNotFoundError: No module named 'msgpack')"), broken.err().get(0));
        assertEquals("the Python environment in " + dir.resolve("env") + " does not work even rebuilt (ModuleNotFoundError: No"
            + " module named 'msgpack'): check that " + dir.resolve("python3") + " builds a working venv, or set SERBENCH_PYTHON"
            + " to another Python 3.9 or newer", broken.err().get(1));
    }

    /** serbench stopped (SIGTERM, as Ctrl-C) while the peer builds: the build and the job folder go with it. */
    @Test
    void aStoppedSerbenchStopsThePeerAndRemovesItsJob(@TempDir Path dir) throws Exception {
        Process serbench = interopBuilding(dir);
        serbench.destroy();
        assertTrue(serbench.waitFor(60, TimeUnit.SECONDS));
        assertNothingLeft(dir);
    }

    /** serbench killed with -9 runs no clean-up: the peer notices, stops its build and removes the job folder. */
    @Test
    void aKilledSerbenchLeavesNoPeerBehind(@TempDir Path dir) throws Exception {
        Process serbench = interopBuilding(dir);
        serbench.destroyForcibly();
        assertTrue(serbench.waitFor(60, TimeUnit.SECONDS));
        assertNothingLeft(dir);
    }

    /** 'serbench interop' in a JVM of its own, its temp folder {@code dir}, once its peer is building the environment. */
    private static Process interopBuilding(Path dir) throws Exception {
        Path tmp = Files.createDirectories(dir.resolve("tmp"));
        List<String> command = new ArrayList<>(List.of(JvmProbe.current().toString(), "-Djava.io.tmpdir=" + tmp, "-cp",
            System.getProperty("java.class.path"), "serbench.cli.Main", "interop", "--codecs", "msgpack", "--datasets", "user-small"));
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(dir.resolve("log").toFile());
        pb.environment().put("SERBENCH_PYTHON", fakePython(dir).toString());
        pb.environment().put("SERBENCH_INTEROP_ENV", dir.resolve("env").toString());
        pb.environment().put("TMPDIR", tmp.toString());
        pb.environment().put("FAKE_PIP_SECONDS", "60");
        Process p = pb.start();
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (System.nanoTime() < deadline && p.isAlive() && leftOver(dir).stream().noneMatch(c -> c.contains(" -m pip "))) {
            Thread.sleep(100);
        }
        assertTrue(p.isAlive() && leftOver(dir).stream().anyMatch(c -> c.contains(" -m pip ")),
            "the peer builds: " + leftOver(dir) + Files.readString(dir.resolve("log")));
        return p;
    }

    /** Within a minute, no process runs from {@code dir} and its temp folder holds no job, log or half-built environment. */
    private static void assertNothingLeft(Path dir) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (System.nanoTime() < deadline && (!leftOver(dir).isEmpty() || !files(dir.resolve("tmp")).isEmpty())) Thread.sleep(100);
        assertEquals(List.of(), leftOver(dir));
        assertEquals(List.of(), files(dir.resolve("tmp")));
        try (Stream<Path> env = Files.list(dir)) {
            assertEquals(List.of(), env.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("env.partial")).toList());
        }
    }

    /** The command lines of the processes that run from {@code dir} (the stand-in for Python and what it runs). */
    private static List<String> leftOver(Path dir) {
        return ProcessHandle.allProcesses().map(h -> h.info().commandLine().orElse(""))
            .filter(c -> c.contains(dir.toString()) && !c.contains("serbench.cli.Main")).toList();
    }

    private static List<String> files(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).toList();
        }
    }
}
