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
}
