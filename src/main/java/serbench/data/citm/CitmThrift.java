package serbench.data.citm;

import java.util.ArrayList;
import serbench.data.Conversion;

/** The model to the Thrift classes of citm.thrift and back: maps are Thrift maps, a null string an unset field. */
final class CitmThrift {
    static final Conversion<CitmCatalog, serbench.gen.thrift.citm.CitmCatalog> CONVERSION =
        new Conversion<>(serbench.gen.thrift.citm.CitmCatalog.class, CitmThrift::build, CitmThrift::read);

    private CitmThrift() {}

    static serbench.gen.thrift.citm.CitmCatalog build(CitmCatalog c) {
        return new serbench.gen.thrift.citm.CitmCatalog()
            .setAreaNames(c.areaNames).setAudienceSubCategoryNames(c.audienceSubCategoryNames).setBlockNames(c.blockNames)
            .setEvents(Mapped.values(c.events, e -> new serbench.gen.thrift.citm.Event().setDescription(e.description)
                .setId(e.id).setLogo(e.logo).setName(e.name).setSubTopicIds(e.subTopicIds).setSubjectCode(e.subjectCode)
                .setSubtitle(e.subtitle).setTopicIds(e.topicIds)))
            .setPerformances(Mapped.list(c.performances, CitmThrift::performance))
            .setSeatCategoryNames(c.seatCategoryNames).setSubTopicNames(c.subTopicNames).setSubjectNames(c.subjectNames)
            .setTopicNames(c.topicNames).setTopicSubTopics(c.topicSubTopics).setVenueNames(c.venueNames);
    }

    private static serbench.gen.thrift.citm.Performance performance(Performance p) {
        return new serbench.gen.thrift.citm.Performance().setEventId(p.eventId).setId(p.id).setLogo(p.logo).setName(p.name)
            .setPrices(Mapped.list(p.prices, price -> new serbench.gen.thrift.citm.Price().setAmount(price.amount)
                .setAudienceSubCategoryId(price.audienceSubCategoryId).setSeatCategoryId(price.seatCategoryId)))
            .setSeatCategories(Mapped.list(p.seatCategories, s -> new serbench.gen.thrift.citm.SeatCategory()
                .setAreas(Mapped.list(s.areas, a -> new serbench.gen.thrift.citm.Area().setAreaId(a.areaId)
                    .setBlockIds(a.blockIds)))
                .setSeatCategoryId(s.seatCategoryId)))
            .setSeatMapImage(p.seatMapImage).setStart(p.start).setVenueCode(p.venueCode);
    }

    static CitmCatalog read(serbench.gen.thrift.citm.CitmCatalog t) {
        CitmCatalog c = new CitmCatalog();
        c.areaNames = Mapped.values(t.getAreaNames(), v -> v);
        c.audienceSubCategoryNames = Mapped.values(t.getAudienceSubCategoryNames(), v -> v);
        c.blockNames = Mapped.values(t.getBlockNames(), v -> v);
        c.events = Mapped.values(t.getEvents(), te -> {
            Event e = new Event();
            e.description = te.getDescription();
            e.id = te.getId();
            e.logo = te.getLogo();
            e.name = te.getName();
            e.subTopicIds = new ArrayList<>(te.getSubTopicIds());
            e.subjectCode = te.getSubjectCode();
            e.subtitle = te.getSubtitle();
            e.topicIds = new ArrayList<>(te.getTopicIds());
            return e;
        });
        c.performances = Mapped.list(t.getPerformances(), CitmThrift::read);
        c.seatCategoryNames = Mapped.values(t.getSeatCategoryNames(), v -> v);
        c.subTopicNames = Mapped.values(t.getSubTopicNames(), v -> v);
        c.subjectNames = Mapped.values(t.getSubjectNames(), v -> v);
        c.topicNames = Mapped.values(t.getTopicNames(), v -> v);
        c.topicSubTopics = Mapped.values(t.getTopicSubTopics(), ArrayList::new);
        c.venueNames = Mapped.values(t.getVenueNames(), v -> v);
        return c;
    }

    private static Performance read(serbench.gen.thrift.citm.Performance t) {
        Performance p = new Performance();
        p.eventId = t.getEventId();
        p.id = t.getId();
        p.logo = t.getLogo();
        p.name = t.getName();
        p.prices = Mapped.list(t.getPrices(), tp -> {
            Price price = new Price();
            price.amount = tp.getAmount();
            price.audienceSubCategoryId = tp.getAudienceSubCategoryId();
            price.seatCategoryId = tp.getSeatCategoryId();
            return price;
        });
        p.seatCategories = Mapped.list(t.getSeatCategories(), ts -> {
            SeatCategory s = new SeatCategory();
            s.areas = Mapped.list(ts.getAreas(), ta -> {
                Area a = new Area();
                a.areaId = ta.getAreaId();
                a.blockIds = new ArrayList<>(ta.getBlockIds());
                return a;
            });
            s.seatCategoryId = ts.getSeatCategoryId();
            return s;
        });
        p.seatMapImage = t.getSeatMapImage();
        p.start = t.getStart();
        p.venueCode = t.getVenueCode();
        return p;
    }
}
