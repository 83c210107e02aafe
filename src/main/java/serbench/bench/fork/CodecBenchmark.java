package serbench.bench.fork;

import org.openjdk.jmh.annotations.Benchmark;
import serbench.bench.fork.PairState.Packed;

/**
 * The same six operations for every codec, the two zero-copy ones for the formats that offer them, and each compressor's two on the codec's bytes (the thread's compressor
 * of {@link PairState#compressor()}, chosen by the method's name), one op per call on the next value of the pool
 * ({@link PairState}), as a plain JMH benchmark is written: each result is returned, so JMH consumes it in a blackhole and the JIT cannot drop
 * the work. (A loop over the pool inside the call, with a blackhole per value, moved figures by 0.85 to 1.12 times
 * against this shape on media in plain JMH: the JIT compiles a loop around the codec differently.)
 */
public class CodecBenchmark {
    @Benchmark
    public Object build(PairState s) {
        return s.binding.build(s.model());
    }

    @Benchmark
    public byte[] ser(PairState s) throws Exception {
        return s.binding.encode(s.value());
    }

    /** From the model to bytes: for a zero-copy format building the object is most of the encoding. */
    @Benchmark
    public byte[] buildSer(PairState s) throws Exception {
        return s.binding.encode(s.binding.build(s.model()));
    }

    @Benchmark
    public Object deser(PairState s) throws Exception {
        return s.binding.decode(s.bytes());
    }

    @Benchmark
    public Object deserRead(PairState s) throws Exception {
        return s.binding.read(s.binding.decode(s.bytes()));
    }

    @Benchmark
    public Object roundtrip(PairState s) throws Exception {
        return s.binding.read(s.binding.decode(s.binding.encode(s.value())));
    }

    /** A view over the bytes and the data set's access subset read from it ({@link serbench.codec.ZeroCopyOps}). */
    @Benchmark
    public Object access(PairState s) throws Exception {
        return s.zeroCopy.access(s.bytes());
    }

    /** One numeric field set in place in a value's own copy of its bytes (the timed values' bytes stay as encoded). */
    @Benchmark
    public byte[] update(PairState s) throws Exception {
        byte[] bytes = s.updatable();
        s.zeroCopy.update(bytes, s.updates++);
        return bytes;
    }

    @Benchmark
    public byte[] zstd(PairState s) {
        return s.compressor().compress(s.bytes());
    }

    @Benchmark
    public byte[] unzstd(PairState s) {
        Packed p = s.packed();
        return s.compressor().decompress(p.data(), p.length());
    }

    @Benchmark
    public byte[] lz4(PairState s) {
        return s.compressor().compress(s.bytes());
    }

    @Benchmark
    public byte[] unlz4(PairState s) {
        Packed p = s.packed();
        return s.compressor().decompress(p.data(), p.length());
    }

    @Benchmark
    public byte[] snappy(PairState s) {
        return s.compressor().compress(s.bytes());
    }

    @Benchmark
    public byte[] unsnappy(PairState s) {
        Packed p = s.packed();
        return s.compressor().decompress(p.data(), p.length());
    }

    @Benchmark
    public byte[] gzip(PairState s) {
        return s.compressor().compress(s.bytes());
    }

    @Benchmark
    public byte[] gunzip(PairState s) {
        Packed p = s.packed();
        return s.compressor().decompress(p.data(), p.length());
    }

    @Benchmark
    public byte[] deflate(PairState s) {
        return s.compressor().compress(s.bytes());
    }

    @Benchmark
    public byte[] inflate(PairState s) {
        Packed p = s.packed();
        return s.compressor().decompress(p.data(), p.length());
    }
}
