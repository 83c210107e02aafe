package serbench.bench.fork;

import java.util.List;

/**
 * Raw iteration scores of one benchmark (a codec's op on a data set) in one measuring JVM, in the mode's own unit, with the {@link Reference}
 * reading taken just before each (null when the reference was off), the bytes allocated and GC time (ns) per op over the
 * measured iterations (null when not measured), the collections and the JIT's compile milliseconds during each
 * iteration (null with several threads), the ops each iteration completed, and the classes the JVM loaded during them,
 * which a warmed-up op should never do, and the share of each iteration its thread had a CPU (null with several threads).
 */
public record ForkResult(String codec, String dataset, String op, int threads, List<Double> samples, Double allocBytesPerOp,
                         Double gcNanosPerOp, List<Double> canaries, List<Integer> collections, List<Integer> jitMillis,
                         List<Long> ops, long classesLoaded, List<Double> cpuShares) {}
