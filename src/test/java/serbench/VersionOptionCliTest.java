package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --version ROW=VER} (docs/versions.md) on the command line. No test reaches the network: Maven Central is
 * replaced by an empty repository of the test's own, so a version is found in the local repository (offline first) or
 * not at all.
 */
class VersionOptionCliTest {
    @TempDir Path empty;

    @BeforeEach
    void noNetwork() {
        System.setProperty("maven.repo.central", empty.toUri().toString());
    }

    @AfterEach
    void restore() {
        System.clearProperty("maven.repo.central");
    }

    @Test
    void badInputIsOneLine() {
        Cli.assertUsageError(Cli.run("verify", "--codecs", "kryo", "--version", "kryo"), "--version 'kryo': give ROW=VERSION");
        Cli.assertUsageError(Cli.run("verify", "--version", "kryo=../x"), "give ROW=VERSION");
        Cli.assertUsageError(Cli.run("verify", "--version", "nope=1.0"), "no row 'nope'", "it takes jackson-json, ");
        Cli.assertUsageError(Cli.run("run", "--version", "hessian2=4.0.7"), "'hessian2' is not a row whose library it resolves",
            "(registered: hessian2@3.1.5, hessian2@4.0.33)", "it takes jackson-json, ");
        Cli.assertUsageError(Cli.run("run", "--preset", "dns", "--version", "kryo=5.0.0"), "--preset sets its own codecs", "--version");
    }

    @Test
    void aVersionMavenCannotResolveIsOneLineAndWritesNothing() {
        Path out = empty.resolve("run");
        Cli.assertUsageError(Cli.run("run", "--codecs", "jackson-json", "--version", "jackson-json=0.0.1", "--profile", "smoke", "--out", out.toString()),
            "serbench: jackson-databind 0.0.1 is not on Maven Central (");
        assertFalse(Files.exists(out), "nothing half-written");
    }

    /**
     * Today's Jackson resolved from the local repository as a version of its own: the row is checked in a JVM that
     * finds its jars in its options, beside today's row, and the two write the same bytes, which each reads.
     */
    @Test
    void verifyRunsTheResolvedRowBesideTodaysAndComparesTheirBytes() {
        String today = serbench.codec.Codecs.byId("jackson-json").orElseThrow().library().version();
        Cli.Result r = Cli.run("verify", "--codecs", "jackson-json", "--version", "jackson-json=" + today, "--datasets", "media,user");
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.stream().anyMatch(l -> l.matches("jackson-json\\s+ok\\s+ok")), r.out() + r.err());
        assertTrue(lines.stream().anyMatch(l -> l.matches("jackson-json@" + today.replace(".", "\\.") + "\\s+ok\\s+ok")), r.out() + r.err());
        assertTrue(lines.contains("jackson-json@" + today + " writes the same bytes as jackson-json on 2 of 2 data sets"), r.out());
        // each version reads the other's bytes, in a JVM that finds the resolved row's jars in its options
        assertTrue(lines.contains("Across versions: the bytes of each version, read by the other"), r.out());
        assertTrue(lines.stream().anyMatch(l -> l.matches("jackson-json@" + today.replace(".", "\\.") + "\\s+reads 2\\s+reads 2")), r.out());
        assertEquals(0, r.status(), r.out() + r.err());
    }

    /** sizes takes --version as verify does: the version's row beside today's, each with its size. */
    @Test
    void sizesMeasuresTheResolvedRowBesideTodays() {
        String today = serbench.codec.Codecs.byId("jackson-json").orElseThrow().library().version();
        Cli.Result r = Cli.run("sizes", "--codecs", "jackson-json", "--version", "jackson-json=" + today, "--datasets", "media",
            "--format", "csv");
        List<String> rows = r.out().lines().filter(l -> l.startsWith("media,jackson-json")).toList();
        assertEquals(2, rows.size(), r.out() + r.err());
        assertTrue(rows.get(1).startsWith("media,jackson-json@" + today + ","), rows.toString());
        assertEquals(rows.get(0).substring(rows.get(0).indexOf(',', 6)), rows.get(1).substring(rows.get(1).indexOf(',', 6)),
            "the same bytes, so the same sizes raw and compressed");
        assertEquals(0, r.status(), r.err());
    }

    /**
     * A resumed run's resolved rows are resolved again (from the local repository, as the first run left it); one that
     * cannot be is one line, exit 2, and the saved run is left as it was.
     */
    @Test
    void aResumedRunResolvesItsRowsAgain(@TempDir Path dir) throws Exception {
        String fastjson2 = serbench.codec.Codecs.byId("fastjson2").orElseThrow().library().version();
        assertEquals(null, serbench.cli.shared.VersionChoice.restore(List.of("kryo", "kryo@3.0.3", "fastjson2@" + fastjson2)));
        assertTrue(serbench.codec.Codecs.byId("fastjson2@" + fastjson2).isPresent(), "known in this JVM again");

        String java = serbench.bench.machine.JvmProbe.current().toString();
        serbench.results.Results saved = new serbench.results.Results();
        saved.environment.serbenchVersion = serbench.SerbenchVersion.current();
        saved.environment.jvms.add(new serbench.results.Environment.Jvm("17", "vendor", "17", "vm", java));
        saved.codecs.put("jackson-json@0.0.2", new serbench.results.Results.CodecInfo("JSON", "jackson-databind", "0.0.2",
            List.of(), "", false));
        saved.settings = new serbench.results.Results.Settings("smoke", false, List.of(java), List.of(new serbench.results.Results.Plan(
            List.of("jackson-json@0.0.2"), List.of("media"), List.of("ser"), List.of(1), "avgt")));
        Path run = dir.resolve("run");
        serbench.results.ResultsStore.save(saved, run.resolve("results.json"));
        String before = Files.readString(run.resolve("results.json"));
        Cli.assertUsageError(Cli.run("run", "--resume", run.toString()), "--resume " + run + ": jackson-json@0.0.2: jackson-databind 0.0.2 is not on Maven Central");
        assertEquals(before, Files.readString(run.resolve("results.json")));
    }
}
