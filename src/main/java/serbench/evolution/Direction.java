package serbench.evolution;

/** Who writes and who reads. */
public enum Direction {
    /** Bytes written by v2, read by v1: an old service still running when the new one writes. */
    OLD_READS_NEW("old-reads-new"),
    /** Bytes written by v1, read by v2: old data in a cache, a queue or a file. */
    NEW_READS_OLD("new-reads-old");

    private final String id;

    Direction(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
