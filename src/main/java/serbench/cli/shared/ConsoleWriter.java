package serbench.cli.shared;

import java.io.FilterWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.util.Map;

/**
 * The console as serbench writes to it: in the charset the JVM opened it with, and where that charset lacks a
 * sign serbench prints (a POSIX locale, as in many containers and CI logs, has only ASCII), the sign spelled in
 * ASCII ({@code ±} as {@code +-}) instead of the JVM's {@code ?}.
 */
public final class ConsoleWriter extends FilterWriter {
    private static final Map<Character, String> ASCII = Map.ofEntries(Map.entry('±', "+-"), Map.entry('×', "x"),
        Map.entry('…', "..."), Map.entry('—', "--"), Map.entry('–', "-"), Map.entry('≤', "<="), Map.entry('≥', ">="),
        Map.entry('µ', "u"), Map.entry('→', "->"), Map.entry('‘', "'"), Map.entry('’', "'"), Map.entry('“', "\""),
        Map.entry('”', "\""), Map.entry('·', "-"), Map.entry('\u00a0', " "));

    private final CharsetEncoder encoder;

    private ConsoleWriter(Writer out, Charset charset) {
        super(out);
        this.encoder = charset.newEncoder();
    }

    /** A console writer over {@code stream}, which the JVM encodes in {@code charset}; flushed at every line. */
    public static PrintWriter over(PrintStream stream, Charset charset) {
        Writer w = new OutputStreamWriter(stream, charset);
        return charset.newEncoder().canEncode("±×…—") ? new PrintWriter(w, true) : new Spelling(new ConsoleWriter(w, charset));
    }

    /** A console that spells in ASCII what its charset lacks: it knows how wide what it prints comes out. */
    private static final class Spelling extends PrintWriter {
        private final ConsoleWriter console;

        Spelling(ConsoleWriter console) {
            super(console, true);
            this.console = console;
        }
    }

    /**
     * {@code text} as {@code out} prints it: with the ASCII spellings of a console whose charset lacks a sign, so a
     * table pads its columns to what shows ({@code ±} comes out as the two characters {@code +-}).
     */
    static String asPrinted(PrintWriter out, String text) {
        if (!(out instanceof Spelling s)) return text;
        StringBuilder printed = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) printed.append(s.console.spelled(text.charAt(i)));
        return printed.toString();
    }

    /**
     * The charset the console reads standard output (or error) in: JDK 19 and later say so in {@code stdout.encoding},
     * JDK 17 in {@code sun.stdout.encoding} when it is a terminal; otherwise the locale's, {@code native.encoding}
     * (not the default charset, which serbench makes UTF-8 whatever the locale).
     */
    public static Charset of(String stream) {
        for (String property : new String[] {stream + ".encoding", "sun." + stream + ".encoding", "native.encoding"}) {
            String name = System.getProperty(property);
            if (name != null && Charset.isSupported(name)) return Charset.forName(name);
        }
        return Charset.defaultCharset();
    }

    @Override
    public void write(int c) throws IOException {
        out.write(spelled((char) c));
    }

    /** How the console shows {@code ch}: itself where the charset has it, else its ASCII spelling or '?'. */
    private String spelled(char ch) {
        // a character outside the BMP comes as two halves: one '?' for the pair
        if (Character.isSurrogate(ch)) return Character.isHighSurrogate(ch) ? "?" : "";
        if (encoder.canEncode(ch)) return String.valueOf(ch);
        return ASCII.getOrDefault(ch, "?");
    }

    @Override
    public void write(char[] buf, int off, int len) throws IOException {
        for (int i = off; i < off + len; i++) write(buf[i]);
    }

    @Override
    public void write(String s, int off, int len) throws IOException {
        for (int i = off; i < off + len; i++) write(s.charAt(i));
    }
}
