package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.results.Results;
import serbench.results.ResultsStore;

/** A run with two lanes measures every pair, each JVM pinned with the machine's ergonomics, and says so. */
class LanesRunTest {
    @Test
    void twoLanesMeasureEveryPairAndTheReportSaysHow(@TempDir Path dir) throws Exception {
        assumeTrue(Runtime.getRuntime().availableProcessors() >= 2, "two lanes need two CPUs");
        Path out = dir.resolve("r");
        Cli.Result r = Cli.run("run", "--profile", "smoke", "--codecs", "protobuf,kryo", "--datasets", "user-small",
            "--ops", "ser", "--lanes", "2", "--out", out.toString());
        assertEquals(0, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("serbench: 2 measuring JVMs at a time, each pinned to a CPU of its own ("), r.out());
        Results results = ResultsStore.load(out.resolve("results.json"));
        assertEquals(2, results.settings.laneCount());
        assertEquals(List.of("kryo", "manual", "memcpy", "protobuf"),
            results.results.stream().map(m -> m.codec()).distinct().sorted().toList());
        assertEquals(4, results.forks.size(), results.forks.toString());
        assertTrue(Files.readString(out.resolve("report.md")).contains("| lanes | 2 measuring JVMs at a time"));
        int cpus = Runtime.getRuntime().availableProcessors();
        try (Stream<Path> logs = Files.list(out.resolve("logs"))) {
            for (Path log : logs.filter(p -> p.toString().contains("avgt")).toList()) {
                assertTrue(Files.readString(log).contains("-XX:ActiveProcessorCount=" + cpus), log.toString());
            }
        }
    }
}
