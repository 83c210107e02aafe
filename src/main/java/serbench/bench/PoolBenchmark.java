package serbench.bench;

import org.openjdk.jmh.annotations.Benchmark;

/**
 * {@link CodecBenchmark}'s six operations on the data sets of the size axis: each op takes the next value of the
 * pool. A class of its own, so the fixed data sets' benchmarks stay exactly the code they were.
 */
public class PoolBenchmark {
    @Benchmark
    public Object build(PairState s, PoolState p) {
        return s.binding.build(p.models[p.next()]);
    }

    @Benchmark
    public byte[] ser(PairState s, PoolState p) throws Exception {
        return s.binding.encode(p.values[p.next()]);
    }

    @Benchmark
    public byte[] buildSer(PairState s, PoolState p) throws Exception {
        return s.binding.encode(s.binding.build(p.models[p.next()]));
    }

    @Benchmark
    public Object deser(PairState s, PoolState p) throws Exception {
        return s.binding.decode(p.bytes[p.next()]);
    }

    @Benchmark
    public Object deserRead(PairState s, PoolState p) throws Exception {
        return s.binding.read(s.binding.decode(p.bytes[p.next()]));
    }

    @Benchmark
    public Object roundtrip(PairState s, PoolState p) throws Exception {
        return s.binding.read(s.binding.decode(s.binding.encode(p.values[p.next()])));
    }
}
