package serbench.platform;

import java.util.ArrayList;
import java.util.List;
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
    NATIVE_DENIED(PlatformCell.NATIVE_DENIED, "--illegal-native-access=deny", 24),
    /** Unsafe denied, with the options the codec's library offers to do without it ({@link WaysOut}); n/a without any. */
    UNSAFE_DENIED_WAY_OUT(PlatformCell.UNSAFE_DENIED_WAY_OUT, "--sun-misc-unsafe-memory-access=deny", 23);

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

    /** The JVM options for a codec of {@code library}: none for the JDK's defaults. */
    List<String> options(String library) {
        List<String> options = new ArrayList<>();
        if (option != null) options.add(option);
        if (this == UNSAFE_DENIED_WAY_OUT) options.addAll(WaysOut.of(library));
        return options;
    }

    /** Whether a codec of {@code library} has a JVM of this mode on a JDK of this major version. */
    boolean appliesTo(int major, String library) {
        return appliesTo(major) && (this != UNSAFE_DENIED_WAY_OUT || !WaysOut.of(library).isEmpty());
    }

    /** Whether a JDK of this major version knows the option (an older one refuses to start with it). */
    boolean appliesTo(int major) {
        return major >= since;
    }

    /** Why the cell is n/a on a JDK of this major version, for a codec of {@code library}. */
    String notApplicable(int major, String library) {
        if (!appliesTo(major)) return "JDK " + major + " has no " + option.substring(0, option.indexOf('=')) + " (JDK " + since + " and later)";
        return "serbench knows no setting of " + library + " that avoids sun.misc.Unsafe";
    }
}
