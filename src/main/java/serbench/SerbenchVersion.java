package serbench;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** serbench's own version, from the jar manifest the build writes ("dev" when run from classes). */
public final class SerbenchVersion {
    private SerbenchVersion() {}

    public static String current() {
        String v = SerbenchVersion.class.getPackage().getImplementationVersion();
        return v == null ? "dev" : v;
    }

    /** A release's number: major, minor and patch (0.4.0, 0.4.1-SNAPSHOT); "dev" and null are none. */
    private static final Pattern RELEASE = Pattern.compile("(\\d+)\\.(\\d+)(?:\\.(\\d+))?.*");

    /**
     * The method a version's figures are computed by: its major and minor number, which change with it (a patch does
     * not); null where the version does not say (a build run from classes).
     */
    public static String method(String version) {
        Matcher m = release(version);
        return m == null ? null : m.group(1) + "." + m.group(2);
    }

    /** Whether release {@code version} is later than release {@code than}; false where either is no release ("dev"). */
    public static boolean newer(String version, String than) {
        Matcher v = release(version), t = release(than);
        if (v == null || t == null) return false;
        for (int part = 1; part <= 3; part++) {
            int c = Long.compare(number(v.group(part)), number(t.group(part)));
            if (c != 0) return c > 0;
        }
        return false;
    }

    private static Matcher release(String version) {
        Matcher m = version == null ? null : RELEASE.matcher(version);
        return m != null && m.matches() ? m : null;
    }

    private static long number(String digits) {
        // digits past a long are a forged version, not a release: read as the largest
        return digits == null ? 0 : digits.length() > 18 ? Long.MAX_VALUE : Long.parseLong(digits);
    }
}
