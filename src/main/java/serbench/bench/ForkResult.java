package serbench.bench;

import java.util.List;

/**
 * Raw iteration scores of one benchmark in one measuring JVM, in the mode's own unit, with the {@link Canary}
 * reading taken just before each (null when the canary was off), and the bytes allocated and GC time (ns) per op
 * over the measured iterations (null when not measured).
 */
public record ForkResult(String dataset, String op, int threads, List<Double> samples, Double allocBytesPerOp,
                         Double gcNanosPerOp, List<Double> canaries) {}
