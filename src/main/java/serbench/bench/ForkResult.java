package serbench.bench;

import java.util.List;

/** Raw iteration scores of one benchmark in one measuring JVM, in the mode's own unit. */
public record ForkResult(String dataset, String op, int threads, List<Double> samples, Double allocBytesPerOp) {}
