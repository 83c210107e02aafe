package serbench.data.numeric;

import java.util.ArrayList;
import serbench.data.Conversion;
import serbench.gen.quickbuf.numeric.NumericProtos;

/** QuickBuffers keeps a packed field in a primitive array of its own: the arrays are copied in and out in bulk. */
final class NumericQuickbuf {
    static final Conversion<SeriesBatch, NumericProtos.SeriesBatch> CONVERSION =
        new Conversion<>(NumericProtos.SeriesBatch.class, NumericQuickbuf::build, NumericQuickbuf::read);

    private NumericQuickbuf() {}

    static NumericProtos.SeriesBatch build(SeriesBatch b) {
        NumericProtos.SeriesBatch q = NumericProtos.SeriesBatch.newInstance().setSource(b.source);
        for (Series s : b.series) {
            NumericProtos.Series qs = q.getMutableSeries().next()
                .setName(s.name).setKindValue(s.kind.ordinal()).setIntervalMillis(s.intervalMillis)
                .addAllTimestamps(s.timestamps).addAllValues(s.values).addAllFeatures(s.features);
            for (String tag : s.tags) qs.addTags(tag);
        }
        return q;
    }

    static SeriesBatch read(NumericProtos.SeriesBatch q) {
        SeriesBatch b = new SeriesBatch();
        b.source = q.getSource();
        b.series = new ArrayList<>(q.getSeries().length());
        for (NumericProtos.Series qs : q.getSeries()) {
            Series s = new Series();
            s.name = qs.getName();
            s.tags = new ArrayList<>(qs.getTags().length());
            for (int t = 0; t < qs.getTags().length(); t++) s.tags.add(qs.getTags().get(t));
            s.kind = Kind.values()[qs.getKindValue()];
            s.intervalMillis = qs.getIntervalMillis();
            s.timestamps = qs.getTimestamps().toArray();
            s.values = qs.getValues().toArray();
            s.features = qs.getFeatures().toArray();
            b.series.add(s);
        }
        return b;
    }
}
