package serbench;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * UTF-8 as the default charset of serbench and of every JVM it starts, whatever the locale. JDK 17 takes its
 * default charset from the locale (US-ASCII under a POSIX one, as in many containers and CI images; JDK 18 and
 * later default to UTF-8), and a library that decodes text in it loses what that charset cannot hold: msgpack-java's
 * Jackson parser turned "G clef 𝄞" into "G clef ????" (docs/codecs.md), so a verdict, a size or a figure changed
 * with {@code LANG}.
 */
public final class DefaultCharset {
    /** The option that makes a JVM's default charset UTF-8, given to every JVM serbench starts. */
    public static final String OPTION = "-Dfile.encoding=UTF-8";

    private DefaultCharset() {}

    /** Whether this JVM's default charset is UTF-8. */
    public static boolean isUtf8() {
        return Charset.defaultCharset().equals(StandardCharsets.UTF_8);
    }
}
