package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import serbench.codec.Codec;
import serbench.codec.era.EraCodecs;

/** The versioned rows (docs/versions.md) on the command line: listed apart, verified as rows of their own, opt-in. */
class VersionedRowsCliTest {
    @Test
    void aVersionThatIsNotRegisteredIsOneLine() {
        Cli.assertUsageError(Cli.run("verify", "--codecs", "kryo,kryo@9.9.9"), "unknown version 'kryo@9.9.9'", "registered: kryo@3.0.3",
            "--version kryo=9.9.9 resolves it from Maven Central");
        Cli.assertUsageError(Cli.run("verify", "--codecs", "hessian2@9.9.9"), "unknown version 'hessian2@9.9.9'", "docs/versions.md");
        Cli.assertUsageError(Cli.run("run", "--codecs", "nope@1.0"), "unknown version 'nope@1.0'", "no version of 'nope' is registered");
    }

    /**
     * The gate runs per version: today's row and the era's are two rows of the matrix, each with its own verdicts;
     * a version whose JVM needs options (xstream@1.3.1's --add-opens) is checked in a JVM started with them.
     */
    @Test
    void verifyRunsTheGateOnEachVersionApart() {
        Cli.Result r = Cli.run("verify", "--codecs", "kryo,kryo@3.0.3,hessian2@3.1.5,xstream@1.3.1,protobuf@2.6.1", "--datasets", "media,user");
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.get(0).matches("codec\\s+media\\s+user"), r.out());
        for (String id : List.of("kryo", "kryo@3.0.3", "hessian2@3.1.5", "xstream@1.3.1", "protobuf@2.6.1")) {
            assertTrue(lines.stream().anyMatch(l -> l.matches(id + "\\s+ok\\s+ok")), id + "\n" + r.out());
        }
        assertEquals(0, r.status(), r.out() + r.err());
    }

    @Test
    void listShowsEveryVersionedRowWithItsErasVersionApart() {
        Cli.Result r = Cli.run("list");
        assertEquals(0, r.status(), r.err());
        String versions = r.out().substring(r.out().indexOf("Versioned rows"));
        for (Codec c : EraCodecs.all()) {
            String version = c.id().substring(c.id().indexOf('@') + 1);
            assertTrue(versions.lines().anyMatch(l -> l.startsWith(c.id() + " ") && l.contains(" " + version + " ")), c.id() + "\n" + versions);
        }
        // opt-in: the codec table, what --codecs all selects, has none of them
        assertTrue(r.out().substring(0, r.out().indexOf("Versioned rows")).lines().noneMatch(l -> l.matches("\\S+@\\S+ .*")), r.out());
    }
}
