package serbench.data.scale;

import java.util.ArrayList;
import serbench.data.numeric.Kind;
import serbench.data.numeric.Series;
import serbench.data.numeric.SeriesBatch;

/**
 * A batch of four series whose points are the list: point i goes to series i mod 4, drawn in turn after the series'
 * own fields (name, tags, kind, interval, {@value #FEATURES} features), so the value of n points is the one of n + 1
 * without its last. Timestamps rise by the interval with jitter; values and features are full-precision numbers over
 * many magnitudes, some negative. Names and tags are ASCII words, as metrics systems name series.
 */
final class NumericValues implements ListValues<SeriesBatch> {
    private static final int SERIES = 4;
    private static final int FEATURES = 16;
    private static final Kind[] KINDS = Kind.values();
    /** 2026-01-01T00:00:00Z, in epoch milliseconds. */
    private static final long START = 1_767_225_600_000L;

    @Override
    public SeriesBatch value(Variety v, int entries) {
        SeriesBatch b = new SeriesBatch();
        b.source = v.word(3, 60);
        b.series = new ArrayList<>(SERIES);
        for (int s = 0; s < SERIES; s++) {
            Series series = new Series();
            series.name = v.word(3, 40);
            int tags = v.between(1, 4);
            series.tags = new ArrayList<>(tags);
            for (int t = 0; t < tags; t++) series.tags.add(v.word(3, 30) + "=" + v.word(1, 20));
            series.kind = v.pick(KINDS);
            series.intervalMillis = v.between(100, 600_000);
            int points = entries / SERIES + (s < entries % SERIES ? 1 : 0);
            series.timestamps = new long[points];
            series.values = new double[points];
            series.features = new float[FEATURES];
            for (int f = 0; f < FEATURES; f++) series.features[f] = (float) v.real();
            b.series.add(series);
        }
        for (int i = 0; i < entries; i++) {
            Series series = b.series.get(i % SERIES);
            int j = i / SERIES;
            series.timestamps[j] = START + (long) j * series.intervalMillis + v.between(0, Math.max(1, series.intervalMillis / 50));
            series.values[j] = v.real();
        }
        return b;
    }

    @Override
    public String entries() {
        return "points";
    }
}
