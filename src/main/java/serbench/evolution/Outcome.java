package serbench.evolution;

/** What happened to one (codec, change, direction). */
public enum Outcome {
    OK("ok", "every shared field read back equal; a field only one side has was dropped or defaulted"),
    LOSSY("lossy", "a shared field was lost or defaulted"),
    ERROR("error", "reading failed with an exception"),
    WRONG("wrong", "a shared field silently read back a different value"),
    UNSUPPORTED("unsupported", "the change cannot be expressed for this codec"),
    UNTESTED("untested", "serbench has no v1/v2 versions for this format (the note says why)");

    private final String id;
    private final String meaning;

    Outcome(String id, String meaning) {
        this.id = id;
        this.meaning = meaning;
    }

    public String id() {
        return id;
    }

    public String meaning() {
        return meaning;
    }
}
