package serbench.codec.era;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.eclipse.aether.repository.RemoteRepository;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.data.Datasets;
import serbench.verify.RoundTrip;
import serbench.verify.Verdict;

/**
 * A row resolved at run time ({@code --version}): its jars from the local repository, offline first (no test reaches
 * the network: the remote repository is an empty one of the test's own), and a loader that never reaches today's
 * version, in which today's row's own class is defined anew.
 */
class ResolvedRowTest {
    private static final List<String> JACKSON = Upgrades.of("jackson-json").orElseThrow().artifacts();

    @TempDir Path empty;

    private RemoteRepository nowhere() {
        return new RemoteRepository.Builder("central", "default", empty.toUri().toString()).build();
    }

    /** Jackson 2.4.0, which pom.xml's copy-versions puts in the local repository, and what its poms depend on. */
    private List<Path> jackson24() throws Exception {
        return MavenCentral.resolve(JACKSON, "2.4.0", MavenCentral.localRepository(), nowhere());
    }

    @Test
    void aVersionInTheLocalRepositoryResolvesOfflineWithItsDependencies() throws Exception {
        List<String> names = jackson24().stream().map(p -> p.getFileName().toString()).sorted().toList();
        assertEquals(List.of("jackson-annotations-2.4.0.jar", "jackson-core-2.4.0.jar", "jackson-databind-2.4.0.jar",
            "jackson-datatype-jsr310-2.4.0.jar"), names);
    }

    @Test
    void aVersionNowhereIsOneLineSayingSo() {
        MavenCentral.Unresolved e = assertThrows(MavenCentral.Unresolved.class,
            () -> MavenCentral.resolve(JACKSON, "0.0.1", empty.resolve("local"), nowhere()));
        assertTrue(e.getMessage().startsWith("jackson-databind 0.0.1 is not on Maven Central ("), e.getMessage());
        assertEquals(1, e.getMessage().lines().count(), e.getMessage());
    }

    @Test
    void theResolvedRowLoadsNothingOfTodaysVersion() throws Exception {
        EraCodec row = (EraCodec) EraCodecs.resolved("jackson-json", "2.4.0", jackson24()).orElseThrow();
        Class<?> mapper = Class.forName("com.fasterxml.jackson.databind.ObjectMapper", false, row.loader());
        assertTrue(Path.of(mapper.getProtectionDomain().getCodeSource().getLocation().toURI()).endsWith(
            Path.of("com/fasterxml/jackson/core/jackson-databind/2.4.0/jackson-databind-2.4.0.jar")));
        assertEquals("2.4.0", row.library().version());
        // a class only today's Jackson has is not found: the parent, whose class path holds it, is not asked
        assertThrows(ClassNotFoundException.class, () -> Class.forName("com.fasterxml.jackson.databind.json.JsonMapper", false, row.loader()));
        // today's row's own class, defined in the row's loader from serbench's bytes, so it links against 2.4.0
        Class<?> adapter = Class.forName("serbench.codec.jackson.JacksonCodec", false, row.loader());
        assertEquals(row.loader(), adapter.getClassLoader());
        assertNotEquals(Codecs.byId("jackson-json").orElseThrow().getClass(), adapter);
        assertTrue(row.jvmOptions().contains("-D" + EraCodecs.RESOLVED_PROPERTY + "jackson-json@2.4.0=" + String.join(
            java.io.File.pathSeparator, jackson24().stream().map(Path::toString).toList())), row.jvmOptions().toString());
    }

    /** Today's class does not link against Jackson 2.4 (no JavaTimeModule, no writerFor): the gate says so, with the JDK's words. */
    @Test
    void aVersionTodaysClassDoesNotLinkAgainstFailsTheGateWithTheJdksMessage() throws Exception {
        Codec row = EraCodecs.resolved("jackson-json", "2.4.0", jackson24()).orElseThrow();
        Verdict v = RoundTrip.check(row, Datasets.byId("media").orElseThrow());
        assertEquals(Verdict.Status.FAIL, v.status(), v.reason());
        assertTrue(v.reason().contains("Error: "), v.reason());
    }
}
