package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.report.JmhAgreement;
import serbench.results.JmhCheck;
import serbench.results.Measurement;
import serbench.results.Results;
import serbench.results.ResultsStore;

/** serbench's figures against plain JMH's: the ratios, the orderings kept, and the command end to end. */
class JmhCheckTest {
    private static Measurement figure(String codec, String op, double score, double error) {
        return ReportTest.avgt("media", codec, op, score, error);
    }

    private static JmhCheck.JmhFigure jmh(String codec, String op, double mean, double error) {
        return new JmhCheck.JmhFigure("media", codec, op, mean, error, List.of(mean, mean));
    }

    @Test
    void ratiosAndTheOrderingsJmhSeparates() {
        Results r = new Results();
        r.results.addAll(List.of(figure("kryo", "build+ser", 100, 2), figure("fory", "build+ser", 95, 2),
            figure("avro", "build+ser", 300, 5), figure("kryo", "deser-read", 200, 4)));
        JmhCheck check = new JmhCheck("r", "s", "e", ReportTest.JVM, 3, 4, 5, 2.0, 3.0, List.of(
            jmh("kryo", "build+ser", 100, 1), jmh("fory", "build+ser", 90, 1), jmh("avro", "build+ser", 330, 3),
            jmh("kryo", "deser-read", 190, 2), jmh("xstream", "build+ser", 5000, 10)));
        JmhAgreement a = JmhAgreement.of(r, check, ReportTest.JVM);
        assertEquals(4, a.rows().size(), "xstream: a figure the run does not have");
        // ratios 1.0, 95/90, 300/330, 200/190: the median of 0.909, 1.0, 1.053, 1.056
        assertEquals((1.0 + 200 / 190.0) / 2, a.medianRatio(), 1e-9);
        assertEquals(1, a.within(0.03));
        assertEquals(4, a.within(0.10));
        // build+ser: fory < kryo < avro in JMH, each apart beyond 5% and their errors: three orderings; serbench keeps
        // fory < kryo and both < avro
        assertEquals(3, a.separated());
        assertEquals(List.of(), a.swapped());
        r.results.replaceAll(m -> m.codec().equals("fory") ? figure("fory", "build+ser", 105, 2) : m);
        a = JmhAgreement.of(r, check, ReportTest.JVM);
        assertEquals(List.of(new JmhAgreement.Swap("media", "build+ser", "fory", "kryo")), a.swapped());
        assertTrue(a.summary().contains("Orderings JMH separates (intervals apart and more than 5% apart): 2 of 3 kept."), a.summary());
        assertTrue(a.summary().contains("- swapped: fory is faster than kryo in JMH (media, build+ser), not in serbench"), a.summary());
    }

    @Test
    void theCalmLevelBesideTheMeanAndAWordWhenJmhItselfIsTooImpreciseToJudgeBy() {
        Results r = new Results();
        r.results.addAll(List.of(figure("java-builtin", "deser-read", 19_500, 300), figure("kryo", "deser-read", 200, 4)));
        // a noisy hour: java-builtin's one-second iterations swung between two levels, JMH's mean between them
        List<Double> swinging = List.of(26_200.0, 27_100.0, 19_500.0, 19_000.0, 28_500.0, 28_600.0, 19_900.0, 19_300.0);
        double mean = swinging.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        List<Double> steady = List.of(199.0, 200.0, 201.0, 200.0, 199.0, 201.0, 200.0, 200.0);
        JmhCheck check = new JmhCheck("r", "s", "e", ReportTest.JVM, 2, 4, 4, 20.0, 25.0, List.of(
            new JmhCheck.JmhFigure("media", "java-builtin", "deser-read", mean, 0.30 * mean, List.of(24_000.0, 24_000.0), swinging),
            new JmhCheck.JmhFigure("media", "kryo", "deser-read", 200, 10, List.of(200.0, 200.0), steady)));
        JmhAgreement a = JmhAgreement.of(r, check, ReportTest.JVM);
        JmhAgreement.Row builtin = a.rows().stream().filter(x -> x.codec().equals("java-builtin")).findFirst().orElseThrow();
        // the tenth percentile (HF7) of the eight: between 19,000 and 19,300
        assertEquals(19_000 + 0.7 * 300, builtin.calm(), 1e-6);
        assertEquals(19_500 / (19_000 + 0.7 * 300), builtin.calmRatio(), 1e-9);
        assertTrue(a.jmhTooImprecise(), "JMH's error at the median: " + a.medianJmhError());
        assertTrue(a.summary().contains("serbench / JMH's calm level (the tenth percentile of its iterations): median"), a.summary());
        assertTrue(a.summary().contains("wider than the ±3% this check holds serbench to: on this hour plain JMH cannot tell"),
            a.summary());
        assertTrue(a.markdown(check).contains("| JMH calm (p10) | serbench / calm |"), a.markdown(check));
        // JMH precise: no such word; a check of an older serbench kept no iterations: no calm level, a dash
        JmhCheck precise = new JmhCheck("r", "s", "e", ReportTest.JVM, 2, 4, 4, 2.0, 2.0, List.of(
            new JmhCheck.JmhFigure("media", "kryo", "deser-read", 200, 2, List.of(200.0, 200.0))));
        JmhAgreement p = JmhAgreement.of(r, precise, ReportTest.JVM);
        assertTrue(!p.jmhTooImprecise() && !p.summary().contains("cannot tell") && !p.summary().contains("calm level"), p.summary());
        assertTrue(Double.isNaN(p.rows().get(0).calm()));
    }

