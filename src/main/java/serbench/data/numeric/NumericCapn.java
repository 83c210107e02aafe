package serbench.data.numeric;

import java.util.ArrayList;
import org.capnproto.MessageBuilder;
import org.capnproto.PrimitiveList;
import org.capnproto.StructList;
import org.capnproto.Text;
import org.capnproto.TextList;
import serbench.data.CapnMessage;
import serbench.data.Conversion;
import serbench.gen.capnproto.numeric.NumericSchema;

/**
 * The model to the Cap'n Proto message of numeric.capnp: capnproto-java's primitive lists are read and written
 * element by element, in place in the message. Unset Text and List pointers are the model's nulls.
 */
final class NumericCapn {
    static final Conversion<SeriesBatch, CapnMessage> CONVERSION =
        new Conversion<>(CapnMessage.class, NumericCapn::build, NumericCapn::read)
            .withZeroCopy(NumericAccess.SUBSET, NumericCapn::access, (message, interval) -> message
                .editable(NumericSchema.SeriesBatch.factory).getSeries().get(0).setIntervalMillis(Math.toIntExact(interval)));

    private NumericCapn() {}

    static CapnMessage build(SeriesBatch b) {
        MessageBuilder message = new MessageBuilder();
        NumericSchema.SeriesBatch.Builder root = message.initRoot(NumericSchema.SeriesBatch.factory);
        if (b.source != null) root.setSource(b.source);
        if (b.series != null) {
            StructList.Builder<NumericSchema.Series.Builder> series = root.initSeries(b.series.size());
            for (int n = 0; n < b.series.size(); n++) fill(series.get(n), b.series.get(n));
        }
        return CapnMessage.built(message);
    }

    private static void fill(NumericSchema.Series.Builder b, Series s) {
        if (s.name != null) b.setName(s.name);
        if (s.tags != null) {
            TextList.Builder tags = b.initTags(s.tags.size());
            for (int i = 0; i < s.tags.size(); i++) tags.set(i, new Text.Reader(s.tags.get(i)));
        }
        b.setKind(NumericSchema.Kind.values()[s.kind.ordinal()]);
        b.setIntervalMillis(s.intervalMillis);
        if (s.timestamps != null) {
            PrimitiveList.Long.Builder timestamps = b.initTimestamps(s.timestamps.length);
            for (int i = 0; i < s.timestamps.length; i++) timestamps.set(i, s.timestamps[i]);
        }
        if (s.values != null) {
            PrimitiveList.Double.Builder values = b.initValues(s.values.length);
            for (int i = 0; i < s.values.length; i++) values.set(i, s.values[i]);
        }
        if (s.features != null) {
            PrimitiveList.Float.Builder features = b.initFeatures(s.features.length);
            for (int i = 0; i < s.features.length; i++) features.set(i, s.features[i]);
        }
    }

    /** The access subset through the readers over the segments: lists are indexed in place. */
    static NumericAccess access(CapnMessage message) {
        NumericSchema.SeriesBatch.Reader r = message.root(NumericSchema.SeriesBatch.factory);
        StructList.Reader<NumericSchema.Series.Reader> series = r.getSeries();
        NumericSchema.Series.Reader first = series.get(0), last = series.get(series.size() - 1);
        PrimitiveList.Long.Reader timestamps = first.getTimestamps();
        PrimitiveList.Double.Reader values = last.getValues();
        return new NumericAccess(r.getSource().toString(), first.getName().toString(), first.getIntervalMillis(),
            timestamps.get(timestamps.size() - 1), values.get(values.size() / 2));
    }

    static SeriesBatch read(CapnMessage message) {
        NumericSchema.SeriesBatch.Reader r = message.root(NumericSchema.SeriesBatch.factory);
        SeriesBatch b = new SeriesBatch();
        b.source = r.hasSource() ? r.getSource().toString() : null;
        if (r.hasSeries()) {
            StructList.Reader<NumericSchema.Series.Reader> series = r.getSeries();
            b.series = new ArrayList<>(series.size());
            for (NumericSchema.Series.Reader sr : series) b.series.add(read(sr));
        }
        return b;
    }

    private static Series read(NumericSchema.Series.Reader r) {
        Series s = new Series();
        s.name = r.hasName() ? r.getName().toString() : null;
        if (r.hasTags()) {
            TextList.Reader tags = r.getTags();
            s.tags = new ArrayList<>(tags.size());
            for (Text.Reader tag : tags) s.tags.add(tag.toString());
        }
        s.kind = Kind.values()[r.getKind().ordinal()];
        s.intervalMillis = r.getIntervalMillis();
        if (r.hasTimestamps()) {
            PrimitiveList.Long.Reader timestamps = r.getTimestamps();
            s.timestamps = new long[timestamps.size()];
            for (int i = 0; i < s.timestamps.length; i++) s.timestamps[i] = timestamps.get(i);
        }
        if (r.hasValues()) {
            PrimitiveList.Double.Reader values = r.getValues();
            s.values = new double[values.size()];
            for (int i = 0; i < s.values.length; i++) s.values[i] = values.get(i);
        }
        if (r.hasFeatures()) {
            PrimitiveList.Float.Reader features = r.getFeatures();
            s.features = new float[features.size()];
            for (int i = 0; i < s.features.length; i++) s.features[i] = features.get(i);
        }
        return s;
    }
}
