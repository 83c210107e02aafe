package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.report.RunComparison;
import serbench.results.Environment;
import serbench.results.Measurement;
import serbench.results.Results;
import serbench.results.ResultsStore;

/** compare's verdicts and exit codes on made-up runs whose differences are known. */
class CompareTest {
    private static Results run(double serNs, double serError, double thrpt, int size) {
        Results r = new Results();
        r.environment.jvms.add(new Environment.Jvm("17.0.15", "Debian", "17.0.15", "OpenJDK", "/usr/bin/java"));
        r.environment.complete = true;
        r.codecs.put("protobuf", codec());
        r.results.add(new Measurement("user", "protobuf", "ser", 1, "avgt", serNs, serError, "ns/op", null, null, "17.0.15", 12,
            serNs - serError, serNs + serError, 2, serNs - serError, serNs + serError, null));
        r.results.add(new Measurement("user", "protobuf", "deser", 4, "thrpt", thrpt, thrpt / 100, "ops/s", null, null, "17.0.15", 12,
            thrpt, thrpt, 2, thrpt - thrpt / 100, thrpt + thrpt / 100, null));
        r.sizes.add(new Results.Size("user", "protobuf", size, 1, 1, 1, 1, 1));
        return r;
    }

    /** A codec as the run describes it: every codec of a figure is one (a results file without it is refused). */
    private static Results.CodecInfo codec() {
        return new Results.CodecInfo("family", "library", "1", List.of(), "", false);
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

    /**
     * The same code on a machine (or an hour) 1.8 times slower: every figure and the calm reference 1.8 times as long.
     * By the reference nothing regressed; as timed, everything did, and --raw says so.
     */
    @Test
    void aSlowerMachineIsNoRegressionByTheReferenceButACodecMadeSlowerIs(@TempDir Path dir) throws Exception {
        Results fast = run(1000, 10, 5000, 965);
        fast.environment.referenceNanos = 100_000.0;
        Results slow = run(1800, 18, 5000 / 1.8, 965);
        slow.environment.referenceNanos = 180_000.0;
        Path old = save(dir, "old", fast), now = save(dir, "new", slow);
        Cli.Result byReference = Cli.run("compare", old.toString(), now.toString());
        assertEquals(0, byReference.status(), byReference.out() + byReference.err());
        assertTrue(byReference.out().contains("OLD's time figures read in NEW's units: the reference ran 1.800 times as"
            + " long on NEW's machine and hour as on OLD's"), byReference.out());
        assertTrue(byReference.out().contains("4 figures compared, 0 regressed by more than 10%"), byReference.out());
        Cli.Result raw = Cli.run("compare", old.toString(), now.toString(), "--raw");
        assertEquals(1, raw.status(), raw.out());
        assertTrue(raw.out().contains("2 regressed by more than 10%"), raw.out());
        // protobuf's ser 20% slower than the machine explains: a regression of the code
        Results slower = run(1800 * 1.2, 18, 5000 / 1.8, 965);
        slower.environment.referenceNanos = 180_000.0;
        Cli.Result regressed = Cli.run("compare", old.toString(), save(dir, "slower", slower).toString());
        assertEquals(1, regressed.status(), regressed.out());
        assertTrue(regressed.out().matches("(?s).*user protobuf ser threads=1 avgt +1800 ± 18 +2160 ± 18 +ns/op +\\+20\\.0% +\\* REGRESSION.*"),
            regressed.out());
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

    /** A run with the manual baseline too, its ser at {@code manualNs}. */
    private static Results withBaseline(double serNs, double manualNs) {
        Results r = run(serNs, 10, 5000, 965);
        r.codecs.put("protobuf", new Results.CodecInfo("protobuf", "protobuf-java", "4", List.of(), "", false));
        r.codecs.put("manual", new Results.CodecInfo("manual", "serbench", "1", List.of(), "", true));
        r.results.add(new Measurement("user", "manual", "ser", 1, "avgt", manualNs, 5.0, "ns/op", null, null, "17.0.15", 12,
            manualNs - 5, manualNs + 5, 2, manualNs - 5, manualNs + 5, null));
        return r;
    }

    @Test
    void aBaselineThatGotSlowerIsShownButDoesNotFailTheComparison(@TempDir Path dir) throws Exception {
        Cli.Result r = Cli.run("compare", save(dir, "old", withBaseline(1000, 185)).toString(),
            save(dir, "new", withBaseline(1000, 206)).toString());
        assertEquals(0, r.status(), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("user manual ser threads=1 avgt") && l.contains("+11.4%")
            && l.endsWith("* worse (baseline)")), r.out());
        assertTrue(r.out().contains("5 figures compared, 0 regressed by more than 10%"), r.out());
        assertTrue(r.out().contains("1 baseline figure(s) got worse by more than 10% too; not counted"), r.out());
        // a codec's figure beside it still fails the comparison
        Cli.Result codec = Cli.run("compare", save(dir, "old2", withBaseline(1000, 185)).toString(),
            save(dir, "new2", withBaseline(1200, 206)).toString());
        assertEquals(1, codec.status(), codec.out());
        assertTrue(codec.out().contains("1 regressed by more than 10%"), codec.out());
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

    /**
     * A simulated run on a noisy machine, estimated as serbench does: each figure from three JVMs of 16
     * iterations; each JVM on its own slightly different plateau (±1%), 1% jitter, and a neighbour that
     * slows 30% of the iterations by 30 to 100%. {@code slowdown} multiplies kryo's true times.
     */
    private static Results noisyRun(long seed, double slowdown) {
        java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
        Results r = new Results();
        r.environment.jvms.add(new Environment.Jvm("17.0.15", "Debian", "17.0.15", "OpenJDK", "/usr/bin/java"));
        r.environment.complete = true;
        java.util.Map<String, Double> truth = new java.util.LinkedHashMap<>();
        String[] codecs = {"protobuf", "avro", "kryo", "jackson-json", "java-builtin", "xstream"};
        for (String c : codecs) r.codecs.put(c, codec());
        for (int c = 0; c < codecs.length; c++) {
            for (String op : new String[] {"ser", "deser", "deser-read"}) {
                truth.put(codecs[c] + " " + op, (200.0 + 300 * c) * (codecs[c].equals("kryo") ? slowdown : 1));
            }
        }
        truth.forEach((figure, level) -> {
            java.util.List<serbench.stats.RobustFigure.Jvm> forks = new java.util.ArrayList<>();
            for (int f = 0; f < 3; f++) {
                double plateau = level * (1 + 0.01 * random.nextGaussian());
                double[] x = new double[40];
                for (int i = 0; i < x.length; i++) {
                    // now and then a neighbour stops the op for most of an iteration
                    double burst = random.nextDouble() < 0.05 ? 2 + 3 * random.nextDouble() : 1;
                    x[i] = plateau * (1 + 0.01 * random.nextGaussian()) * burst;
                }
                forks.add(new serbench.stats.RobustFigure.Jvm(serbench.stats.SteadyState.of(
                    new serbench.stats.SteadyState.Iterations(x, null, null, null), false).scores(), Double.NaN));
            }
            serbench.stats.RobustFigure.Estimate e = serbench.stats.RobustFigure.estimate(forks, figure);
            String[] parts = figure.split(" ");
            r.results.add(new Measurement("media", parts[0], parts[1], 1, "avgt", e.score(), e.error(), "ns/op", null, null, "17.0.15",
                e.samples(), 0, 0, e.forks(), e.low(), e.high(), null));
        });
        return r;
    }

    @Test
    void twoRunsOfTheSameBuildCompareCleanAndARealSlowdownIsCaught(@TempDir Path dir) throws Exception {
        String first = save(dir, "first", noisyRun(1, 1)).toString();
        for (long seed = 2; seed <= 6; seed++) {
            Cli.Result same = Cli.run("compare", first, save(dir, "again" + seed, noisyRun(seed, 1)).toString());
            assertEquals(0, same.status(), same.out());
            Cli.Result slower = Cli.run("compare", first, save(dir, "slower" + seed, noisyRun(seed, 1.2)).toString());
            assertEquals(1, slower.status(), slower.out());
            assertTrue(slower.out().contains("3 regressed"), slower.out());
            assertTrue(slower.out().lines().filter(l -> l.endsWith("* REGRESSION")).allMatch(l -> l.contains(" kryo ")), slower.out());
        }
    }

    /** A hand-edited file with a list nulled or a figure's score missing is refused in one line, never read as 0. */
    @Test
    void aResultsFileWithAHoleIsRefused(@TempDir Path dir) throws Exception {
        Path good = save(dir, "good", run(1000, 10, 5000, 965));
        String json = java.nio.file.Files.readString(good);
        Path nullResults = java.nio.file.Files.writeString(dir.resolve("null-results.json"),
            json.replaceFirst("\"results\" : \\[[^\\]]*\\]", "\"results\" : null"));
        Path noScore = java.nio.file.Files.writeString(dir.resolve("no-score.json"), json.replaceFirst("\"score\" : [0-9.]+,", ""));
        Path nullScore = java.nio.file.Files.writeString(dir.resolve("null-score.json"),
            json.replaceFirst("\"score\" : [0-9.]+,", "\"score\" : null,"));
        for (Path bad : List.of(nullResults, noScore, nullScore)) {
            Cli.assertUsageError(Cli.run("compare", good.toString(), bad.toString()), bad.toString(), "not a serbench results file");
            Cli.assertUsageError(Cli.run("report", bad.toString()), bad.toString(), "not a serbench results file");
        }
        Cli.assertUsageError(Cli.run("report", nullResults.toString()), "results is missing or null");
        Cli.assertUsageError(Cli.run("report", noScore.toString()), "score");
        assertEquals(List.of("good.json", "no-score.json", "null-results.json", "null-score.json"),
            java.nio.file.Files.list(dir).map(p -> p.getFileName().toString()).sorted().toList(), "no report written");
    }

    /** A run of the profile, its figures as {@link #run}'s, {@code times} as slow. */
    private static Results ofProfile(String profile, double times) {
        Results r = run(1000 * times, 10, 5000 / times, 965);
        r.environment.profile = profile;
        return r;
    }

    /**
     * A gate that passes what it could not compare lets everything through: runs of two serbench methods, a smoke run (a
     * quick run 13 times slower passed as +1210% of baselines), a first-call measurement, no time figure in common
     * (a run against a merge of two machines, whose figures carry the machine) all exit 2, saying why.
     */
    @Test
    void runsThatCannotBeComparedAreAnErrorNotAPass(@TempDir Path dir) throws Exception {
        String quick = save(dir, "quick", ofProfile("quick", 1)).toString();
        Cli.assertUsageError(Cli.run("compare", save(dir, "smoke", ofProfile("smoke", 1)).toString(),
            save(dir, "slow", ofProfile("quick", 13.1)).toString()), "OLD is a smoke run", "not for comparison");
        Results older = ofProfile("quick", 1);
        older.environment.serbenchVersion = "0.2.0";
        Results newer = ofProfile("quick", 1);
        newer.environment.serbenchVersion = "0.3.1";
        Cli.assertUsageError(Cli.run("compare", save(dir, "older", older).toString(), save(dir, "newer", newer).toString()),
            "OLD was made by serbench 0.2.0 and NEW by 0.3.1, whose figures are computed differently");
        newer.environment.serbenchVersion = "0.2.7";
        assertEquals(0, Cli.run("compare", save(dir, "older2", older).toString(), save(dir, "patch", newer).toString()).status(),
            "a patch release computes its figures as the release before");
        assertEquals(0, Cli.run("compare", quick, save(dir, "full", ofProfile("full", 1)).toString()).status(),
            "two profiles estimate the same figure");
        Results interrupted = ofProfile("quick", 1);
        interrupted.environment.complete = false;
        Cli.assertUsageError(Cli.run("compare", quick, save(dir, "interrupted", interrupted).toString()), "NEW is an unfinished run");
        Results firstCall = ofProfile("quick", 1);
        firstCall.results.clear();
        firstCall.firstCall = new serbench.results.FirstCall(1, List.of(), List.of());
        Cli.assertUsageError(Cli.run("compare", quick, save(dir, "first-call", firstCall).toString()),
            "NEW is a first-call measurement");
        Results merged = ofProfile("quick", 1);
        merged.environment.jvms.clear();
        for (String machine : List.of("A", "B")) {
            merged.environment.jvms.add(new Environment.Jvm(machine + " · 17.0.15", "Debian", "17.0.15", "OpenJDK", "/usr/bin/java"));
        }
        List<Measurement> figures = List.copyOf(merged.results);
        merged.results.clear();
        for (Measurement m : figures) {
            for (Environment.Jvm j : merged.environment.jvms) {
                merged.results.add(new Measurement(m.dataset(), m.codec(), m.op(), m.threads(), m.mode(), m.score(), m.error(),
                    m.unit(), null, null, j.id(), m.samples(), m.min(), m.max(), m.forks(), m.low(), m.high(), null));
            }
        }
        Cli.assertUsageError(Cli.run("compare", quick, save(dir, "merged", merged).toString()), "no time figure is in both runs",
            "OLD's JVMs 17.0.15, NEW's A · 17.0.15, B · 17.0.15");
    }

    /** A figure that is not a number is no figure: an error naming it, not "NaN%" and a pass. */
    @Test
    void aFigureThatIsNotANumberIsAnError(@TempDir Path dir) throws Exception {
        Path good = save(dir, "good", run(1000, 10, 5000, 965));
        Path nan = Files.writeString(dir.resolve("nan.json"), Files.readString(good).replaceFirst("\"score\" : [0-9.]+", "\"score\" : \"NaN\""));
        Cli.assertUsageError(Cli.run("compare", good.toString(), nan.toString()), nan.toString(), "results[0].score is NaN");
    }

    /** A codec that stopped working is worse than one that got slower: its figures lost in NEW fail the comparison. */
    @Test
    void figuresLostToAFailedPairFailTheComparison(@TempDir Path dir) throws Exception {
        Results broken = withBaseline(1000, 185);
        broken.results.removeIf(m -> m.codec().equals("protobuf"));
        broken.sizes.clear();
        broken.verification.add(new Results.Check("user", "protobuf", Results.Check.Status.FAIL, "field 'name' differs"));
        Cli.Result r = Cli.run("compare", save(dir, "old", withBaseline(1000, 185)).toString(), save(dir, "new", broken).toString());
        assertEquals(1, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("lost in NEW: user protobuf ser threads=1 avgt (FAIL: field 'name' differs)"), r.out());
        assertTrue(r.out().contains("1 figures compared, 0 regressed by more than 10%, 4 lost (their pair failed in NEW)"), r.out());
        // a pair NEW did not select is only in OLD, as before
        Results fewer = withBaseline(1000, 185);
        fewer.results.removeIf(m -> m.codec().equals("protobuf"));
        fewer.sizes.clear();
        Cli.Result narrower = Cli.run("compare", save(dir, "old2", withBaseline(1000, 185)).toString(), save(dir, "new2", fewer).toString());
        assertEquals(0, narrower.status(), narrower.out() + narrower.err());
        assertTrue(narrower.out().contains("only in OLD: user protobuf ser threads=1 avgt"), narrower.out());
    }

    /** The JVM-against-JVM tables read negative as faster in every mode: a throughput doubled is a time halved. */
    @Test
    void aChangeAsTimeIsNegativeWhenFaster() {
        assertEquals(-20, new RunComparison.Change("", "ns/op", 100, null, 80, null, true, false).timePercent(), 1e-9);
        assertEquals(-50, new RunComparison.Change("", "ops/s", 100, null, 200, null, false, false).timePercent(), 1e-9);
    }
}
