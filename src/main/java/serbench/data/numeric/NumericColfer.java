package serbench.data.numeric;

import java.util.ArrayList;
import java.util.Arrays;
import serbench.data.Conversion;
import serbench.gen.colfer.numeric.Timestamp;

/**
 * Colfer's lists of float64 and float32 are the model's arrays themselves; a timestamp is a one-field struct, since
 * colf's Java generator has no list of integers (see numeric.colf).
 */
final class NumericColfer {
    static final Conversion<SeriesBatch, serbench.gen.colfer.numeric.SeriesBatch> CONVERSION =
        new Conversion<>(serbench.gen.colfer.numeric.SeriesBatch.class, NumericColfer::build, NumericColfer::read);

    private NumericColfer() {}

    static serbench.gen.colfer.numeric.SeriesBatch build(SeriesBatch b) {
        serbench.gen.colfer.numeric.SeriesBatch cb = new serbench.gen.colfer.numeric.SeriesBatch();
        cb.source = b.source;
        cb.series = new serbench.gen.colfer.numeric.Series[b.series.size()];
        for (int k = 0; k < cb.series.length; k++) {
            Series s = b.series.get(k);
            serbench.gen.colfer.numeric.Series cs = new serbench.gen.colfer.numeric.Series();
            cs.name = s.name;
            cs.tags = s.tags.toArray(new String[0]);
            cs.kind = (byte) s.kind.ordinal();
            cs.intervalMillis = s.intervalMillis;
            cs.timestamps = new Timestamp[s.timestamps.length];
            for (int i = 0; i < cs.timestamps.length; i++) {
                cs.timestamps[i] = new Timestamp();
                cs.timestamps[i].millis = s.timestamps[i];
            }
            cs.values = s.values;
            cs.features = s.features;
            cb.series[k] = cs;
        }
        return cb;
    }

    static SeriesBatch read(serbench.gen.colfer.numeric.SeriesBatch cb) {
        SeriesBatch b = new SeriesBatch();
        b.source = cb.source;
        b.series = new ArrayList<>(cb.series.length);
        for (serbench.gen.colfer.numeric.Series cs : cb.series) {
            Series s = new Series();
            s.name = cs.name;
            s.tags = new ArrayList<>(Arrays.asList(cs.tags));
            s.kind = Kind.values()[cs.kind];
            s.intervalMillis = cs.intervalMillis;
            s.timestamps = new long[cs.timestamps.length];
            for (int i = 0; i < s.timestamps.length; i++) s.timestamps[i] = cs.timestamps[i].millis;
            s.values = cs.values;
            s.features = cs.features;
            b.series.add(s);
        }
        return b;
    }
}
