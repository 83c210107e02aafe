package serbench.data.citm;

import java.util.ArrayList;
import serbench.data.Conversion;

/** The model to Avro's specific classes of citm.avsc and back: maps are Avro maps, a null string the union's null. */
final class CitmAvro {
    static final Conversion<CitmCatalog, serbench.gen.avro.citm.CitmCatalog> CONVERSION =
        new Conversion<>(serbench.gen.avro.citm.CitmCatalog.class, CitmAvro::build, CitmAvro::read);

    private CitmAvro() {}

    static serbench.gen.avro.citm.CitmCatalog build(CitmCatalog c) {
        return new serbench.gen.avro.citm.CitmCatalog(c.areaNames, c.audienceSubCategoryNames, c.blockNames,
            Mapped.values(c.events, e -> new serbench.gen.avro.citm.Event(e.description, e.id, e.logo, e.name,
                e.subTopicIds, e.subjectCode, e.subtitle, e.topicIds)),
            Mapped.list(c.performances, CitmAvro::performance), c.seatCategoryNames, c.subTopicNames, c.subjectNames,
            c.topicNames, c.topicSubTopics, c.venueNames);
    }

    private static serbench.gen.avro.citm.Performance performance(Performance p) {
        return new serbench.gen.avro.citm.Performance(p.eventId, p.id, p.logo, p.name,
            Mapped.list(p.prices, price -> new serbench.gen.avro.citm.Price(price.amount, price.audienceSubCategoryId,
                price.seatCategoryId)),
            Mapped.list(p.seatCategories, s -> new serbench.gen.avro.citm.SeatCategory(
                Mapped.list(s.areas, a -> new serbench.gen.avro.citm.Area(a.areaId, a.blockIds)), s.seatCategoryId)),
            p.seatMapImage, p.start, p.venueCode);
    }

    static CitmCatalog read(serbench.gen.avro.citm.CitmCatalog a) {
        CitmCatalog c = new CitmCatalog();
        c.areaNames = Mapped.values(a.getAreaNames(), v -> v);
        c.audienceSubCategoryNames = Mapped.values(a.getAudienceSubCategoryNames(), v -> v);
        c.blockNames = Mapped.values(a.getBlockNames(), v -> v);
        c.events = Mapped.values(a.getEvents(), ae -> {
            Event e = new Event();
            e.description = ae.getDescription();
            e.id = ae.getId();
            e.logo = ae.getLogo();
            e.name = ae.getName();
            e.subTopicIds = new ArrayList<>(ae.getSubTopicIds());
            e.subjectCode = ae.getSubjectCode();
            e.subtitle = ae.getSubtitle();
            e.topicIds = new ArrayList<>(ae.getTopicIds());
            return e;
        });
        c.performances = Mapped.list(a.getPerformances(), CitmAvro::read);
        c.seatCategoryNames = Mapped.values(a.getSeatCategoryNames(), v -> v);
        c.subTopicNames = Mapped.values(a.getSubTopicNames(), v -> v);
        c.subjectNames = Mapped.values(a.getSubjectNames(), v -> v);
        c.topicNames = Mapped.values(a.getTopicNames(), v -> v);
        c.topicSubTopics = Mapped.values(a.getTopicSubTopics(), ArrayList::new);
        c.venueNames = Mapped.values(a.getVenueNames(), v -> v);
        return c;
    }

    private static Performance read(serbench.gen.avro.citm.Performance a) {
        Performance p = new Performance();
        p.eventId = a.getEventId();
        p.id = a.getId();
        p.logo = a.getLogo();
        p.name = a.getName();
        p.prices = Mapped.list(a.getPrices(), ap -> {
            Price price = new Price();
            price.amount = ap.getAmount();
            price.audienceSubCategoryId = ap.getAudienceSubCategoryId();
            price.seatCategoryId = ap.getSeatCategoryId();
            return price;
        });
        p.seatCategories = Mapped.list(a.getSeatCategories(), as -> {
            SeatCategory s = new SeatCategory();
            s.areas = Mapped.list(as.getAreas(), aa -> {
                Area area = new Area();
                area.areaId = aa.getAreaId();
                area.blockIds = new ArrayList<>(aa.getBlockIds());
                return area;
            });
            s.seatCategoryId = as.getSeatCategoryId();
            return s;
        });
        p.seatMapImage = a.getSeatMapImage();
        p.start = a.getStart();
        p.venueCode = a.getVenueCode();
        return p;
    }
}
