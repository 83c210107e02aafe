package serbench.interop;

/** What one direction of one (codec, data set, language) came to; docs/interop.md says what each means. */
public enum Outcome {
    OK("ok"),
    LOSSY("lossy"),
    ERROR("error"),
    NOT_APPLICABLE("n/a");

    private final String id;

    Outcome(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
