package serbench.bench;

import java.util.List;

/**
 * Raw iteration scores of one benchmark in one measuring JVM, in the mode's own unit, with the {@link Canary}
 * reading taken just before each (null when the canary was off).
 */
public record ForkResult(String dataset, String op, int threads, List<Double> samples, Double allocBytesPerOp,
                         List<Double> canaries) {}
