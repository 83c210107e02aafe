package serbench.verify;

/**
 * The outcome of the round-trip check of one (data set, codec) pair. {@code encoded} holds the
 * codec's bytes for a passing pair, and is null otherwise.
 */
public record Verdict(String dataset, String codec, Status status, String reason, byte[] encoded) {
    public enum Status { PASS, FAIL, UNSUPPORTED }

    public boolean passed() {
        return status == Status.PASS;
    }
}
