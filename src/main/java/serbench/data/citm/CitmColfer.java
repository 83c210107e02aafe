package serbench.data.citm;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import serbench.data.Conversion;
import serbench.gen.colfer.citm.EventEntry;
import serbench.gen.colfer.citm.Id;
import serbench.gen.colfer.citm.IdsEntry;
import serbench.gen.colfer.citm.Name;

/**
 * The model to colf's classes of citm.colf and back: a map is an array of key-value structs in its order, a null
 * string an empty text with its has-flag false, an id in a list a one-field struct (see citm.colf).
 */
final class CitmColfer {
    static final Conversion<CitmCatalog, serbench.gen.colfer.citm.CitmCatalog> CONVERSION =
        new Conversion<>(serbench.gen.colfer.citm.CitmCatalog.class, CitmColfer::build, CitmColfer::read);

    private CitmColfer() {}

    static serbench.gen.colfer.citm.CitmCatalog build(CitmCatalog c) {
        serbench.gen.colfer.citm.CitmCatalog k = new serbench.gen.colfer.citm.CitmCatalog();
        k.areaNames = names(c.areaNames);
        k.audienceSubCategoryNames = names(c.audienceSubCategoryNames);
        k.blockNames = names(c.blockNames);
        k.events = Mapped.entries(c.events, (key, e) -> {
            EventEntry entry = new EventEntry();
            entry.key = key;
            entry.value = event(e);
            return entry;
        }).toArray(new EventEntry[0]);
        k.performances = Mapped.list(c.performances, CitmColfer::performance)
            .toArray(new serbench.gen.colfer.citm.Performance[0]);
        k.seatCategoryNames = names(c.seatCategoryNames);
        k.subTopicNames = names(c.subTopicNames);
        k.subjectNames = names(c.subjectNames);
        k.topicNames = names(c.topicNames);
        k.topicSubTopics = Mapped.entries(c.topicSubTopics, (key, ids) -> {
            IdsEntry entry = new IdsEntry();
            entry.key = key;
            entry.value = ids(ids);
            return entry;
        }).toArray(new IdsEntry[0]);
        k.venueNames = names(c.venueNames);
        return k;
    }

    private static Name[] names(Map<String, String> names) {
        return Mapped.entries(names, (key, value) -> {
            Name n = new Name();
            n.key = key;
            n.value = value;
            return n;
        }).toArray(new Name[0]);
    }

    private static serbench.gen.colfer.citm.Event event(Event e) {
        serbench.gen.colfer.citm.Event k = new serbench.gen.colfer.citm.Event();
        k.description = text(e.description);
        k.hasDescription = e.description != null;
        k.id = e.id;
        k.logo = text(e.logo);
        k.hasLogo = e.logo != null;
        k.name = e.name;
        k.subTopicIds = ids(e.subTopicIds);
        k.subjectCode = text(e.subjectCode);
        k.hasSubjectCode = e.subjectCode != null;
        k.subtitle = text(e.subtitle);
        k.hasSubtitle = e.subtitle != null;
        k.topicIds = ids(e.topicIds);
        return k;
    }

    private static serbench.gen.colfer.citm.Performance performance(Performance p) {
        serbench.gen.colfer.citm.Performance k = new serbench.gen.colfer.citm.Performance();
        k.eventId = p.eventId;
        k.id = p.id;
        k.logo = text(p.logo);
        k.hasLogo = p.logo != null;
        k.name = text(p.name);
        k.hasName = p.name != null;
        k.prices = Mapped.list(p.prices, price -> {
            serbench.gen.colfer.citm.Price kp = new serbench.gen.colfer.citm.Price();
            kp.amount = price.amount;
            kp.audienceSubCategoryId = price.audienceSubCategoryId;
            kp.seatCategoryId = price.seatCategoryId;
            return kp;
        }).toArray(new serbench.gen.colfer.citm.Price[0]);
        k.seatCategories = Mapped.list(p.seatCategories, s -> {
            serbench.gen.colfer.citm.SeatCategory ks = new serbench.gen.colfer.citm.SeatCategory();
            ks.areas = Mapped.list(s.areas, a -> {
                serbench.gen.colfer.citm.Area ka = new serbench.gen.colfer.citm.Area();
                ka.areaId = a.areaId;
                ka.blockIds = ids(a.blockIds);
                return ka;
            }).toArray(new serbench.gen.colfer.citm.Area[0]);
            ks.seatCategoryId = s.seatCategoryId;
            return ks;
        }).toArray(new serbench.gen.colfer.citm.SeatCategory[0]);
        k.seatMapImage = text(p.seatMapImage);
        k.hasSeatMapImage = p.seatMapImage != null;
        k.start = p.start;
        k.venueCode = p.venueCode;
        return k;
    }

