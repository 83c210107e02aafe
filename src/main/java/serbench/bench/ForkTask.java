package serbench.bench;

import java.util.List;

/** What one measuring JVM runs: one codec on one or more data sets, every op at every thread count. */
public record ForkTask(String codec, List<String> datasets, List<String> ops, List<Integer> threads, String mode,
                       String profile, boolean alloc) {

    /** A stable name for logs and progress lines. */
    public String label() {
        return codec + " x " + (datasets.size() == 1 ? datasets.get(0) : datasets.size() + " data sets");
    }
}
