package serbench.data.citm;

import com.google.flatbuffers.FlatBufferBuilder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.function.IntUnaryOperator;
import serbench.data.Conversion;
import serbench.data.Fbs;
import serbench.gen.flatbuffers.citm.Name;

/**
 * The model to flatc's tables of citm.fbs and back: a map is a vector of key-value tables in its order, a price a
 * struct inline in its vector, a null string a field left out.
 */
final class CitmFbs {
    static final Conversion<CitmCatalog, serbench.gen.flatbuffers.citm.CitmCatalog> CONVERSION =
        new Conversion<>(serbench.gen.flatbuffers.citm.CitmCatalog.class, CitmFbs::build, CitmFbs::read);

    private CitmFbs() {}

    static serbench.gen.flatbuffers.citm.CitmCatalog build(CitmCatalog c) {
        FlatBufferBuilder b = Fbs.builder();
        int events = b.createVectorOfTables(Mapped.entries(c.events, (k, e) -> serbench.gen.flatbuffers.citm.EventEntry
            .createEventEntry(b, b.createString(k), event(b, e))).stream().mapToInt(Integer::intValue).toArray());
        int performances = b.createVectorOfTables(c.performances.stream().mapToInt(p -> performance(b, p)).toArray());
        int topicSubTopics = b.createVectorOfTables(Mapped.entries(c.topicSubTopics, (k, ids) -> serbench.gen.flatbuffers
            .citm.IdsEntry.createIdsEntry(b, b.createString(k), serbench.gen.flatbuffers.citm.IdsEntry.createValueVector(b,
                ints(ids)))).stream().mapToInt(Integer::intValue).toArray());
        b.finish(serbench.gen.flatbuffers.citm.CitmCatalog.createCitmCatalog(b, names(b, c.areaNames),
            names(b, c.audienceSubCategoryNames), names(b, c.blockNames), events, performances,
            names(b, c.seatCategoryNames), names(b, c.subTopicNames), names(b, c.subjectNames), names(b, c.topicNames),
            topicSubTopics, names(b, c.venueNames)));
        return serbench.gen.flatbuffers.citm.CitmCatalog.getRootAsCitmCatalog(b.dataBuffer());
    }

    private static int names(FlatBufferBuilder b, Map<String, String> names) {
        int[] offsets = new int[names.size()];
        int i = 0;
        for (Map.Entry<String, String> e : names.entrySet()) {
            offsets[i++] = Name.createName(b, b.createString(e.getKey()), b.createString(e.getValue()));
        }
        return b.createVectorOfTables(offsets);
    }

    private static int event(FlatBufferBuilder b, Event e) {
        return serbench.gen.flatbuffers.citm.Event.createEvent(b, Fbs.string(b, e.description), e.id,
            Fbs.string(b, e.logo), Fbs.string(b, e.name),
            serbench.gen.flatbuffers.citm.Event.createSubTopicIdsVector(b, ints(e.subTopicIds)),
            Fbs.string(b, e.subjectCode), Fbs.string(b, e.subtitle),
            serbench.gen.flatbuffers.citm.Event.createTopicIdsVector(b, ints(e.topicIds)));
    }

    private static int performance(FlatBufferBuilder b, Performance p) {
        // a vector of structs is written back to front, each struct in place
        serbench.gen.flatbuffers.citm.Performance.startPricesVector(b, p.prices.size());
        for (int i = p.prices.size() - 1; i >= 0; i--) {
            Price price = p.prices.get(i);
            serbench.gen.flatbuffers.citm.Price.createPrice(b, price.amount, price.audienceSubCategoryId, price.seatCategoryId);
        }
        int prices = b.endVector();
        int seatCategories = b.createVectorOfTables(p.seatCategories.stream().mapToInt(s -> {
            int areas = b.createVectorOfTables(s.areas.stream().mapToInt(a -> serbench.gen.flatbuffers.citm.Area.createArea(b,
                a.areaId, serbench.gen.flatbuffers.citm.Area.createBlockIdsVector(b, ints(a.blockIds)))).toArray());
            return serbench.gen.flatbuffers.citm.SeatCategory.createSeatCategory(b, areas, s.seatCategoryId);
        }).toArray());
        return serbench.gen.flatbuffers.citm.Performance.createPerformance(b, p.eventId, p.id, Fbs.string(b, p.logo),
            Fbs.string(b, p.name), prices, seatCategories, Fbs.string(b, p.seatMapImage), p.start, Fbs.string(b, p.venueCode));
    }

