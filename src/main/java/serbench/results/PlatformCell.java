package serbench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Optional;

/**
 * One cell of the platform matrix as results.json keeps it: one codec's round trip on one data set in a JVM of one JDK
 * ({@code jdk}: its {@code java.version}) in one {@code mode} ({@code defaults}, {@code unsafe-denied},
 * {@code native-denied}, {@code unsafe-denied-way-out}: denied, with the options the library offers to do without Unsafe),
 * and its {@code outcome}: {@code pass}, {@code warns} (passed, and the JVM printed on its standard error), {@code fails},
 * {@code unsupported} (the codec cannot represent the data set, on any JDK) or {@code n/a} (that JDK has no such option,
 * or the library no way out). {@code message}: a failure's exception, as the JVM said it, why n/a, or a way out's options;
 * {@code warnings}: what that JVM printed on its standard error, verbatim, a line each (the JDK prints each kind of
 * warning once per JVM, and the codec's JVM ran this cell's data sets, so every cell of one JVM carries its lines).
 * Plain strings, so that reports need not know the package that computes the matrix.
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record PlatformCell(String codec, String dataset, String jdk, String mode, String outcome, String message,
                           List<String> warnings) {
    public static final String DEFAULTS = "defaults", UNSAFE_DENIED = "unsafe-denied", NATIVE_DENIED = "native-denied",
        UNSAFE_DENIED_WAY_OUT = "unsafe-denied-way-out";
    public static final String PASS = "pass", WARNS = "warns", FAILS = "fails", UNSUPPORTED = "unsupported", NOT_APPLICABLE = "n/a";

    /** The major version of {@link #jdk}: 17 of 17.0.15, 25 of 25.0.1; 0 when it has none. */
    public int major() {
        String digits = jdk == null ? "" : jdk.replaceFirst("\\D.*", "");
        return digits.isEmpty() ? 0 : Integer.parseInt(digits);
    }

    public List<String> warnings() {
        return warnings == null ? List.of() : warnings;
    }

    /**
     * Whether the codec touched sun.misc.Unsafe's memory access, as measured: the JDK warned of it, or denying it failed a
     * round trip the defaults of that JDK passed; empty when no JDK of the matrix could tell (each older than 23).
     */
    public static Optional<Boolean> unsafeMemory(List<PlatformCell> cells, String codec) {
        List<PlatformCell> own = cells.stream().filter(c -> c.codec().equals(codec)).toList();
        if (own.stream().noneMatch(c -> c.mode().equals(UNSAFE_DENIED) && !c.outcome().equals(NOT_APPLICABLE))) {
            return Optional.empty();
        }
        boolean warned = own.stream().anyMatch(c -> c.warnings().stream().anyMatch(w -> w.contains("sun.misc.Unsafe")));
        boolean denied = own.stream().anyMatch(c -> c.mode().equals(UNSAFE_DENIED) && c.outcome().equals(FAILS)
            && own.stream().anyMatch(d -> d.mode().equals(DEFAULTS) && d.jdk().equals(c.jdk())
                && d.dataset().equals(c.dataset()) && (d.outcome().equals(PASS) || d.outcome().equals(WARNS))));
        return Optional.of(warned || denied);
    }
}