    /** Colfer's text has no null: the has-flag beside it says. */
    private static String text(String s) {
        return s == null ? "" : s;
    }

    private static Id[] ids(List<Integer> ids) {
        Id[] out = new Id[ids.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = new Id();
            out[i].id = ids.get(i);
        }
        return out;
    }

    static CitmCatalog read(serbench.gen.colfer.citm.CitmCatalog k) {
        CitmCatalog c = new CitmCatalog();
        c.areaNames = names(k.areaNames);
        c.audienceSubCategoryNames = names(k.audienceSubCategoryNames);
        c.blockNames = names(k.blockNames);
        c.events = Mapped.map(List.of(k.events), e -> e.key, e -> read(e.value));
        c.performances = Mapped.list(List.of(k.performances), CitmColfer::read);
        c.seatCategoryNames = names(k.seatCategoryNames);
        c.subTopicNames = names(k.subTopicNames);
        c.subjectNames = names(k.subjectNames);
        c.topicNames = names(k.topicNames);
        c.topicSubTopics = Mapped.map(List.of(k.topicSubTopics), e -> e.key, e -> ids(e.value));
        c.venueNames = names(k.venueNames);
        return c;
    }

    private static Map<String, String> names(Name[] names) {
        return Mapped.map(List.of(names), n -> n.key, n -> n.value);
    }

    private static Event read(serbench.gen.colfer.citm.Event k) {
        Event e = new Event();
        e.description = k.hasDescription ? k.description : null;
        e.id = k.id;
        e.logo = k.hasLogo ? k.logo : null;
        e.name = k.name;
        e.subTopicIds = ids(k.subTopicIds);
        e.subjectCode = k.hasSubjectCode ? k.subjectCode : null;
        e.subtitle = k.hasSubtitle ? k.subtitle : null;
        e.topicIds = ids(k.topicIds);
        return e;
    }

    private static Performance read(serbench.gen.colfer.citm.Performance k) {
        Performance p = new Performance();
        p.eventId = k.eventId;
        p.id = k.id;
        p.logo = k.hasLogo ? k.logo : null;
        p.name = k.hasName ? k.name : null;
        p.prices = Mapped.list(List.of(k.prices), kp -> {
            Price price = new Price();
            price.amount = kp.amount;
            price.audienceSubCategoryId = kp.audienceSubCategoryId;
            price.seatCategoryId = kp.seatCategoryId;
            return price;
        });
        p.seatCategories = Mapped.list(List.of(k.seatCategories), ks -> {
            SeatCategory s = new SeatCategory();
            s.areas = Mapped.list(List.of(ks.areas), ka -> {
                Area a = new Area();
                a.areaId = ka.areaId;
                a.blockIds = ids(ka.blockIds);
                return a;
            });
            s.seatCategoryId = ks.seatCategoryId;
            return s;
        });
        p.seatMapImage = k.hasSeatMapImage ? k.seatMapImage : null;
        p.start = k.start;
        p.venueCode = k.venueCode;
        return p;
    }

    private static List<Integer> ids(Id[] ids) {
        List<Integer> out = new ArrayList<>(ids.length);
        for (Id id : ids) out.add(id.id);
        return out;
    }
}
