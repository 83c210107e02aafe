package serbench.interop;

/**
 * One direction of one (codec, data set, language): {@code direction} is {@code java-to-python} (the language's
 * library reads the Java codec's bytes) or {@code python-to-java} (the Java codec reads the bytes the language's
 * library wrote from the data set's value). {@code note} says what differs, the error, or why n/a; empty for ok.
 */
public record Cell(String codec, String dataset, String language, String direction, String outcome, String note) {
    static Cell of(String codec, String dataset, String language, boolean javaWrites, Outcome outcome, String note) {
        String direction = javaWrites ? "java-to-" + language : language + "-to-java";
        return new Cell(codec, dataset, language, direction, outcome.id(), note);
    }
}
