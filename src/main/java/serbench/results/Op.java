package serbench.results;

import java.util.Arrays;
import java.util.Optional;

/**
 * The timed operations: build the codec's own object from the model; encode it; both (the like-with-like
 * figure from the application's object to bytes, where building is the encoding for FlatBuffers, SBE,
 * Cap'n Proto); decode; decode and read every field (the like-with-like figure back); the round trip.
 */
public enum Op {
    BUILD("build", "build"),
    SER("ser", "ser"),
    BUILD_SER("build+ser", "buildSer"),
    DESER("deser", "deser"),
    DESER_READ("deser-read", "deserRead"),
    ROUNDTRIP("roundtrip", "roundtrip");

    private final String id;
    private final String method;

    Op(String id, String method) {
        this.id = id;
        this.method = method;
    }

    public String id() {
        return id;
    }

    /**
     * The benchmark method of {@code serbench.bench.CodecBenchmark} that measures it: JMH names the benchmark
     * {@code serbench.bench.CodecBenchmark.<method>}.
     */
    public String method() {
        return method;
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

    public static Optional<Op> byMethod(String method) {
        return Arrays.stream(values()).filter(o -> o.method.equals(method)).findFirst();
    }
}
