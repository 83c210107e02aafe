package serbench.cli.shared;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
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

    /** A table's columns line up as printed: '±' spelled '+-' is two characters wide, and its column with it. */
    @Test
    void aTableIsAlignedAsItIsPrinted() {
        for (Charset charset : List.of(StandardCharsets.US_ASCII, StandardCharsets.UTF_8)) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            PrintWriter w = ConsoleWriter.over(new PrintStream(bytes, true, charset), charset);
            new TextTable("figure", "old", "new", "change").row("user protobuf ser", "229.0 ± 2.1e+02", "2999 ± 2.1e+02", "+1210.0%")
                .row("user protobuf size", "965.0", "965.0", "+0.0%").print(w);
            List<String> lines = bytes.toString(charset).lines().toList();
            String rule = lines.get(1);
            for (String line : lines) {
                for (int i = 0; i < rule.length(); i++) {
                    // every gap between columns in the rule is a gap in each line: no cell runs into the next column
                    if (rule.startsWith("  ", i) && i < line.length()) assertEquals(' ', line.charAt(i), charset + ":\n" + String.join("\n", lines));
                }
            }
            assertEquals(rule.length(), lines.get(2).length(), charset + ": the widest row fills the rule");
        }
    }

    @Test
    void theConsoleCharsetFollowsTheJvmsStreamProperty() {
        String key = "stdout.encoding", before = System.getProperty(key);
        try {
            System.setProperty(key, "US-ASCII");
            assertEquals(StandardCharsets.US_ASCII, ConsoleWriter.of("stdout"));
        } finally {
            restore(key, before);
        }
    }

    /**
     * JDK 17 names no charset for a stream that is not a terminal: the console's is then the locale's (here a POSIX
     * one's), not the default charset, which serbench makes UTF-8 whatever the locale.
     */
    @Test
    void withoutAStreamPropertyTheConsoleCharsetIsTheLocales() {
        List<String> keys = List.of("stdout.encoding", "sun.stdout.encoding", "native.encoding");
        List<String> before = keys.stream().map(System::getProperty).toList();
        try {
            System.clearProperty("stdout.encoding");
            System.clearProperty("sun.stdout.encoding");
            System.setProperty("native.encoding", "ANSI_X3.4-1968");
            assertEquals(StandardCharsets.US_ASCII, ConsoleWriter.of("stdout"));
        } finally {
            for (int i = 0; i < keys.size(); i++) restore(keys.get(i), before.get(i));
        }
    }

    private static void restore(String key, String value) {
        if (value == null) System.clearProperty(key);
        else System.setProperty(key, value);
    }
}
