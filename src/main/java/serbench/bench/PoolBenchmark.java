package serbench.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.infra.Blackhole;
import serbench.data.scale.Pool;

/**
 * {@link CodecBenchmark}'s six operations on the data sets of the size axis. Each invocation runs the op once on every
 * value of the pool and counts as that many ops, so every iteration, however long one op takes, times the pool's
 * average: with one value per op a 5 ms op at 1MB filled a 2 ms iteration alone, and the fastest iteration was the
 * cheapest value a JVM happened to catch (kryo's ser of {@code addressbook@1MB}: ±27% between JVMs whose 10th
 * percentiles agreed within 1%). A class of its own, so the fixed data sets' benchmarks stay exactly the code they were.
 */
@OperationsPerInvocation(Pool.VALUES)
public class PoolBenchmark {
    @Benchmark
    public void build(PairState s, PoolState p, Blackhole bh) {
        for (int i = 0; i < Pool.VALUES; i++) bh.consume(s.binding.build(p.model(i)));
    }

    @Benchmark
    public void ser(PairState s, PoolState p, Blackhole bh) throws Exception {
        for (int i = 0; i < Pool.VALUES; i++) bh.consume(s.binding.encode(p.value(i)));
    }

    @Benchmark
    public void buildSer(PairState s, PoolState p, Blackhole bh) throws Exception {
        for (int i = 0; i < Pool.VALUES; i++) bh.consume(s.binding.encode(s.binding.build(p.model(i))));
    }

    @Benchmark
    public void deser(PairState s, PoolState p, Blackhole bh) throws Exception {
        for (int i = 0; i < Pool.VALUES; i++) bh.consume(s.binding.decode(p.bytes(i)));
    }

    @Benchmark
    public void deserRead(PairState s, PoolState p, Blackhole bh) throws Exception {
        for (int i = 0; i < Pool.VALUES; i++) bh.consume(s.binding.read(s.binding.decode(p.bytes(i))));
    }

    @Benchmark
    public void roundtrip(PairState s, PoolState p, Blackhole bh) throws Exception {
        for (int i = 0; i < Pool.VALUES; i++) bh.consume(s.binding.read(s.binding.decode(s.binding.encode(p.value(i)))));
    }
}
