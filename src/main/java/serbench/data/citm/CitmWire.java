package serbench.data.citm;

import java.util.ArrayList;
import serbench.data.Conversion;

/** The model to Square Wire's classes of citm.proto and back: Wire holds a map as a Map, a null string as null. */
final class CitmWire {
    static final Conversion<CitmCatalog, serbench.gen.proto.citm.CitmCatalog> CONVERSION =
        new Conversion<>(serbench.gen.proto.citm.CitmCatalog.class, CitmWire::build, CitmWire::read);

    private CitmWire() {}

    static serbench.gen.proto.citm.CitmCatalog build(CitmCatalog c) {
        return new serbench.gen.proto.citm.CitmCatalog.Builder()
            .area_names(c.areaNames).audience_sub_category_names(c.audienceSubCategoryNames).block_names(c.blockNames)
            .events(Mapped.values(c.events, CitmWire::event)).performances(Mapped.list(c.performances, CitmWire::performance))
            .seat_category_names(c.seatCategoryNames).sub_topic_names(c.subTopicNames).subject_names(c.subjectNames)
            .topic_names(c.topicNames)
            .topic_sub_topics(Mapped.values(c.topicSubTopics, ids -> new serbench.gen.proto.citm.Ids.Builder().ids(ids).build()))
            .venue_names(c.venueNames).build();
    }

    private static serbench.gen.proto.citm.Event event(Event e) {
        return new serbench.gen.proto.citm.Event.Builder().description(e.description).id(e.id).logo(e.logo).name(e.name)
            .sub_topic_ids(e.subTopicIds).subject_code(e.subjectCode).subtitle(e.subtitle).topic_ids(e.topicIds).build();
    }

    private static serbench.gen.proto.citm.Performance performance(Performance p) {
        return new serbench.gen.proto.citm.Performance.Builder().event_id(p.eventId).id(p.id).logo(p.logo).name(p.name)
            .prices(Mapped.list(p.prices, price -> new serbench.gen.proto.citm.Price.Builder().amount(price.amount)
                .audience_sub_category_id(price.audienceSubCategoryId).seat_category_id(price.seatCategoryId).build()))
            .seat_categories(Mapped.list(p.seatCategories, s -> new serbench.gen.proto.citm.SeatCategory.Builder()
                .areas(Mapped.list(s.areas, a -> new serbench.gen.proto.citm.Area.Builder().area_id(a.areaId)
                    .block_ids(a.blockIds).build()))
                .seat_category_id(s.seatCategoryId).build()))
            .seat_map_image(p.seatMapImage).start(p.start).venue_code(p.venueCode).build();
    }

    static CitmCatalog read(serbench.gen.proto.citm.CitmCatalog w) {
        CitmCatalog c = new CitmCatalog();
        c.areaNames = Mapped.values(w.area_names, v -> v);
        c.audienceSubCategoryNames = Mapped.values(w.audience_sub_category_names, v -> v);
        c.blockNames = Mapped.values(w.block_names, v -> v);
        c.events = Mapped.values(w.events, CitmWire::read);
        c.performances = Mapped.list(w.performances, CitmWire::read);
        c.seatCategoryNames = Mapped.values(w.seat_category_names, v -> v);
        c.subTopicNames = Mapped.values(w.sub_topic_names, v -> v);
        c.subjectNames = Mapped.values(w.subject_names, v -> v);
        c.topicNames = Mapped.values(w.topic_names, v -> v);
        c.topicSubTopics = Mapped.values(w.topic_sub_topics, ids -> new ArrayList<>(ids.ids));
        c.venueNames = Mapped.values(w.venue_names, v -> v);
        return c;
    }

    private static Event read(serbench.gen.proto.citm.Event w) {
        Event e = new Event();
        e.description = w.description;
        e.id = w.id;
        e.logo = w.logo;
        e.name = w.name;
        e.subTopicIds = new ArrayList<>(w.sub_topic_ids);
        e.subjectCode = w.subject_code;
        e.subtitle = w.subtitle;
        e.topicIds = new ArrayList<>(w.topic_ids);
        return e;
    }

    private static Performance read(serbench.gen.proto.citm.Performance w) {
        Performance p = new Performance();
        p.eventId = w.event_id;
        p.id = w.id;
        p.logo = w.logo;
        p.name = w.name;
        p.prices = Mapped.list(w.prices, wp -> {
            Price price = new Price();
            price.amount = wp.amount;
            price.audienceSubCategoryId = wp.audience_sub_category_id;
            price.seatCategoryId = wp.seat_category_id;
            return price;
        });
        p.seatCategories = Mapped.list(w.seat_categories, ws -> {
            SeatCategory s = new SeatCategory();
            s.areas = Mapped.list(ws.areas, wa -> {
                Area a = new Area();
                a.areaId = wa.area_id;
                a.blockIds = new ArrayList<>(wa.block_ids);
                return a;
            });
            s.seatCategoryId = ws.seat_category_id;
            return s;
        });
        p.seatMapImage = w.seat_map_image;
        p.start = w.start;
        p.venueCode = w.venue_code;
        return p;
    }
}