    private static int[] ints(List<Integer> ints) {
        return ints.stream().mapToInt(Integer::intValue).toArray();
    }

    static CitmCatalog read(serbench.gen.flatbuffers.citm.CitmCatalog f) {
        CitmCatalog c = new CitmCatalog();
        c.areaNames = names(f.areaNamesLength(), f::areaNames);
        c.audienceSubCategoryNames = names(f.audienceSubCategoryNamesLength(), f::audienceSubCategoryNames);
        c.blockNames = names(f.blockNamesLength(), f::blockNames);
        c.events = new LinkedHashMap<>();
        for (int j = 0; j < f.eventsLength(); j++) {
            serbench.gen.flatbuffers.citm.EventEntry entry = f.events(j);
            c.events.put(entry.key(), read(entry.value()));
        }
        c.performances = new ArrayList<>(f.performancesLength());
        for (int j = 0; j < f.performancesLength(); j++) c.performances.add(read(f.performances(j)));
        c.seatCategoryNames = names(f.seatCategoryNamesLength(), f::seatCategoryNames);
        c.subTopicNames = names(f.subTopicNamesLength(), f::subTopicNames);
        c.subjectNames = names(f.subjectNamesLength(), f::subjectNames);
        c.topicNames = names(f.topicNamesLength(), f::topicNames);
        c.topicSubTopics = new LinkedHashMap<>();
        for (int j = 0; j < f.topicSubTopicsLength(); j++) {
            serbench.gen.flatbuffers.citm.IdsEntry entry = f.topicSubTopics(j);
            c.topicSubTopics.put(entry.key(), ints(entry.valueLength(), entry::value));
        }
        c.venueNames = names(f.venueNamesLength(), f::venueNames);
        return c;
    }

    private static Map<String, String> names(int length, IntFunction<Name> at) {
        Map<String, String> names = new LinkedHashMap<>();
        for (int j = 0; j < length; j++) {
            Name n = at.apply(j);
            names.put(n.key(), n.value());
        }
        return names;
    }

    private static Event read(serbench.gen.flatbuffers.citm.Event f) {
        Event e = new Event();
        e.description = f.description();
        e.id = f.id();
        e.logo = f.logo();
        e.name = f.name();
        e.subTopicIds = ints(f.subTopicIdsLength(), f::subTopicIds);
        e.subjectCode = f.subjectCode();
        e.subtitle = f.subtitle();
        e.topicIds = ints(f.topicIdsLength(), f::topicIds);
        return e;
    }

    private static Performance read(serbench.gen.flatbuffers.citm.Performance f) {
        Performance p = new Performance();
        p.eventId = f.eventId();
        p.id = f.id();
        p.logo = f.logo();
        p.name = f.name();
        p.prices = new ArrayList<>(f.pricesLength());
        serbench.gen.flatbuffers.citm.Price fp = new serbench.gen.flatbuffers.citm.Price();
        for (int j = 0; j < f.pricesLength(); j++) {
            f.prices(fp, j);
            Price price = new Price();
            price.amount = fp.amount();
            price.audienceSubCategoryId = fp.audienceSubCategoryId();
            price.seatCategoryId = fp.seatCategoryId();
            p.prices.add(price);
        }
        p.seatCategories = new ArrayList<>(f.seatCategoriesLength());
        for (int j = 0; j < f.seatCategoriesLength(); j++) {
            serbench.gen.flatbuffers.citm.SeatCategory fs = f.seatCategories(j);
            SeatCategory s = new SeatCategory();
            s.areas = new ArrayList<>(fs.areasLength());
            for (int k = 0; k < fs.areasLength(); k++) {
                serbench.gen.flatbuffers.citm.Area fa = fs.areas(k);
                Area a = new Area();
                a.areaId = fa.areaId();
                a.blockIds = ints(fa.blockIdsLength(), fa::blockIds);
                s.areas.add(a);
            }
            s.seatCategoryId = fs.seatCategoryId();
            p.seatCategories.add(s);
        }
        p.seatMapImage = f.seatMapImage();
        p.start = f.start();
        p.venueCode = f.venueCode();
        return p;
    }

    private static List<Integer> ints(int length, IntUnaryOperator at) {
        List<Integer> ints = new ArrayList<>(length);
        for (int j = 0; j < length; j++) ints.add(at.applyAsInt(j));
        return ints;
    }
}
