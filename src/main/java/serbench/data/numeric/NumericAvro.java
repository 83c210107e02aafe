package serbench.data.numeric;

import java.util.ArrayList;
import java.util.List;
import serbench.data.Conversion;

/** Avro's specific classes hold an array as a list of boxed values: the arrays are boxed and unboxed here. */
final class NumericAvro {
    static final Conversion<SeriesBatch, serbench.gen.avro.numeric.SeriesBatch> CONVERSION =
        new Conversion<>(serbench.gen.avro.numeric.SeriesBatch.class, NumericAvro::build, NumericAvro::read);

    private NumericAvro() {}

    static serbench.gen.avro.numeric.SeriesBatch build(SeriesBatch b) {
        List<serbench.gen.avro.numeric.Series> series = new ArrayList<>(b.series.size());
        for (Series s : b.series) {
            series.add(new serbench.gen.avro.numeric.Series(s.name, new ArrayList<>(s.tags),
                serbench.gen.avro.numeric.Kind.values()[s.kind.ordinal()], s.intervalMillis, Boxed.longs(s.timestamps),
                Boxed.doubles(s.values), Boxed.floats(s.features)));
        }
        return new serbench.gen.avro.numeric.SeriesBatch(b.source, series);
    }

    static SeriesBatch read(serbench.gen.avro.numeric.SeriesBatch a) {
        SeriesBatch b = new SeriesBatch();
        b.source = a.getSource();
        b.series = new ArrayList<>(a.getSeries().size());
        for (serbench.gen.avro.numeric.Series as : a.getSeries()) {
            Series s = new Series();
            s.name = as.getName();
            s.tags = new ArrayList<>(as.getTags());
            s.kind = Kind.values()[as.getKind().ordinal()];
            s.intervalMillis = as.getIntervalMillis();
            s.timestamps = Boxed.longs(as.getTimestamps());
            s.values = Boxed.doubles(as.getValues());
            s.features = Boxed.floats(as.getFeatures());
            b.series.add(s);
        }
        return b;
    }
}
