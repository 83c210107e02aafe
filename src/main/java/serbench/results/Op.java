package serbench.results;

import java.util.Arrays;
import java.util.Optional;

/**
 * The timed operations: build the codec's own object from the model; encode it; both (the like-with-like
 * figure from the application's object to bytes, where building is the encoding for FlatBuffers, SBE,
 * Cap'n Proto); decode; decode and read every field (the like-with-like figure back); the round trip.
 */
public enum Op {
    BUILD("build"),
    SER("ser"),
    BUILD_SER("build+ser"),
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

    /**
     * The op that does exactly this one's work when the codec writes the shared model itself (its build and read are
     * identities): {@code ser} for {@code build+ser}, {@code deser} for {@code deser-read}; empty for the others.
     */
    public Optional<Op> sameWorkWhenModelShared() {
        return switch (this) {
            case BUILD_SER -> Optional.of(SER);
            case DESER_READ -> Optional.of(DESER);
            default -> Optional.empty();
        };
    }

    public static Optional<Op> byId(String id) {
        return Arrays.stream(values()).filter(o -> o.id.equals(id)).findFirst();
    }
}
