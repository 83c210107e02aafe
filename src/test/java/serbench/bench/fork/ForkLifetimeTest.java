package serbench.bench.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.bench.machine.JvmProbe;
import serbench.bench.run.ForkLauncher;
import serbench.results.ResultsStore;

/** A measuring JVM never outlives its run: it ends with a killed orchestrator, and a hung one has a limit. */
class ForkLifetimeTest {
    @Test
    void measuringJvmEndsWhenItsParentIsKilled(@TempDir Path dir) throws Exception {
        // a task that would measure for half an hour, three 10-minute slices: far beyond the bounds below,
        // which only bound a hang (a busy machine slows a JVM's start and end by seconds, not minutes)
        Path task = dir.resolve("task.json");
        ResultsStore.JSON.writeValue(task.toFile(),
            new ForkTask("protobuf", List.of("user-small"), List.of("ser"), List.of(1), "time:600s", "smoke", false));
        String java = JvmProbe.current().toString();
        // the parent shell stands in for serbench: it names itself, starts the measuring JVM and waits for it
        String child = String.join(" ", java, "-D" + ForkMain.ORCHESTRATOR + "=$$", "-cp",
            System.getProperty("java.class.path"), ForkMain.class.getName(), task.toString(), dir.resolve("result.json").toString());
        Process parent = new ProcessBuilder("sh", "-c", child + " & wait").redirectErrorStream(true)
            .redirectOutput(dir.resolve("log").toFile()).start();
        ProcessHandle fork = awaitChild(parent);
        awaitLine(dir.resolve("log"), "this JVM is the measuring fork");
        parent.toHandle().destroyForcibly(); // kill -9: no shutdown hook of the parent runs
        assertTrue(parent.waitFor(5, TimeUnit.MINUTES));
        fork.onExit().completeOnTimeout(fork, 5, TimeUnit.MINUTES).get();
        assertFalse(fork.isAlive(), "the measuring JVM outlived its parent");
    }

    /** A measuring JVM whose orchestrator died while it started ends at once. */
    @Test
    void measuringJvmAdoptedAtStartEndsAtOnce(@TempDir Path dir) throws Exception {
        Path task = dir.resolve("task.json");
        ResultsStore.JSON.writeValue(task.toFile(),
            new ForkTask("protobuf", List.of("user-small"), List.of("ser"), List.of(1), "time:600s", "smoke", false));
        Process fork = new ProcessBuilder(JvmProbe.current().toString(), "-D" + ForkMain.ORCHESTRATOR + "=999999999", "-cp",
            System.getProperty("java.class.path"), ForkMain.class.getName(), task.toString(), dir.resolve("r.json").toString())
            .redirectErrorStream(true).redirectOutput(dir.resolve("log").toFile()).start();
        // its task would measure for minutes: ending within the bound is ending at once
        assertTrue(fork.waitFor(5, TimeUnit.MINUTES), "still running");
        assertEquals(ForkMain.ORCHESTRATOR_GONE, fork.exitValue());
    }

    /**
     * Waits for the measuring JVM to say it started measuring (one that died at its start proves nothing), up to five
     * minutes: a bound for one that never says it, not for a busy machine's slow start.
     */
    private static void awaitLine(Path log, String text) throws Exception {
        for (int i = 0; i < 6000; i++) {
            if (Files.exists(log) && Files.readString(log).contains(text)) return;
            Thread.sleep(50);
        }
        throw new AssertionError("the measuring JVM never said '" + text + "'");
    }

    private static ProcessHandle awaitChild(Process parent) throws InterruptedException {
        for (int i = 0; i < 6000; i++) {
            Optional<ProcessHandle> c = parent.toHandle().children().findFirst();
            if (c.isPresent()) return c.get();
            Thread.sleep(50);
        }
        throw new AssertionError("the measuring JVM did not start");
    }

    @Test
    void timeLimitIsTenMinutesBeyondWhatTheTaskPlans() {
        assertEquals(Duration.ofMinutes(10),
            ForkLauncher.timeLimit(new ForkTask("kryo", List.of("user"), List.of("ser", "deser"), List.of(1), "avgt", "quick", false)));
        assertEquals(Duration.ofMinutes(10).plusSeconds(3 * 60 * 2),
            ForkLauncher.timeLimit(new ForkTask("kryo", List.of("user"), List.of("ser", "deser"), List.of(1), "time:60s", "quick", false)));
        assertEquals(Duration.ofHours(1),
            ForkLauncher.timeLimit(new ForkTask("kryo", List.of("user"), List.of("ser"), List.of(1), "count:1000", "quick", false)));
    }
}
