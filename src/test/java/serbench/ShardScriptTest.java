package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.bench.machine.JvmProbe;
import serbench.bench.machine.MachineCheck;
import serbench.results.Results;
import serbench.results.ResultsStore;
import serbench.results.Shard;

/**
 * The local shard script runs every shard as an engine would (its index from JOB_COMPLETION_INDEX, through the
 * recipes' shard.sh) and merges them: real smoke runs of one codec and the baselines.
 */
class ShardScriptTest {
    /**
     * serbench as the scripts call it: this JVM, this classpath, the machine check pinned as in every test: two shards
     * whose calibrations a busy machine pulled apart would merge as two machines.
     */
    private static final String SERBENCH = JvmProbe.current() + " -D" + MachineCheck.PINNED_SPREAD + "="
        + System.getProperty(MachineCheck.PINNED_SPREAD) + " -cp " + System.getProperty("java.class.path") + " serbench.cli.Main";

    private static Cli.Result script(Path out, String... args) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of("recipes/run-shards.sh", "2", out.toString()));
        command.addAll(List.of(args));
        Path log = Files.createTempFile(out.getParent(), "script", ".log");
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        pb.environment().put("SERBENCH", SERBENCH);
        Process p = pb.start();
        // a bound for a hung script only, far beyond what two smoke shards take on a busy machine
        assertTrue(p.waitFor(30, TimeUnit.MINUTES), "the script ended");
        return new Cli.Result(p.exitValue(), Files.readString(log), "");
    }

    private static Set<String> figures(Results r) {
        return r.results.stream().map(m -> m.codec() + "/" + m.dataset() + "/" + m.op()).collect(Collectors.toSet());
    }

    @Test
    void everyShardRunsFromItsIndexAndTheMergeHoldsEveryPairOnce(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("shards");
        Cli.Result r = script(out, "--profile", "smoke", "--codecs", "kryo", "--datasets", "user", "--ops", "ser,deser");
        assertEquals(0, r.status(), r.out());
        for (int k = 1; k <= 2; k++) {
            Results shard = ResultsStore.load(out.resolve("shard-" + k + "-of-2/results.json"));
            assertEquals(new Shard(k, 2), shard.shard);
            assertTrue(shard.environment.machineCheck.fixedWorkNanos() > 0, "the calibration merge compares");
            // its own report says which shard it is, and lists no other shard's pair as missing
            String md = Files.readString(out.resolve("shard-" + k + "-of-2/report.md"));
            assertTrue(md.contains("> **Shard " + k + " of 2:** this report lists the shard's own "), md);
            assertTrue(!md.contains("run interrupted"), md);
        }
        // the two shards' own pairs, recorded as the split made them, are the run's pairs, each once
        List<Results.ShardPair> pairs = new java.util.ArrayList<>();
        for (int k = 1; k <= 2; k++) pairs.addAll(ResultsStore.load(out.resolve("shard-" + k + "-of-2/results.json")).shardPairs);
        assertEquals(3, pairs.size(), pairs.toString());
        assertEquals(3, Set.copyOf(pairs).size(), pairs.toString());
        Results merged = ResultsStore.load(out.resolve("merged/results.json"));
        assertEquals(Set.of("kryo/user/ser", "kryo/user/deser", "memcpy/user/ser", "memcpy/user/deser", "manual/user/ser",
            "manual/user/deser"), figures(merged));
        assertEquals(6, merged.results.size(), "no figure twice");
        assertEquals(3, merged.verification.size());
        assertTrue(merged.failures.isEmpty(), merged.failures.toString());
        assertEquals(null, merged.environment.machines, "one machine");
        assertEquals(null, merged.shardPairs, "the merge is the whole run");
        assertTrue(Files.size(out.resolve("merged/report.html")) > 0);
        assertTrue(r.out().contains("report: " + out.resolve("merged/report.html")), r.out());

        // a shard left out: the merge still writes its report, names the shard and its pairs, and exits 1
        Cli.Result partial = Cli.run("merge", "--out", dir.resolve("partial").toString(), out.resolve("shard-1-of-2").toString());
        assertEquals(1, partial.status(), partial.out() + partial.err());
        assertTrue(partial.out().contains("serbench: missing: ") && partial.out().contains("shard 2/2 is missing"), partial.out());
        assertTrue(partial.out().contains("pair(s) failed or not measured; the report lists why"), partial.out());
        assertTrue(Files.readString(dir.resolve("partial/report.md")).contains("shard 2/2 was not merged"));

        // the merged run is finished: rerunning the script leaves every shard and refuses to overwrite the merge
        Cli.Result again = script(out, "--profile", "smoke", "--codecs", "kryo", "--datasets", "user", "--ops", "ser,deser");
        assertEquals(2, again.status(), again.out());
        assertTrue(again.out().contains("shard 1/2 is already finished"), again.out());
        assertTrue(again.out().contains("already holds a run"), again.out());
    }

    @Test
    void badShardsAndBadPartsAreUsageErrors(@TempDir Path dir) {
        Cli.assertUsageError(Cli.run("run", "--shard", "3/2", "--out", dir.resolve("a").toString()), "K must be between 1 and N (2), got 3");
        Cli.assertUsageError(Cli.run("run", "--shard", "two", "--out", dir.resolve("b").toString()), "is not K/N");
        Cli.assertUsageError(Cli.run("run", "--shard", "1/0", "--out", dir.resolve("c").toString()), "shard count");
        Cli.assertUsageError(Cli.run("merge", dir.resolve("none").toString()), "no results file");
        Cli.assertUsageError(Cli.run("merge", "=" + dir), "no results file");
        Cli.assertUsageError(Cli.run("merge"), "Missing required parameter");
    }
}
