package serbench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.results.Results;
import serbench.results.ResultsStore;

/** results.json kept up to date as JVMs end, but not saved more often than its size allows. */
class CheckpointTest {
    /** A run's results as a measuring JVM's ending leaves them. */
    private static Results run() {
        Results r = new Results();
        r.environment.jvms.add(new serbench.results.Environment.Jvm("17", "v", "17", "vm", "/java"));
        return r;
    }

    private static Results.ForkRun jvm(int round) {
        return new Results.ForkRun("17", "kryo", java.util.List.of("user"), "avgt", round, 4.0, 0);
    }

    @Test
    void theFirstChangeIsSavedAtOnceTheNextOnlyAfterTheSpacingOrWhenFlushed(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("results.json");
        Results r = run();
        // a spacing no test outlives: the second change waits for the flush
        Checkpoint checkpoint = new Checkpoint(file, Long.MAX_VALUE / 1_000_000_000L);
        r.forks.add(jvm(1));
        checkpoint.changed(r);
        assertEquals(1, ResultsStore.load(file).forks.size(), "the first change is saved at once");
        r.forks.add(jvm(2));
        checkpoint.changed(r);
        assertEquals(1, ResultsStore.load(file).forks.size(), "the next waits");
        checkpoint.flush(r);
        assertEquals(2, ResultsStore.load(file).forks.size(), "and is saved when the run stops");
    }

    @Test
    void nothingChangedNothingSaved(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("results.json");
        new Checkpoint(file).flush(run());
        assertFalse(Files.exists(file));
    }

    @Test
    void withoutSpacingEveryChangeIsSaved(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("results.json");
        Results r = run();
        Checkpoint checkpoint = new Checkpoint(file, 0);
        for (int round = 1; round <= 3; round++) {
            r.forks.add(jvm(round));
            checkpoint.changed(r);
            assertEquals(round, ResultsStore.load(file).forks.size());
        }
    }
}
