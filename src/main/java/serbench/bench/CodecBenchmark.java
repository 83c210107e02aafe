package serbench.bench;

import org.openjdk.jmh.annotations.Benchmark;

/**
 * The same six operations for every codec. Each result is returned, so JMH consumes it in a
 * blackhole and the JIT cannot drop the work.
 */
public class CodecBenchmark {
    @Benchmark
    public Object build(PairState s) {
        return s.binding.build(s.model);
    }

    @Benchmark
    public byte[] ser(PairState s) throws Exception {
        return s.binding.encode(s.value);
    }

    /** From the model to bytes: for a zero-copy format building the object is most of the encoding. */
    @Benchmark
    public byte[] buildSer(PairState s) throws Exception {
        return s.binding.encode(s.binding.build(s.model));
    }

    @Benchmark
    public Object deser(PairState s) throws Exception {
        return s.binding.decode(s.bytes);
    }

    @Benchmark
    public Object deserRead(PairState s) throws Exception {
        return s.binding.read(s.binding.decode(s.bytes));
    }

    @Benchmark
    public Object roundtrip(PairState s) throws Exception {
        return s.binding.read(s.binding.decode(s.binding.encode(s.value)));
    }
}
