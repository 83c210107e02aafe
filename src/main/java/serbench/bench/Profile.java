package serbench.bench;

import java.util.Locale;

/**
 * How long and how often to measure. Many short iterations beat a few long ones here: JMH's 99.9%
 * error uses Student's t, which is 8.6 for 5 iterations but 4.8 for 10. The measuring JVM first warms
 * all its benchmarks together until the JIT settles ({@link JitSettling}), then each op warms again on
 * its own before it is measured. {@code perCodecFork} trades isolation for speed: smoke
 * runs one JVM per codec; quick and full run one JVM per (codec, data set) pair, repeated {@code forks} times.
 */
public enum Profile {
    SMOKE(2, 10, 5, 10, 300, 1, true),
    QUICK(3, 40, 10, 40, 1500, 1, false),
    FULL(5, 500, 20, 500, 10_000, 3, false);

    final int warmupIterations;
    final int warmupMillis;
    final int measureIterations;
    final int measureMillis;
    /** The longest shared warm-up ({@link JitSettling}) before giving up on the JIT settling. */
    final int settleCapMillis;
    final int forks;
    final boolean perCodecFork;

    Profile(int warmupIterations, int warmupMillis, int measureIterations, int measureMillis, int settleCapMillis,
            int forks, boolean perCodecFork) {
        this.warmupIterations = warmupIterations;
        this.warmupMillis = warmupMillis;
        this.measureIterations = measureIterations;
        this.measureMillis = measureMillis;
        this.settleCapMillis = settleCapMillis;
        this.forks = forks;
        this.perCodecFork = perCodecFork;
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public String describe() {
        return String.format("shared warm-up until the JIT settles (at most %.1f s), then %d x %d ms warm-up and %d x %d ms"
            + " measurement per op, %d fork%s per %s", settleCapMillis / 1000.0, warmupIterations, warmupMillis,
            measureIterations, measureMillis, forks, forks == 1 ? "" : "s",
            perCodecFork ? "codec" : "(codec, data set) pair");
    }
}
