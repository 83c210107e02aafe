package serbench.platform;

import serbench.results.PlatformCell;

/**
 * How a JVM of the platform matrix is started: with its JDK's defaults, or with one of the doors the JDK is closing
 * shut, as a later release will by default.
 */
public enum Mode {
    DEFAULTS(PlatformCell.DEFAULTS, null, 0),
    /** JEP 471 (JDK 23) added the option; JEP 498 made JDK 24 warn by default; deny is what a later release makes the default. */
    UNSAFE_DENIED(PlatformCell.UNSAFE_DENIED, "--sun-misc-unsafe-memory-access=deny", 23),
    /** JEP 472 (JDK 24): JNI's loading and native methods from code not granted native access. */
    NATIVE_DENIED(PlatformCell.NATIVE_DENIED, "--illegal-native-access=deny", 24);

    private final String id;
    private final String option;
    private final int since;

    Mode(String id, String option, int since) {
        this.id = id;
        this.option = option;
        this.since = since;
    }

    public String id() {
        return id;
    }

    /** The JVM option, or null for the JDK's defaults. */
    String option() {
        return option;
    }

    /** Whether a JDK of this major version knows the option (an older one refuses to start with it). */
    boolean appliesTo(int major) {
        return major >= since;
    }

    /** Why the cell is n/a on a JDK of this major version. */
    String notApplicable(int major) {
        return "JDK " + major + " has no " + option.substring(0, option.indexOf('=')) + " (JDK " + since + " and later)";
    }
}
