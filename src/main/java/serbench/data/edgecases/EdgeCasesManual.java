package serbench.data.edgecases;

import java.util.LinkedHashMap;
import java.util.Map;
import serbench.data.ByteSink;
import serbench.data.ByteSource;
import serbench.data.ManualFormat;

/** The map is its size and then key and value by turn. */
final class EdgeCasesManual {
    static final ManualFormat<EdgeCases> FORMAT = new ManualFormat<>(EdgeCasesManual::write, EdgeCasesManual::read);

    private EdgeCasesManual() {}

    static void write(EdgeCases e, ByteSink out) {
        out.writeLong(e.beyondDouble);
        out.writeInt(e.intMin);
        out.writeInt(e.intMax);
        out.writeLong(e.longMin);
        out.writeLong(e.longMax);
        out.writeDouble(e.notANumber);
        out.writeDouble(e.positiveInfinity);
        out.writeDouble(e.negativeInfinity);
        out.writeString(e.empty);
        out.writeString(e.absent);
        out.writeString(e.astral);
        out.writeList(e.emptyList, ByteSink::writeString);
        out.writeVarLong(e.counts.size());
        for (Map.Entry<String, Long> c : e.counts.entrySet()) {
            out.writeString(c.getKey());
            out.writeLong(c.getValue());
        }
    }

    static EdgeCases read(ByteSource in) {
        EdgeCases e = new EdgeCases();
        e.beyondDouble = in.readLong();
        e.intMin = in.readInt();
        e.intMax = in.readInt();
        e.longMin = in.readLong();
        e.longMax = in.readLong();
        e.notANumber = in.readDouble();
        e.positiveInfinity = in.readDouble();
        e.negativeInfinity = in.readDouble();
        e.empty = in.readString();
        e.absent = in.readString();
        e.astral = in.readString();
        e.emptyList = in.readList(ByteSource::readString);
        int counts = (int) in.readVarLong();
        e.counts = new LinkedHashMap<>();
        for (int i = 0; i < counts; i++) e.counts.put(in.readString(), in.readLong());
        return e;
    }
}
