package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.bench.machine.JvmProbe;

/**
 * serbench started as {@code java -jar} would be under a POSIX locale ({@code LANG} unset: JDK 17's default charset
 * is then US-ASCII): it runs with UTF-8 all the same, so msgpack-java, which decodes short strings in the default
 * charset, round-trips non-ASCII text; and an argument the locale cannot read is one line, exit 2.
 */
class PosixLocaleTest {
    /** serbench's main in a JVM of its own under the POSIX locale, US-ASCII its default charset; its exit status and output. */
    private static Cli.Result posixSerbench(Path dir, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(JvmProbe.current().toString(), "-Dfile.encoding=US-ASCII",
            "-cp", System.getProperty("java.class.path"), "serbench.cli.Main"));
        command.addAll(List.of(args));
        Path out = dir.resolve("out.log"), err = dir.resolve("err.log");
        ProcessBuilder pb = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
        Map<String, String> env = pb.environment();
        env.keySet().removeIf(k -> k.equals("LANG") || k.equals("LANGUAGE") || k.startsWith("LC_"));
        env.put("LC_ALL", "C");
        Process p = pb.start();
        // a bound for a hung JVM only
        assertTrue(p.waitFor(15, TimeUnit.MINUTES), "serbench ended");
        return new Cli.Result(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    @Test
    void msgpackRoundTripsNonAsciiTextUnderAnAsciiDefaultCharset(@TempDir Path dir) throws Exception {
        Cli.Result r = posixSerbench(dir, "verify", "--codecs", "msgpack,msgpack-array", "--datasets", "edge-cases");
        assertEquals(0, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("2 pairs: 2 passed, 0 failed"), r.out());
    }

    /** The path is a string here: under the POSIX locale that the suite also runs in, this JVM cannot name it either. */
    @Test
    void anArgumentTheLocaleCannotReadIsOneLineAndExit2(@TempDir Path dir) throws Exception {
        Cli.Result r = posixSerbench(dir, "run", "--profile", "smoke", "--out", dir + "/r\u00e9sultats");
        assertEquals(2, r.status(), r.out() + r.err());
        assertEquals("", r.out());
        assertEquals(1, r.err().lines().count(), r.err());
        // each byte the locale could not decode is a '?' on its console
        assertTrue(r.err().matches(Pattern.quote("serbench: '" + dir + "/r") + "\\?+" + Pattern.quote("sultats' holds characters"
            + " that this locale's charset (ANSI_X3.4-1968) cannot carry; run serbench under a UTF-8 locale, e.g. LANG=C.UTF-8")
            + "\\R"), r.err());
        assertEquals(List.of("err.log", "out.log"), names(dir));
    }

    /** In this JVM (as ./serbench starts it, UTF-8 whatever the locale): the same refusal of what the locale could not decode. */
    @Test
    void anUndecodableArgumentIsAUsageErrorInProcessToo(@TempDir Path dir) throws Exception {
        String out = dir + "/r\uFFFD\uFFFDsultats";
        Cli.assertUsageError(Cli.run("run", "--profile", "smoke", "--out", out), "'" + out + "' holds characters", "LANG=C.UTF-8");
        assertEquals(List.of(), names(dir));
    }

    private static List<String> names(Path dir) throws java.io.IOException {
        try (var left = Files.list(dir)) {
            return left.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
