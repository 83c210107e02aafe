package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.report.Environment;
import serbench.report.Measurement;
import serbench.report.Results;
import serbench.report.ResultsStore;

/** compare's verdicts and exit codes on made-up runs whose differences are known. */
class CompareTest {
    private static Results run(double serNs, double serError, double thrpt, int size) {
        Results r = new Results();
        r.environment.jvms.add(new Environment.Jvm("17.0.15", "Debian", "17.0.15", "OpenJDK", "/usr/bin/java"));
        r.results.add(new Measurement("user", "protobuf", "ser", 1, "avgt", serNs, serError, "ns/op", null, "17.0.15", 12,
            serNs - serError, serNs + serError));
        r.results.add(new Measurement("user", "protobuf", "deser", 4, "thrpt", thrpt, thrpt / 100, "ops/s", null, "17.0.15", 12,
            thrpt, thrpt));
        r.sizes.add(new Results.Size("user", "protobuf", size, 1, 1, 1, 1, 1));
        return r;
    }

    private static Path save(Path dir, String name, Results r) throws Exception {
        Path file = dir.resolve(name + ".json");
        ResultsStore.save(r, file);
        return file;
    }

    @Test
    void identicalRunsPass(@TempDir Path dir) throws Exception {
        Cli.Result r = Cli.run("compare", save(dir, "old", run(1000, 10, 5000, 965)).toString(),
            save(dir, "new", run(1000, 10, 5000, 965)).toString());
        assertEquals(0, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("4 figures compared, 0 regressed by more than 10%"), r.out());
    }

    @Test
    void slowerBeyondErrorAndThresholdIsARegression(@TempDir Path dir) throws Exception {
        Cli.Result r = Cli.run("compare", save(dir, "old", run(1000, 10, 5000, 965)).toString(),
            save(dir, "new", run(1500, 10, 5000, 965)).toString());
        assertEquals(1, r.status(), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("user protobuf ser threads=1 avgt") && l.contains("+50.0%")
            && l.endsWith("* REGRESSION")), r.out());
    }

    @Test
    void fewerOpsPerSecondIsWorseAndBiggerSizeToo(@TempDir Path dir) throws Exception {
        Cli.Result r = Cli.run("compare", save(dir, "old", run(1000, 10, 5000, 965)).toString(),
            save(dir, "new", run(1000, 10, 2500, 1200)).toString());
        assertEquals(1, r.status());
        assertTrue(r.out().contains("2 regressed"), r.out());
    }

    @Test
    void changeWithinTheCombinedErrorIsNotSignificant(@TempDir Path dir) throws Exception {
        Cli.Result r = Cli.run("compare", save(dir, "old", run(1000, 300, 5000, 965)).toString(),
            save(dir, "new", run(1500, 300, 5000, 965)).toString());
        assertEquals(0, r.status(), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.contains("+50.0%") && l.endsWith("%")), r.out());
    }

    @Test
    void thresholdDecides(@TempDir Path dir) throws Exception {
        String old = save(dir, "old", run(1000, 10, 5000, 965)).toString();
        String now = save(dir, "new", run(1150, 10, 5000, 965)).toString();
        assertEquals(1, Cli.run("compare", old, now).status());
        assertEquals(0, Cli.run("compare", old, now, "--threshold", "20").status());
        assertEquals(1, Cli.run("compare", old, now, "--threshold", "14.9").status());
    }

    @Test
    void fasterIsMarkedBetterAndPasses(@TempDir Path dir) throws Exception {
        Cli.Result r = Cli.run("compare", save(dir, "old", run(1000, 10, 5000, 965)).toString(),
            save(dir, "new", run(500, 10, 5000, 965)).toString());
        assertEquals(0, r.status());
        assertTrue(r.out().contains("* better"), r.out());
    }

    @Test
    void missingFigureAndBadFilesAreReported(@TempDir Path dir) throws Exception {
        Results fewer = run(1000, 10, 5000, 965);
        fewer.results.remove(1);
        Cli.Result r = Cli.run("compare", save(dir, "old", run(1000, 10, 5000, 965)).toString(), save(dir, "new", fewer).toString());
        assertTrue(r.out().contains("only in OLD: user protobuf deser threads=4 thrpt"), r.out());
        Cli.assertUsageError(Cli.run("compare", dir.resolve("old.json").toString(), dir.resolve("gone.json").toString()),
            "no results file", "gone.json");
        Cli.assertUsageError(Cli.run("compare", dir.toString()), "NEW");
        Cli.assertUsageError(Cli.run("compare", dir.resolve("old.json").toString(), dir.resolve("old.json").toString(),
            "--threshold", "-1"), "--threshold");
    }
}
