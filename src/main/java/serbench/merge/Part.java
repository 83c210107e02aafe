package serbench.merge;

import java.nio.file.Path;
import serbench.results.Results;

/** One results file given to {@code serbench merge}: where it is, its label ({@code LABEL=DIR}; null: none) and what it holds. */
public record Part(String label, Path dir, Results results) {
    /** The part as the user named it, for messages. */
    String name() {
        return (label == null ? "" : label + "=") + dir;
    }
}