    /** A finished quick run of one kryo figure, as jmh-check takes it. */
    private static Results quickRun() {
        Results r = new Results();
        r.environment.jvms.add(new serbench.results.Environment.Jvm(ReportTest.JVM, "v", "17", "vm", "/usr/bin/java"));
        r.environment.profile = "quick";
        r.environment.complete = true;
        r.codecs.put("kryo", new Results.CodecInfo("Kryo", "kryo", "5.6.2", List.of("reflection"), "registered", false));
        r.results.add(figure("kryo", "build+ser", 100, 2));
        return r;
    }

    @Test
    void badInputIsAOneLineUsageError(@TempDir Path dir) throws Exception {
        Cli.assertUsageError(Cli.run("jmh-check", dir.resolve("nothing").toString()), "nothing");
        Path run = dir.resolve("results.json");
        ResultsStore.save(quickRun(), run);
        Cli.assertUsageError(Cli.run("jmh-check", run.toString(), "--ops", "nope"), "unknown op 'nope'");
        Cli.assertUsageError(Cli.run("jmh-check", run.toString(), "--codecs", "fory"), "the run has no figure of 'fory'");
        Cli.assertUsageError(Cli.run("jmh-check", run.toString(), "--forks", "0"), "--forks takes 1 to 20");
        Cli.assertUsageError(Cli.run("jmh-check", run.toString(), "--ops", "deser"), "no one-thread avgt figure of deser");
        try (serbench.bench.run.RunLock held = serbench.bench.run.RunLock.acquire()) {
            Path out = dir.resolve("not-made");
            Cli.assertUsageError(Cli.run("jmh-check", run.toString(), "--out", out.toString()), "another serbench run");
            assertFalse(Files.exists(out), "refused by the run lock: no --out folder left behind");
        }
    }

    /**
     * Plain JMH against figures not fit to compare would only measure how they differ (a smoke run's read a median
     * ratio of 181): refused before measuring, as compare refuses them, and so is a run of another serbench method.
     */
    @Test
    void aRunWhoseFiguresAreNotForComparisonIsRefused(@TempDir Path dir) throws Exception {
        Path file = Files.createDirectories(dir.resolve("run")).resolve(ResultsStore.FILE);
        Results smoke = quickRun();
        smoke.environment.profile = "smoke";
        Results unfinished = quickRun();
        unfinished.environment.complete = false;
        for (Results r : List.of(smoke, unfinished)) {
            // no java there: a run let through fails at once rather than measuring
            r.environment.jvms.set(0, new serbench.results.Environment.Jvm(ReportTest.JVM, "v", "17", "vm", dir + "/no/java"));
        }
        ResultsStore.save(smoke, file);
        Cli.assertUsageError(Cli.run("jmh-check", file.toString()), file + " is a smoke run", "not for comparison");
        ResultsStore.save(unfinished, file);
        Cli.assertUsageError(Cli.run("jmh-check", file.toString()), file + " is an unfinished run");
        assertEquals(List.of(ResultsStore.FILE), Files.list(file.getParent()).map(p -> p.getFileName().toString()).toList());
        Results older = quickRun();
        older.environment.serbenchVersion = "0.3.0";
        assertEquals("r was made by serbench 0.3.0 and this is serbench 0.4.0, whose figures are computed differently"
            + " (docs/history.md): check it with the serbench that made it", JmhAgreement.unfit("r", older, "0.4.0"));
        assertEquals(null, JmhAgreement.unfit("r", older, "0.3.2"), "a patch computes its figures as its release");
        assertEquals(null, JmhAgreement.unfit("r", older, "dev"), "a build run from classes does not say");
    }

    /**
     * A smoke run's figure measured again by plain JMH: one fork of one iteration, only to see it through (its file
     * relabelled quick, as a smoke run's figures are refused). An earlier check beside the run is kept: this one's
     * files are numbered.
     */
    @Test
    void aRunsFigureIsMeasuredAgainWithPlainJmh(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("r");
        Cli.Result run = Cli.run("run", "--profile", "smoke", "--codecs", "manual", "--datasets", "user-small", "--ops", "ser",
            "--out", out.toString());
        assertEquals(0, run.status(), run.out() + run.err());
        Path results = out.resolve(ResultsStore.FILE);
        Files.writeString(results, Files.readString(results).replace("\"profile\" : \"smoke\"", "\"profile\" : \"quick\""));
        Files.writeString(out.resolve("jmh-check.md"), "an earlier check");
        Files.writeString(out.resolve("jmh-check.json"), "{}");
        Cli.Result check = Cli.run("jmh-check", out.toString(), "--codecs", "manual", "--ops", "ser", "--forks", "1",
            "--warmups", "1", "--iterations", "1");
        assertTrue(check.status() == 0 || check.status() == 1, check.out() + check.err());
        assertEquals("an earlier check", Files.readString(out.resolve("jmh-check.md")));
        assertEquals("{}", Files.readString(out.resolve("jmh-check.json")));
        assertTrue(check.out().contains("written: " + out.resolve("jmh-check-2.md") + ", " + out.resolve("jmh-check-2.json")),
            check.out());
        String md = Files.readString(out.resolve("jmh-check-2.md"));
        assertTrue(md.matches("(?s).*\\| user-small \\| manual \\| ser \\| [^|]+ \\| [^|]+ \\| [^|]+ \\| [0-9.]+.*"), md);
        assertTrue(check.out().contains("serbench / JMH: median"), check.out());
        JsonNode json = ResultsStore.JSON.readTree(out.resolve("jmh-check-2.json").toFile());
        assertEquals(1, json.get("figures").size());
        assertEquals(1, json.get("figures").get(0).get("fork_means").size());
        assertTrue(json.get("figures").get(0).get("mean").asDouble() > 0);
    }
}
