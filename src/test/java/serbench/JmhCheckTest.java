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
    void badInputIsAOneLineUsageError(@TempDir Path dir) throws Exception {
        Cli.assertUsageError(Cli.run("jmh-check", dir.resolve("nothing").toString()), "nothing");
        Path run = dir.resolve("results.json");
        Results r = new Results();
        r.environment.jvms.add(new serbench.results.Environment.Jvm(ReportTest.JVM, "v", "17", "vm", "/usr/bin/java"));
        r.results.add(figure("kryo", "build+ser", 100, 2));
        ResultsStore.save(r, run);
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

    /** A smoke run's figure measured again by plain JMH: one fork of one iteration, only to see it through. */
    @Test
    void aRunsFigureIsMeasuredAgainWithPlainJmh(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("r");
        Cli.Result run = Cli.run("run", "--profile", "smoke", "--codecs", "manual", "--datasets", "user-small", "--ops", "ser",
            "--out", out.toString());
        assertEquals(0, run.status(), run.out() + run.err());
        Cli.Result check = Cli.run("jmh-check", out.toString(), "--codecs", "manual", "--ops", "ser", "--forks", "1",
            "--warmups", "1", "--iterations", "1");
        assertTrue(check.status() == 0 || check.status() == 1, check.out() + check.err());
        String md = Files.readString(out.resolve("jmh-check.md"));
        assertTrue(md.matches("(?s).*\\| user-small \\| manual \\| ser \\| [^|]+ \\| [^|]+ \\| [^|]+ \\| [0-9.]+.*"), md);
        assertTrue(check.out().contains("serbench / JMH: median"), check.out());
        JsonNode json = ResultsStore.JSON.readTree(out.resolve("jmh-check.json").toFile());
        assertEquals(1, json.get("figures").size());
        assertEquals(1, json.get("figures").get(0).get("fork_means").size());
        assertTrue(json.get("figures").get(0).get("mean").asDouble() > 0);
    }
}
