package serbench.merge;

/** Parts that cannot be merged, in one line that says why: a usage error. */
public final class MergeProblem extends Exception {
    MergeProblem(String message) {
        super(message);
    }
}
