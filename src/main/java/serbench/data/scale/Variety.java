package serbench.data.scale;

import java.util.Random;

/**
 * The realistic variety of generated values, from one seeded {@link Random} (whose algorithm its specification
 * fixes, so every JDK draws the same values; only {@code nextInt(bound)}, {@code nextLong()} and
 * {@code nextDouble()} are used): strings of mixed length, a share of them with non-ASCII characters (two-,
 * three- and four-byte UTF-8), numbers spread over every varint width, optional fields present and absent.
 */
final class Variety {
    private static final String ASCII = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 _-.";
    private static final String WORD = ASCII.replace(" ", "");
    /** Latin accents and Cyrillic (two UTF-8 bytes), CJK (three), emoji outside the BMP (four). */
    private static final String[] NON_ASCII = {"éèüößñçåø", "пригожийдом", "数据序列化测试值", "\uD83D\uDE00\uD83D\uDE80\uD83C\uDF0D"};
    /** The share of strings holding non-ASCII characters. */
    private static final double NON_ASCII_SHARE = 0.15;

    private final Random random;

    Variety(long seed) {
        random = new Random(seed);
    }

    boolean chance(double p) {
        return random.nextDouble() < p;
    }

    int between(int from, int to) {
        return from + random.nextInt(to - from);
    }

    <T> T pick(T[] options) {
        return options[random.nextInt(options.length)];
    }

    /**
     * A string of {@code min} to {@code max} characters, most short, some long (a length drawn on a log scale);
     * about one in seven holds non-ASCII characters of one script.
     */
    String text(int min, int max) {
        int length = (int) Math.round(min * Math.pow((double) max / min, random.nextDouble()));
        String script = chance(NON_ASCII_SHARE) ? pick(NON_ASCII) : null;
        StringBuilder s = new StringBuilder(length + 1);
        while (s.length() < length) {
            if (script != null && chance(0.4)) {
                int i = random.nextInt(script.codePointCount(0, script.length()));
                s.appendCodePoint(script.codePointAt(script.offsetByCodePoints(0, i)));
            } else {
                s.append(ASCII.charAt(random.nextInt(ASCII.length())));
            }
        }
        return s.toString();
    }

    /** A full-precision double below 10^-3 to 10^9 in magnitude, a third negative: every digit a shortest decimal needs. */
    double real() {
        // StrictMath: Math.pow may differ by an ulp between the interpreter and compiled code, and between JDKs
        double v = random.nextDouble() * StrictMath.pow(10, between(-3, 10));
        return chance(1.0 / 3) ? -v : v;
    }

    /** ASCII letters, digits and {@code _-.} only, {@code min} to {@code max} of them: a metric's name or label. */
    String word(int min, int max) {
        StringBuilder s = new StringBuilder();
        for (int i = between(min, max + 1); i > 0; i--) s.append(WORD.charAt(random.nextInt(WORD.length())));
        return s.toString();
    }

    /** Digits only, {@code min} to {@code max} of them. */
    String digits(int min, int max) {
        StringBuilder s = new StringBuilder();
        for (int i = between(min, max + 1); i > 0; i--) s.append((char) ('0' + random.nextInt(10)));
        return s.toString();
    }

    /**
     * A non-negative int of 1 to 5 varint bytes, each width as likely; a tenth negative when {@code signed} (ten
     * bytes as protobuf's int32); never {@link Integer#MIN_VALUE}, which SBE keeps for null.
     */
    int int32(boolean signed) {
        int width = between(1, 6);
        long from = width == 1 ? 0 : 1L << 7 * (width - 1), to = Math.min(1L << 7 * width, Integer.MAX_VALUE);
        int v = (int) (from + Math.floorMod(random.nextLong(), to - from));
        return signed && chance(0.1) ? -v : v;
    }

    /** As {@link #int32}, over 1 to 9 varint bytes (ten when negative); never {@link Long#MIN_VALUE}. */
    long int64(boolean signed) {
        int width = between(1, 10);
        long from = width == 1 ? 0 : 1L << 7 * (width - 1), to = width == 9 ? Long.MAX_VALUE : 1L << 7 * width;
        long v = from + Math.floorMod(random.nextLong(), to - from);
        return signed && chance(0.1) ? -v : v;
    }
}
