package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.bench.machine.JvmProbe;
import serbench.results.Results;
import serbench.results.ResultsStore;

/**
 * Faults in the middle of a run, then {@code --resume}: the run ends with every pair measured or still listed as
 * failed, never complete with a gap.
 */
class FaultInjectionTest {
    /**
     * A java that fails protobuf's first measuring JVM after running the shell command {@code fault}; every other
     * call goes to the real java.
     */
    private static Path javaThatFailsOnce(Path dir, String fault) throws Exception {
        Path mark = Files.writeString(dir.resolve("fail-once"), "");
        Path java = dir.resolve("java");
        Files.writeString(java, "#!/bin/sh\n"
            + "case \"$*\" in *ForkMain*-protobuf-*) if [ -e '" + mark + "' ]; then rm -f '" + mark + "'; " + fault
            + "; exit 1; fi;; esac\n"
            + "exec '" + JvmProbe.current() + "' \"$@\"\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwx------"));
        return java;
    }

    @Test
    void aFailedJvmAndAVanishedOutDirAreMeasuredByResume(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("r");
        // the out directory goes with it, as a user's rm -rf would take it
        Path java = javaThatFailsOnce(dir, "rm -rf '" + out + "'");
        Cli.Result r = Cli.run("run", "--profile", "smoke", "--codecs", "protobuf,kryo", "--datasets", "user",
            "--jvm", java.toString(), "--out", out.toString());
        assertEquals(1, r.status(), r.out() + r.err());
        Path json = out.resolve("results.json");
        Results broken = ResultsStore.load(json);
        assertFalse(broken.environment.complete);
        assertTrue(broken.failures.stream().anyMatch(f -> f.codec().equals("protobuf")), broken.failures.toString());

        Cli.Result resumed = Cli.run("run", "--resume", out.toString());
        assertEquals(0, resumed.status(), resumed.out() + resumed.err());
        Results after = ResultsStore.load(json);
        assertTrue(after.environment.complete);
        assertEquals(List.of(), after.failures);
        // every codec (protobuf, kryo and the two baselines) on every op: no gap
        assertEquals(4 * 4, after.results.size(), resumed.out());
        assertEquals(4, after.results.stream().filter(m -> m.codec().equals("protobuf")).count(), resumed.out());
    }

    /** A write that fails mid-run names the file and why, keeps what was saved and says how to go on. */
    @Test
    void aFailedWriteSaysWhatIsKeptAndHowToResume(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("r");
        Path work = out.resolve("work");
        Path java = javaThatFailsOnce(dir, "rm -rf '" + work + "'; echo in the way > '" + work + "'");
        Cli.Result r = Cli.run("run", "--profile", "smoke", "--codecs", "protobuf,kryo", "--datasets", "user",
            "--jvm", java.toString(), "--out", out.toString());
        assertEquals(1, r.status(), r.out() + r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("serbench: " + work + "/"), r.err());
        assertTrue(r.err().contains("Not a directory"), r.err());
        assertTrue(r.err().endsWith("; the results saved before are kept in " + out.resolve("results.json")
            + "; continue with: serbench run --resume " + out + System.lineSeparator()), r.err());

        Files.delete(work);
        Cli.Result resumed = Cli.run("run", "--resume", out.toString());
        assertEquals(0, resumed.status(), resumed.out() + resumed.err());
        Results after = ResultsStore.load(out.resolve("results.json"));
        assertTrue(after.environment.complete);
        assertEquals(4 * 4, after.results.size(), resumed.out());
    }
}
