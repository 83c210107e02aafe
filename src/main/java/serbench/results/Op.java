package serbench.results;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import serbench.size.Compression;

/**
 * The timed operations: build the codec's own object from the model; encode it; both (the like-with-like
 * figure from the application's object to bytes, where building is the encoding for FlatBuffers, SBE,
 * Cap'n Proto); decode; decode and read every field (the like-with-like figure back); the round trip; the zero-copy
 * formats' access (a view over the bytes, then a fixed subset of fields) and update (one numeric field changed in
 * place), where a format offers them ({@link #zeroCopy()}). And per
 * compressor of the size table, compressing the codec's bytes and decompressing them (the codec not called): what
 * a service adds to encode and decode when it compresses its messages.
 */
public enum Op {
    BUILD("build", "build"),
    SER("ser", "ser"),
    BUILD_SER("build+ser", "buildSer"),
    DESER("deser", "deser"),
    DESER_READ("deser-read", "deserRead"),
    ROUNDTRIP("roundtrip", "roundtrip"),
    ACCESS("access", "access"),
    UPDATE("update", "update"),
    ZSTD("zstd", Compression.ZSTD, false),
    UNZSTD("unzstd", Compression.ZSTD, true),
    LZ4("lz4", Compression.LZ4, false),
    UNLZ4("unlz4", Compression.LZ4, true),
    SNAPPY("snappy", Compression.SNAPPY, false),
    UNSNAPPY("unsnappy", Compression.SNAPPY, true),
    GZIP("gzip", Compression.GZIP, false),
    GUNZIP("gunzip", Compression.GZIP, true),
    DEFLATE("deflate", Compression.DEFLATE, false),
    INFLATE("inflate", Compression.DEFLATE, true);

    private final String id;
    private final String method;
    private final Compression compression;
    private final boolean decompresses;

    Op(String id, String method) {
        this.id = id;
        this.method = method;
        this.compression = null;
        this.decompresses = false;
    }

    Op(String id, Compression compression, boolean decompresses) {
        this.id = id;
        this.method = id;
        this.compression = compression;
        this.decompresses = decompresses;
    }

    public String id() {
        return id;
    }

    /**
     * The benchmark method of {@code serbench.bench.fork.CodecBenchmark} that measures it: JMH names the benchmark
     * {@code serbench.bench.fork.CodecBenchmark.<method>}.
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

    /** Whether it is one of the zero-copy ops, which only the formats with a view over their bytes offer. */
    public boolean zeroCopy() {
        return this == ACCESS || this == UPDATE;
    }

    /** The compressor a compression op runs; empty for the codec's own ops. */
    public Optional<Compression> compression() {
        return Optional.ofNullable(compression);
    }

    /** Whether it is a compressor's decompressing op ({@code unzstd}, {@code gunzip}, ...). */
    public boolean decompresses() {
        return decompresses;
    }

    /** The codec's own ops, the first eight: what the figure tables show. */
    public static List<Op> codecOps() {
        return Arrays.stream(values()).filter(o -> o.compression == null).toList();
    }

    /** The compressing and decompressing ops, each compressor's pair. */
    public static List<Op> compressionOps() {
        return Arrays.stream(values()).filter(o -> o.compression != null).toList();
    }

    /** The op that compresses ({@code decompress} false) or decompresses with {@code c}. */
    public static Op of(Compression c, boolean decompress) {
        return Arrays.stream(values()).filter(o -> o.compression == c && o.decompresses == decompress).findFirst().orElseThrow();
    }

    public static Optional<Op> byId(String id) {
        return Arrays.stream(values()).filter(o -> o.id.equals(id)).findFirst();
    }

    public static Optional<Op> byMethod(String method) {
        return Arrays.stream(values()).filter(o -> o.method.equals(method)).findFirst();
    }
}
