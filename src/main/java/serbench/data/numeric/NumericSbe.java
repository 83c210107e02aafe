package serbench.data.numeric;

import java.util.ArrayList;
import serbench.data.Conversion;
import serbench.data.Sbe;
import serbench.gen.sbe.numeric.MessageHeaderDecoder;
import serbench.gen.sbe.numeric.MessageHeaderEncoder;
import serbench.gen.sbe.numeric.SeriesBatchDecoder;
import serbench.gen.sbe.numeric.SeriesBatchEncoder;

/**
 * The model to an SBE frame of numeric.sbe.xml and back: each array a repeating group of one field, written and
 * read entry by entry through the generated flyweights, as SBE has no bulk accessor for a group.
 */
final class NumericSbe {
    static final Conversion<SeriesBatch, SeriesBatchDecoder> CONVERSION =
        new Conversion<>(SeriesBatchDecoder.class, NumericSbe::build, NumericSbe::read)
            .withZeroCopy(NumericAccess.SUBSET, NumericSbe::access, NumericSbe::update);
    /** A group's header, a string's length, and room for the message header and the root block. */
    private static final int OVERHEAD = 64;

    private NumericSbe() {}

    static SeriesBatchDecoder build(SeriesBatch b) {
        return Sbe.frame(capacity(b), buffer -> {
            SeriesBatchEncoder e = new SeriesBatchEncoder().wrapAndApplyHeader(buffer, 0, new MessageHeaderEncoder());
            SeriesBatchEncoder.SeriesEncoder series = e.seriesCount(b.series.size());
            for (Series s : b.series) {
                series.next().kind(serbench.gen.sbe.numeric.Kind.get((short) s.kind.ordinal()))
                    .intervalMillis(s.intervalMillis);
                SeriesBatchEncoder.SeriesEncoder.TagsEncoder tags = series.tagsCount(s.tags.size());
                for (String tag : s.tags) tags.next().tag(tag);
                SeriesBatchEncoder.SeriesEncoder.TimestampsEncoder timestamps = series.timestampsCount(s.timestamps.length);
                for (long t : s.timestamps) timestamps.next().millis(t);
                SeriesBatchEncoder.SeriesEncoder.ValuesEncoder values = series.valuesCount(s.values.length);
                for (double v : s.values) values.next().value(v);
                SeriesBatchEncoder.SeriesEncoder.FeaturesEncoder features = series.featuresCount(s.features.length);
                for (float f : s.features) features.next().feature(f);
                series.name(s.name);
            }
            e.source(b.source);
            return e;
        }, frame -> new SeriesBatchDecoder().wrapAndApplyHeader(frame, 0, new MessageHeaderDecoder()));
    }

    /** Room for the whole value, so the buffer never grows while encoding. */
    private static int capacity(SeriesBatch b) {
        int bytes = OVERHEAD + utf8(b.source);
        for (Series s : b.series) {
            bytes += 5 * OVERHEAD + utf8(s.name) + s.timestamps.length * Long.BYTES + s.values.length * Double.BYTES
                + s.features.length * Float.BYTES;
            for (String tag : s.tags) bytes += OVERHEAD + utf8(tag);
        }
        return bytes;
    }

    /** At most three UTF-8 bytes a char, without encoding the string twice. */
    private static int utf8(String s) {
        return 3 * s.length();
    }

    /**
     * The access subset over the frame. SBE reads in schema order and a group has no index: reaching the last series'
     * middle value and the source after the groups steps through every entry of every group before them (not read:
     * the generated flyweights have no skip for a group, only its next entry).
     */
    static NumericAccess access(SeriesBatchDecoder d) {
        d.sbeRewind();
        SeriesBatchDecoder.SeriesDecoder series = d.series();
        int count = series.count();
        String firstName = null;
        int firstInterval = 0;
        long firstLastTimestamp = 0;
        double lastMiddleValue = 0;
        for (int j = 0; j < count; j++) {
            SeriesBatchDecoder.SeriesDecoder ds = series.next();
            if (j == 0) firstInterval = ds.intervalMillis();
            for (SeriesBatchDecoder.SeriesDecoder.TagsDecoder t : ds.tags()) t.skipTag();
            // each group stepped through by its own typed loop: one shared Iterator loop made its next() a call site of
            // three types, which the JIT compiled differently from run to run (0.46 to 0.75 µs)
            SeriesBatchDecoder.SeriesDecoder.TimestampsDecoder timestamps = ds.timestamps();
            for (int i = timestamps.count() - 1; i > 0; i--) timestamps.next();
            long lastTimestamp = timestamps.next().millis();
            if (j == 0) firstLastTimestamp = lastTimestamp;
            SeriesBatchDecoder.SeriesDecoder.ValuesDecoder values = ds.values();
            int middle = values.count() / 2;
            for (int i = 0; i < middle; i++) values.next();
            double middleValue = values.next().value();
            for (int i = values.count() - middle - 1; i > 0; i--) values.next();
            if (j == count - 1) lastMiddleValue = middleValue;
            SeriesBatchDecoder.SeriesDecoder.FeaturesDecoder features = ds.features();
            for (int i = features.count(); i > 0; i--) features.next();
            if (j == 0) firstName = ds.name();
            else ds.skipName();
        }
        return new NumericAccess(d.source(), firstName, firstInterval, firstLastTimestamp, lastMiddleValue);
    }

    /**
     * The first series' interval sits at a fixed place: after the root block and the series group's header, at the
     * field's offset in the entry's block (the generated constants); written there, the frame otherwise untouched.
     */
    static void update(SeriesBatchDecoder d, long interval) {
        int at = d.offset() + SeriesBatchDecoder.BLOCK_LENGTH + SeriesBatchDecoder.SeriesDecoder.HEADER_SIZE
            + SeriesBatchDecoder.SeriesDecoder.intervalMillisEncodingOffset();
        Sbe.mutable(d.buffer()).putInt(at, Math.toIntExact(interval), SeriesBatchDecoder.BYTE_ORDER);
    }

    /** In schema order, as SBE requires: each series' block, its groups, its name, then the source. */
    static SeriesBatch read(SeriesBatchDecoder d) {
        d.sbeRewind();
        SeriesBatch b = new SeriesBatch();
        SeriesBatchDecoder.SeriesDecoder series = d.series();
        b.series = new ArrayList<>(series.count());
        for (SeriesBatchDecoder.SeriesDecoder ds : series) {
            Series s = new Series();
            s.kind = Kind.values()[ds.kind().value()];
            s.intervalMillis = ds.intervalMillis();
            SeriesBatchDecoder.SeriesDecoder.TagsDecoder tags = ds.tags();
            s.tags = new ArrayList<>(tags.count());
            for (SeriesBatchDecoder.SeriesDecoder.TagsDecoder t : tags) s.tags.add(t.tag());
            SeriesBatchDecoder.SeriesDecoder.TimestampsDecoder timestamps = ds.timestamps();
            s.timestamps = new long[timestamps.count()];
            for (int i = 0; i < s.timestamps.length; i++) s.timestamps[i] = timestamps.next().millis();
            SeriesBatchDecoder.SeriesDecoder.ValuesDecoder values = ds.values();
            s.values = new double[values.count()];
            for (int i = 0; i < s.values.length; i++) s.values[i] = values.next().value();
            SeriesBatchDecoder.SeriesDecoder.FeaturesDecoder features = ds.features();
            s.features = new float[features.count()];
            for (int i = 0; i < s.features.length; i++) s.features[i] = features.next().feature();
            s.name = ds.name();
            b.series.add(s);
        }
        b.source = d.source();
        return b;
    }
}
