package serbench.data.numeric;

import com.google.flatbuffers.FlatBufferBuilder;
import com.google.flatbuffers.StringVector;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import serbench.data.Conversion;
import serbench.data.Fbs;

/**
 * The model to flatc's tables from numeric.fbs and back. A vector of scalars is written through the generated
 * create*Vector and read in bulk through its view of the buffer (the *AsByteBuffer accessors, little-endian), as
 * FlatBuffers' users read numeric arrays; null strings and vectors are fields left out.
 */
final class NumericFbs {
    static final Conversion<SeriesBatch, serbench.gen.flatbuffers.numeric.SeriesBatch> CONVERSION =
        new Conversion<>(serbench.gen.flatbuffers.numeric.SeriesBatch.class, NumericFbs::build, NumericFbs::read)
            .withZeroCopy(NumericAccess.SUBSET, NumericFbs::access,
                (f, interval) -> Fbs.mutated(f.series(0).mutateIntervalMillis(Math.toIntExact(interval))));

    private NumericFbs() {}

    static serbench.gen.flatbuffers.numeric.SeriesBatch build(SeriesBatch batch) {
        FlatBufferBuilder b = Fbs.builder();
        int series = 0;
        if (batch.series != null) {
            int[] offsets = new int[batch.series.size()];
            for (int j = 0; j < offsets.length; j++) offsets[j] = series(b, batch.series.get(j));
            series = serbench.gen.flatbuffers.numeric.SeriesBatch.createSeriesVector(b, offsets);
        }
        int source = Fbs.string(b, batch.source);
        b.finish(serbench.gen.flatbuffers.numeric.SeriesBatch.createSeriesBatch(b, source, series));
        return serbench.gen.flatbuffers.numeric.SeriesBatch.getRootAsSeriesBatch(b.dataBuffer());
    }

    private static int series(FlatBufferBuilder b, Series s) {
        int name = Fbs.string(b, s.name);
        int tags = 0;
        if (s.tags != null) {
            int[] offsets = new int[s.tags.size()];
            for (int j = 0; j < offsets.length; j++) offsets[j] = b.createString(s.tags.get(j));
            tags = serbench.gen.flatbuffers.numeric.Series.createTagsVector(b, offsets);
        }
        int timestamps = s.timestamps == null ? 0 : serbench.gen.flatbuffers.numeric.Series.createTimestampsVector(b, s.timestamps);
        int values = s.values == null ? 0 : serbench.gen.flatbuffers.numeric.Series.createValuesVector(b, s.values);
        int features = s.features == null ? 0 : serbench.gen.flatbuffers.numeric.Series.createFeaturesVector(b, s.features);
        return serbench.gen.flatbuffers.numeric.Series.createSeries(b, name, tags, (byte) s.kind.ordinal(), s.intervalMillis,
            timestamps, values, features);
    }

    /** The access subset straight from the buffer: two tables and two vector elements, nothing else decoded. */
    static NumericAccess access(serbench.gen.flatbuffers.numeric.SeriesBatch f) {
        serbench.gen.flatbuffers.numeric.Series first = f.series(0);
        serbench.gen.flatbuffers.numeric.Series last = f.series(f.seriesLength() - 1);
        return new NumericAccess(f.source(), first.name(), first.intervalMillis(),
            first.timestamps(first.timestampsLength() - 1), last.values(last.valuesLength() / 2));
    }

    static SeriesBatch read(serbench.gen.flatbuffers.numeric.SeriesBatch f) {
        SeriesBatch batch = new SeriesBatch();
        batch.source = f.source();
        serbench.gen.flatbuffers.numeric.Series.Vector series = f.seriesVector();
        if (series != null) {
            batch.series = new ArrayList<>(series.length());
            // one accessor, moved along the vector, as FlatBuffers' own examples read one
            serbench.gen.flatbuffers.numeric.Series fs = new serbench.gen.flatbuffers.numeric.Series();
            for (int j = 0; j < series.length(); j++) batch.series.add(read(series.get(fs, j)));
        }
        return batch;
    }

    private static Series read(serbench.gen.flatbuffers.numeric.Series fs) {
        Series s = new Series();
        s.name = fs.name();
        StringVector tags = fs.tagsVector();
        if (tags != null) {
            s.tags = new ArrayList<>(tags.length());
            for (int j = 0; j < tags.length(); j++) s.tags.add(tags.get(j));
        }
        s.kind = Kind.values()[fs.kind()];
        s.intervalMillis = fs.intervalMillis();
        ByteBuffer timestamps = fs.timestampsAsByteBuffer();
        if (timestamps != null) {
            s.timestamps = new long[fs.timestampsLength()];
            timestamps.asLongBuffer().get(s.timestamps);
        }
        ByteBuffer values = fs.valuesAsByteBuffer();
        if (values != null) {
            s.values = new double[fs.valuesLength()];
            values.asDoubleBuffer().get(s.values);
        }
        ByteBuffer features = fs.featuresAsByteBuffer();
        if (features != null) {
            s.features = new float[fs.featuresLength()];
            features.asFloatBuffer().get(s.features);
        }
        return s;
    }
}
