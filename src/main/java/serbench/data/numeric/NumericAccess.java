package serbench.data.numeric;

import java.util.List;
import serbench.data.AccessSubset;

/**
 * The fixed subset of numeric's fields that the zero-copy {@code access} op reads: the batch's source, the first
 * series' name and interval, one element deep in two arrays (the first series' last timestamp, the last series' middle
 * value), so a format must index into a vector of a nested table, not only read the root.
 */
public record NumericAccess(String source, String firstName, int firstIntervalMillis, long firstLastTimestamp,
                            double lastMiddleValue) {
    /** The subset, and the first series' interval as the field {@code update} changes: an int in a nested table. */
    public static final AccessSubset<SeriesBatch, NumericAccess> SUBSET = new AccessSubset<>(
        "source, series[0].name, series[0].intervalMillis, series[0].timestamps[last], series[last].values[middle]",
        NumericAccess::of, "series[0].intervalMillis", (b, interval) -> b.series.get(0).intervalMillis = Math.toIntExact(interval));

    public static NumericAccess of(SeriesBatch b) {
        List<Series> series = b.series;
        Series first = series.get(0), last = series.get(series.size() - 1);
        return new NumericAccess(b.source, first.name, first.intervalMillis, first.timestamps[first.timestamps.length - 1],
            last.values[last.values.length / 2]);
    }
}
