package serbench.data.numeric;

import serbench.data.ByteSink;
import serbench.data.ByteSource;
import serbench.data.ManualFormat;

/** The hand-written format: the arrays go as their length and their fixed-width elements, copied in bulk. */
final class NumericManual {
    static final ManualFormat<SeriesBatch> FORMAT = new ManualFormat<>(NumericManual::write, NumericManual::read);
    private static final Kind[] KINDS = Kind.values();

    private NumericManual() {}

    static void write(SeriesBatch b, ByteSink out) {
        out.writeString(b.source);
        out.writeList(b.series, (o, s) -> {
            o.writeString(s.name);
            o.writeList(s.tags, ByteSink::writeString);
            o.writeEnum(s.kind);
            o.writeInt(s.intervalMillis);
            o.writeLongs(s.timestamps);
            o.writeDoubles(s.values);
            o.writeFloats(s.features);
        });
    }

    static SeriesBatch read(ByteSource in) {
        SeriesBatch b = new SeriesBatch();
        b.source = in.readString();
        b.series = in.readList(i -> {
            Series s = new Series();
            s.name = i.readString();
            s.tags = i.readList(ByteSource::readString);
            s.kind = i.readEnum(KINDS);
            s.intervalMillis = i.readInt();
            s.timestamps = i.readLongs();
            s.values = i.readDoubles();
            s.features = i.readFloats();
            return s;
        });
        return b;
    }
}
