package serbench.bench;

import java.util.Arrays;
import java.util.Optional;

/** The timed operations of METHOD.md; each is one method of {@link CodecBenchmark}. */
public enum Op {
    BUILD("build", "build"),
    SER("ser", "ser"),
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

    String method() {
        return method;
    }

    public static Optional<Op> byId(String id) {
        return Arrays.stream(values()).filter(o -> o.id.equals(id)).findFirst();
    }

    static Optional<Op> byMethod(String method) {
        return Arrays.stream(values()).filter(o -> o.method.equals(method)).findFirst();
    }
}
