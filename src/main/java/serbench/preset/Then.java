package serbench.preset;

/**
 * One library of a post as its author ran it: today's row {@code row}, the version the post used ({@code posted}, as
 * the post or its year names it), and the version its then-row is looked up at ({@code version}: the same, or the
 * nearest Maven Central serves, {@code note} saying why; null where no version of a library stands for it, the
 * JDK's own serialization, {@code note} saying why).
 */
public record Then(String row, String posted, String version, String note) {
    /** Why Java's own serialization has no then-row: it is the JDK's, and the post's JDK is a JVM to run on. */
    static final String JDK = "Java's own serialization is the JDK's: the post's is a JVM to measure on (run --jvm), not a library version";

    /** The post's version, measured as it is. */
    static Then of(String row, String version) {
        return new Then(row, version, version, null);
    }

    /** A version the post used that Maven Central does not serve: the nearest that it does, and why. */
    static Then nearest(String row, String posted, String version, String note) {
        return new Then(row, posted, version, note);
    }

    /** A row the post ran that no library version stands for. */
    static Then none(String row, String posted, String note) {
        return new Then(row, posted, null, note);
    }

    /** The then-row's id, {@code ROW@VERSION}; null without a version. */
    public String id() {
        return version == null ? null : row + "@" + version;
    }
}
