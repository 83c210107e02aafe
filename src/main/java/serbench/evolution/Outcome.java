package serbench.evolution;

/** What happened to one (codec, change, direction); the reports' legend (serbench.report.section.EvolutionMarkdown) says what each means. */
public enum Outcome {
    OK("ok"),
    LOSSY("lossy"),
    ERROR("error"),
    WRONG("wrong"),
    UNSUPPORTED("unsupported"),
    UNTESTED("untested");

    private final String id;

    Outcome(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
