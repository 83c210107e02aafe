package serbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The console under a POSIX locale (ASCII only) gets the progress line's signs in ASCII, not as '?'. */
class ConsoleWriterTest {
    private static final String LINE = "ser 3,405 ±0.3%  2 × 3 … done — ok ☃ \uD83D\uDE00";

    private static String through(Charset charset) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintWriter w = ConsoleWriter.over(new PrintStream(bytes, true, charset), charset);
        w.println(LINE);
        return bytes.toString(charset);
    }

    @Test
    void asciiConsoleGetsAsciiSpellings() {
        assertEquals("ser 3,405 +-0.3%  2 x 3 ... done -- ok ? ?" + System.lineSeparator(), through(StandardCharsets.US_ASCII));
    }

    @Test
    void latin1KeepsWhatItHasAndSpellsTheRest() {
        assertEquals("ser 3,405 ±0.3%  2 × 3 ... done -- ok ? ?" + System.lineSeparator(), through(StandardCharsets.ISO_8859_1));
    }

    @Test
    void utf8ConsoleIsUntouched() {
        assertEquals(LINE + System.lineSeparator(), through(StandardCharsets.UTF_8));
    }

    @Test
    void theConsoleCharsetFollowsTheJvmsStreamProperty() {
        String key = "stdout.encoding", before = System.getProperty(key);
        try {
            System.setProperty(key, "US-ASCII");
            assertEquals(StandardCharsets.US_ASCII, ConsoleWriter.of("stdout"));
        } finally {
            if (before == null) System.clearProperty(key);
            else System.setProperty(key, before);
        }
    }
}
