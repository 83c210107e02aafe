package serbench.bench.fork;

import java.util.List;

/**
 * What a measuring JVM hands back: its raw results, and how many of its seconds went to slices beyond the
 * planned ones, which the run counts against its time for further slices and re-measuring, its
 * garbage collectors, and the bytes allocated between two young collections ({@code edenBytes}: eden's use before
 * the last one; null without one). Null collectors and eden from {@link Slices}, which measures one thread count.
 */
public record ForkOutput(List<ForkResult> results, double extraSliceSeconds, String collectors, Double edenBytes) {
    public ForkOutput(List<ForkResult> results, double extraSliceSeconds, String collectors) {
        this(results, extraSliceSeconds, collectors, null);
    }
}
