package serbench.bench;

import java.util.Locale;

/**
 * How long and how often to measure. Many short iterations beat a few long ones here: JMH's 99.9%
 * error uses Student's t, which is 8.6 for 5 iterations but 4.8 for 10. Warm-up is JMH's bulk mode
 * (every benchmark of the measuring JVM warms before any is measured, then each warms again on its own),
 * since the ops share their encode/decode code. {@code perCodecFork} trades isolation for speed: smoke
 * runs one JVM per codec; quick and full run one JVM per (codec, data set) pair, repeated {@code forks} times.
 */
public enum Profile {
    SMOKE(2, 10, 5, 10, 1, true),
    QUICK(5, 40, 10, 40, 1, false),
    FULL(5, 500, 20, 500, 3, false);

    final int warmupIterations;
    final int warmupMillis;
    final int measureIterations;
    final int measureMillis;
    final int forks;
    final boolean perCodecFork;

    Profile(int warmupIterations, int warmupMillis, int measureIterations, int measureMillis, int forks,
            boolean perCodecFork) {
        this.warmupIterations = warmupIterations;
        this.warmupMillis = warmupMillis;
        this.measureIterations = measureIterations;
        this.measureMillis = measureMillis;
        this.forks = forks;
        this.perCodecFork = perCodecFork;
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public String describe() {
        return String.format("bulk + %d x %d ms warm-up, %d x %d ms measurement, %d fork%s per %s", warmupIterations,
            warmupMillis, measureIterations, measureMillis, forks, forks == 1 ? "" : "s",
            perCodecFork ? "codec" : "(codec, data set) pair");
    }
}
