package serbench.data.numeric;

import java.util.ArrayList;
import java.util.List;
import serbench.data.Conversion;

/** Square Wire's classes hold a repeated scalar as a list of boxed values: the arrays are boxed and unboxed here. */
final class NumericWire {
    static final Conversion<SeriesBatch, serbench.gen.proto.numeric.SeriesBatch> CONVERSION =
        new Conversion<>(serbench.gen.proto.numeric.SeriesBatch.class, NumericWire::build, NumericWire::read);

    private NumericWire() {}

    static serbench.gen.proto.numeric.SeriesBatch build(SeriesBatch b) {
        List<serbench.gen.proto.numeric.Series> series = new ArrayList<>(b.series.size());
        for (Series s : b.series) {
            series.add(new serbench.gen.proto.numeric.Series.Builder().name(s.name).tags(s.tags)
                .kind(serbench.gen.proto.numeric.Series.Kind.fromValue(s.kind.ordinal()))
                .interval_millis(s.intervalMillis).timestamps(Boxed.longs(s.timestamps))
                .values(Boxed.doubles(s.values)).features(Boxed.floats(s.features)).build());
        }
        return new serbench.gen.proto.numeric.SeriesBatch.Builder().source(b.source).series(series).build();
    }

    static SeriesBatch read(serbench.gen.proto.numeric.SeriesBatch w) {
        SeriesBatch b = new SeriesBatch();
        b.source = w.source;
        b.series = new ArrayList<>(w.series.size());
        for (serbench.gen.proto.numeric.Series ws : w.series) {
            Series s = new Series();
            s.name = ws.name;
            s.tags = new ArrayList<>(ws.tags);
            s.kind = Kind.values()[ws.kind.getValue()];
            s.intervalMillis = ws.interval_millis;
            s.timestamps = Boxed.longs(ws.timestamps);
            s.values = Boxed.doubles(ws.values);
            s.features = Boxed.floats(ws.features);
            b.series.add(s);
        }
        return b;
    }
}
