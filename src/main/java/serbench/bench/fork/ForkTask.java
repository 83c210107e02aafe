package serbench.bench.fork;

import java.util.List;
import serbench.data.own.OwnType;

/**
 * What one measuring JVM runs: one codec on one or more data sets, every op at every thread count (or, for a
 * compressor's ops, several codecs' bytes: {@code codecs}, see {@code serbench.bench.run.Step}); {@code own}
 * defines the user's own data sets (--type), which the measuring JVM loads before looking data sets up by id;
 * {@code extraSliceSeconds} is how long the JVM may spend on slices beyond the planned ones while its code settles,
 * its share of the run's time (null: up to {@link Profile#maxSlices()} whatever they take); {@code seed}
 * generates the values of the size axis's data sets ({@code base@size}; null: the run has none).
 */
public record ForkTask(List<String> codecs, List<String> datasets, List<String> ops, List<Integer> threads, String mode,
                       String profile, boolean alloc, List<OwnType> own,
                       Double extraSliceSeconds, Long seed) {

    public ForkTask(String codec, List<String> datasets, List<String> ops, List<Integer> threads, String mode,
                    String profile, boolean alloc, List<OwnType> own) {
        this(List.of(codec), datasets, ops, threads, mode, profile, alloc, own, null, null);
    }

    public ForkTask(String codec, List<String> datasets, List<String> ops, List<Integer> threads, String mode,
                    String profile, boolean alloc) {
        this(codec, datasets, ops, threads, mode, profile, alloc, List.of());
    }

    /** The same task, told its share of the run's time for further slices. */
    public ForkTask inRun(Double extraSliceSeconds) {
        return new ForkTask(codecs, datasets, ops, threads, mode, profile, alloc, own, extraSliceSeconds, seed);
    }

    /** The same task on {@code codecs} (a compressor JVM's further one, on the codecs whose figures need it). */
    public ForkTask withCodecs(List<String> codecs) {
        return codecs.equals(this.codecs) ? this
            : new ForkTask(codecs, datasets, ops, threads, mode, profile, alloc, own, extraSliceSeconds, seed);
    }

    /** The same task, generating the size axis's values from {@code seed} (null: none). */
    public ForkTask withSeed(Long seed) {
        return new ForkTask(codecs, datasets, ops, threads, mode, profile, alloc, own, extraSliceSeconds, seed);
    }

    public List<OwnType> own() {
        return own == null ? List.of() : own;
    }

    /** The codec, for the task of one codec (every codec's own ops); several only share a JVM for a compressor's. */
    public String codec() {
        if (codecs.size() != 1) throw new IllegalStateException("a task of " + codecs.size() + " codecs has no one codec");
        return codecs.get(0);
    }

    /** A stable name for logs and progress lines. */
    public String label() {
        return (codecs.size() == 1 ? codecs.get(0) : codecs.size() + " codecs") + " x "
            + (datasets.size() == 1 ? datasets.get(0) : datasets.size() + " data sets");
    }
}
