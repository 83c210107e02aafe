package serbench.bench.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.OwnClasses;
import serbench.data.own.OwnDatasets;
import serbench.data.own.OwnType;
import serbench.results.Results;
import serbench.results.ResultsStore;

/**
 * A measuring JVM and a resumed run know the user's own data set only from the saved definition: the task
 * file and the results' settings must carry it, and the measuring JVM must build the pair from it by id.
 */
class OwnTypeForkTest {
    @TempDir Path dir;

    private OwnType own() throws Exception {
        Path jar = OwnClasses.jar(dir);
        return OwnDatasets.absolute(new OwnType(List.of(jar.toString()), "shop.Order",
            List.of(dir.resolve("order.json").toString()), "fork-order"));
    }

    @Test
    void theMeasuringJvmBuildsTheOwnDataSetFromItsTask() throws Exception {
        ForkTask task = new ForkTask("kryo", List.of("fork-order"), List.of("ser"), List.of(1), "avgt", "smoke", false,
            List.of(own()));
        Path file = dir.resolve("task.json");
        ResultsStore.JSON.writeValue(file.toFile(), task);

        assertEquals(task, ForkMain.readTask(file));
        // what JMH does in the measuring JVM: look the data set up by id, check, encode
        assertTrue(Pairs.setUp("kryo", "fork-order").bound().bytes()[0].length > 0);
    }

    @Test
    void aResumedRunReadsTheOwnDefinitionFromItsSettings() throws Exception {
        Results.Settings settings = new Results.Settings("smoke", false, List.of("/usr/bin/java"), List.of(), List.of(own()));
        assertEquals(settings, ResultsStore.JSON.readValue(ResultsStore.JSON.writeValueAsString(settings), Results.Settings.class));
    }

    @Test
    void anOldTaskWithoutOwnDataSetsStillReads() throws Exception {
        Path file = dir.resolve("old.json");
        java.nio.file.Files.writeString(file, "{\"codec\":\"kryo\",\"datasets\":[\"user\"],\"ops\":[\"ser\"],\"threads\":[1],"
            + "\"mode\":\"avgt\",\"profile\":\"smoke\",\"alloc\":false}");
        assertEquals(List.of(), ForkMain.readTask(file).own());
    }
}
