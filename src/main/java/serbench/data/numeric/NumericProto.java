package serbench.data.numeric;

import java.util.ArrayList;
import serbench.data.Conversion;
import serbench.gen.proto.numeric.NumericProtos;

/** The arrays element by element through the generated adders and getters, which keep them unboxed. */
final class NumericProto {
    static final Conversion<SeriesBatch, NumericProtos.SeriesBatch> CONVERSION =
        new Conversion<>(NumericProtos.SeriesBatch.class, NumericProto::build, NumericProto::read);

    private NumericProto() {}

    static NumericProtos.SeriesBatch build(SeriesBatch b) {
        NumericProtos.SeriesBatch.Builder pb = NumericProtos.SeriesBatch.newBuilder().setSource(b.source);
        for (Series s : b.series) {
            NumericProtos.Series.Builder ps = NumericProtos.Series.newBuilder()
                .setName(s.name).addAllTags(s.tags).setKind(NumericProtos.Series.Kind.forNumber(s.kind.ordinal()))
                .setIntervalMillis(s.intervalMillis);
            for (long t : s.timestamps) ps.addTimestamps(t);
            for (double v : s.values) ps.addValues(v);
            for (float f : s.features) ps.addFeatures(f);
            pb.addSeries(ps);
        }
        return pb.build();
    }

    static SeriesBatch read(NumericProtos.SeriesBatch p) {
        SeriesBatch b = new SeriesBatch();
        b.source = p.getSource();
        b.series = new ArrayList<>(p.getSeriesCount());
        for (NumericProtos.Series ps : p.getSeriesList()) {
            Series s = new Series();
            s.name = ps.getName();
            s.tags = new ArrayList<>(ps.getTagsList());
            s.kind = Kind.values()[ps.getKind().getNumber()];
            s.intervalMillis = ps.getIntervalMillis();
            s.timestamps = new long[ps.getTimestampsCount()];
            for (int i = 0; i < s.timestamps.length; i++) s.timestamps[i] = ps.getTimestamps(i);
            s.values = new double[ps.getValuesCount()];
            for (int i = 0; i < s.values.length; i++) s.values[i] = ps.getValues(i);
            s.features = new float[ps.getFeaturesCount()];
            for (int i = 0; i < s.features.length; i++) s.features[i] = ps.getFeatures(i);
            b.series.add(s);
        }
        return b;
    }
}
