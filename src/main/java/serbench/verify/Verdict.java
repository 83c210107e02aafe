package serbench.verify;

/**
 * The outcome of the round-trip check of one (data set, codec) pair. {@code encoded} holds the
 * codec's bytes for a passing pair, and is null otherwise; {@code sharesModel}: the pair's binding writes the shared
 * model itself ({@link serbench.codec.Binding#sharesModel()}); {@code duplicated}: for a passing pair whose values are
 * equal but that decoded an object the value shares as two, where (verify's "ok*"), else null; {@code zeroCopy}: its
 * format offers the zero-copy ops on the data set ({@link serbench.codec.Binding#zeroCopy()}), and they were checked.
 */
public record Verdict(String dataset, String codec, Status status, String reason, byte[] encoded, boolean sharesModel,
                      String duplicated, boolean zeroCopy) {
    public Verdict(String dataset, String codec, Status status, String reason, byte[] encoded) {
        this(dataset, codec, status, reason, encoded, false, null, false);
    }

    public enum Status { PASS, FAIL, UNSUPPORTED }

    public boolean passed() {
        return status == Status.PASS;
    }
}
