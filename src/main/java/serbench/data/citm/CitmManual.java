package serbench.data.citm;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Function;
import serbench.data.ByteSink;
import serbench.data.ByteSource;
import serbench.data.ManualFormat;

/** The hand-written format: a map is its size and then key and value by turn, as a list is its size and elements. */
final class CitmManual {
    static final ManualFormat<CitmCatalog> FORMAT = new ManualFormat<>(CitmManual::write, CitmManual::read);

    private CitmManual() {}

    static void write(CitmCatalog c, ByteSink out) {
        writeMap(out, c.areaNames, ByteSink::writeString);
        writeMap(out, c.audienceSubCategoryNames, ByteSink::writeString);
        writeMap(out, c.blockNames, ByteSink::writeString);
        writeMap(out, c.events, CitmManual::writeEvent);
        out.writeList(c.performances, CitmManual::writePerformance);
        writeMap(out, c.seatCategoryNames, ByteSink::writeString);
        writeMap(out, c.subTopicNames, ByteSink::writeString);
        writeMap(out, c.subjectNames, ByteSink::writeString);
        writeMap(out, c.topicNames, ByteSink::writeString);
        writeMap(out, c.topicSubTopics, CitmManual::writeInts);
        writeMap(out, c.venueNames, ByteSink::writeString);
    }

    private static void writeEvent(ByteSink out, Event e) {
        out.writeString(e.description);
        out.writeInt(e.id);
        out.writeString(e.logo);
        out.writeString(e.name);
        writeInts(out, e.subTopicIds);
        out.writeString(e.subjectCode);
        out.writeString(e.subtitle);
        writeInts(out, e.topicIds);
    }

    private static void writePerformance(ByteSink out, Performance p) {
        out.writeInt(p.eventId);
        out.writeInt(p.id);
        out.writeString(p.logo);
        out.writeString(p.name);
        out.writeList(p.prices, (o, price) -> {
            o.writeInt(price.amount);
            o.writeInt(price.audienceSubCategoryId);
            o.writeInt(price.seatCategoryId);
        });
        out.writeList(p.seatCategories, (o, s) -> {
            o.writeList(s.areas, (oa, a) -> {
                oa.writeInt(a.areaId);
                writeInts(oa, a.blockIds);
            });
            o.writeInt(s.seatCategoryId);
        });
        out.writeString(p.seatMapImage);
        out.writeLong(p.start);
        out.writeString(p.venueCode);
    }

    private static void writeInts(ByteSink out, List<Integer> ints) {
        out.writeList(ints, ByteSink::writeInt);
    }

    /** A null map is 0, as a null list is. */
    private static <V> void writeMap(ByteSink out, Map<String, V> map, BiConsumer<ByteSink, V> value) {
        if (map == null) {
            out.writeVarLong(0);
            return;
        }
        out.writeVarLong(map.size() + 1L);
        for (Map.Entry<String, V> e : map.entrySet()) {
            out.writeString(e.getKey());
            value.accept(out, e.getValue());
        }
    }

    static CitmCatalog read(ByteSource in) {
        CitmCatalog c = new CitmCatalog();
        c.areaNames = readMap(in, ByteSource::readString);
        c.audienceSubCategoryNames = readMap(in, ByteSource::readString);
        c.blockNames = readMap(in, ByteSource::readString);
        c.events = readMap(in, CitmManual::readEvent);
        c.performances = in.readList(CitmManual::readPerformance);
        c.seatCategoryNames = readMap(in, ByteSource::readString);
        c.subTopicNames = readMap(in, ByteSource::readString);
        c.subjectNames = readMap(in, ByteSource::readString);
        c.topicNames = readMap(in, ByteSource::readString);
        c.topicSubTopics = readMap(in, CitmManual::readInts);
        c.venueNames = readMap(in, ByteSource::readString);
        return c;
    }

    private static Event readEvent(ByteSource in) {
        Event e = new Event();
        e.description = in.readString();
        e.id = in.readInt();
        e.logo = in.readString();
        e.name = in.readString();
        e.subTopicIds = readInts(in);
        e.subjectCode = in.readString();
        e.subtitle = in.readString();
        e.topicIds = readInts(in);
        return e;
    }

    private static Performance readPerformance(ByteSource in) {
        Performance p = new Performance();
        p.eventId = in.readInt();
        p.id = in.readInt();
        p.logo = in.readString();
        p.name = in.readString();
        p.prices = in.readList(i -> {
            Price price = new Price();
            price.amount = i.readInt();
            price.audienceSubCategoryId = i.readInt();
            price.seatCategoryId = i.readInt();
            return price;
        });
        p.seatCategories = in.readList(i -> {
            SeatCategory s = new SeatCategory();
            s.areas = i.readList(ia -> {
                Area a = new Area();
                a.areaId = ia.readInt();
                a.blockIds = readInts(ia);
                return a;
            });
            s.seatCategoryId = i.readInt();
            return s;
        });
        p.seatMapImage = in.readString();
        p.start = in.readLong();
        p.venueCode = in.readString();
        return p;
    }

    private static List<Integer> readInts(ByteSource in) {
        return in.readList(ByteSource::readInt);
    }

    private static <V> Map<String, V> readMap(ByteSource in, Function<ByteSource, V> value) {
        long size = in.readVarLong() - 1;
        if (size < 0) return null;
        Map<String, V> map = new LinkedHashMap<>();
        for (long i = 0; i < size; i++) map.put(in.readString(), value.apply(in));
        return map;
    }
}
