package serbench.data.numeric;

import java.util.ArrayList;
import java.util.List;
import serbench.data.Conversion;

/**
 * Thrift's classes hold a list as boxed values: the arrays are boxed and unboxed here. Thrift has no 32-bit float,
 * so the features travel as doubles (see numeric.thrift), which hold every float exactly.
 */
final class NumericThrift {
    static final Conversion<SeriesBatch, serbench.gen.thrift.numeric.SeriesBatch> CONVERSION =
        new Conversion<>(serbench.gen.thrift.numeric.SeriesBatch.class, NumericThrift::build, NumericThrift::read);

    private NumericThrift() {}

    static serbench.gen.thrift.numeric.SeriesBatch build(SeriesBatch b) {
        List<serbench.gen.thrift.numeric.Series> series = new ArrayList<>(b.series.size());
        for (Series s : b.series) {
            series.add(new serbench.gen.thrift.numeric.Series().setName(s.name).setTags(s.tags)
                .setKind(serbench.gen.thrift.numeric.Kind.findByValue(s.kind.ordinal()))
                .setIntervalMillis(s.intervalMillis).setTimestamps(Boxed.longs(s.timestamps))
                .setValues(Boxed.doubles(s.values)).setFeatures(Boxed.widened(s.features)));
        }
        return new serbench.gen.thrift.numeric.SeriesBatch().setSource(b.source).setSeries(series);
    }

    static SeriesBatch read(serbench.gen.thrift.numeric.SeriesBatch t) {
        SeriesBatch b = new SeriesBatch();
        b.source = t.getSource();
        b.series = new ArrayList<>(t.getSeriesSize());
        for (serbench.gen.thrift.numeric.Series ts : t.getSeries()) {
            Series s = new Series();
            s.name = ts.getName();
            s.tags = new ArrayList<>(ts.getTags());
            s.kind = Kind.values()[ts.getKind().getValue()];
            s.intervalMillis = ts.getIntervalMillis();
            s.timestamps = Boxed.longs(ts.getTimestamps());
            s.values = Boxed.doubles(ts.getValues());
            s.features = Boxed.narrowed(ts.getFeatures());
            b.series.add(s);
        }
        return b;
    }
}
