package serbench.bench;

import java.util.List;
import serbench.data.own.OwnType;

/**
 * What one measuring JVM runs: one codec on one or more data sets, every op at every thread count; {@code own}
 * defines the user's own data sets (--type), which the measuring JVM loads before looking data sets up by id;
 * {@code calmCanary} is the fastest {@link Canary} reading of the run so far (null: none yet).
 */
public record ForkTask(String codec, List<String> datasets, List<String> ops, List<Integer> threads, String mode,
                       String profile, boolean alloc, List<OwnType> own, Double calmCanary) {

    public ForkTask(String codec, List<String> datasets, List<String> ops, List<Integer> threads, String mode,
                    String profile, boolean alloc, List<OwnType> own) {
        this(codec, datasets, ops, threads, mode, profile, alloc, own, null);
    }

    public ForkTask(String codec, List<String> datasets, List<String> ops, List<Integer> threads, String mode,
                    String profile, boolean alloc) {
        this(codec, datasets, ops, threads, mode, profile, alloc, List.of());
    }

    /** The same task, told the run's calm canary reading. */
    public ForkTask withCalmCanary(Double nanos) {
        return new ForkTask(codec, datasets, ops, threads, mode, profile, alloc, own, nanos);
    }

    public List<OwnType> own() {
        return own == null ? List.of() : own;
    }

    /** A stable name for logs and progress lines. */
    public String label() {
        return codec + " x " + (datasets.size() == 1 ? datasets.get(0) : datasets.size() + " data sets");
    }
}
