package serbench.results;

import java.util.Arrays;
import java.util.Optional;

/** The timed operations of the method: build the codec's object, encode, decode, decode and read every field, both. */
public enum Op {
    BUILD("build"),
    SER("ser"),
    DESER("deser"),
    DESER_READ("deser-read"),
    ROUNDTRIP("roundtrip");

    private final String id;

    Op(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static Optional<Op> byId(String id) {
        return Arrays.stream(values()).filter(o -> o.id.equals(id)).findFirst();
    }
}
