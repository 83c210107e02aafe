package serbench.data.citm;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import serbench.data.Conversion;
import serbench.data.Sbe;
import serbench.gen.sbe.citm.CitmCatalogDecoder;
import serbench.gen.sbe.citm.CitmCatalogEncoder;
import serbench.gen.sbe.citm.MessageHeaderDecoder;
import serbench.gen.sbe.citm.MessageHeaderEncoder;

/**
 * The model to an SBE frame of citm.sbe.xml and back, through the generated flyweights in schema order: each map a
 * group of entries, each list of ids a group of one field, a null string an empty one with its presence bit clear.
 */
final class CitmSbe {
    static final Conversion<CitmCatalog, CitmCatalogDecoder> CONVERSION =
        new Conversion<>(CitmCatalogDecoder.class, CitmSbe::build, CitmSbe::read);
    /** A group's header, a string's length, a block: room enough for any entry's fixed part. */
    private static final int OVERHEAD = 32;

    private CitmSbe() {}

    static CitmCatalogDecoder build(CitmCatalog c) {
        return Sbe.frame(capacity(c), buffer -> {
            CitmCatalogEncoder e = new CitmCatalogEncoder().wrapAndApplyHeader(buffer, 0, new MessageHeaderEncoder());
            CitmCatalogEncoder.AreaNamesEncoder areaNames = e.areaNamesCount(c.areaNames.size());
            c.areaNames.forEach((k, v) -> areaNames.next().key(k).value(v));
            CitmCatalogEncoder.AudienceSubCategoryNamesEncoder audience =
                e.audienceSubCategoryNamesCount(c.audienceSubCategoryNames.size());
            c.audienceSubCategoryNames.forEach((k, v) -> audience.next().key(k).value(v));
            CitmCatalogEncoder.BlockNamesEncoder blockNames = e.blockNamesCount(c.blockNames.size());
            c.blockNames.forEach((k, v) -> blockNames.next().key(k).value(v));
            CitmCatalogEncoder.EventsEncoder events = e.eventsCount(c.events.size());
            c.events.forEach((k, v) -> event(events.next(), k, v));
            CitmCatalogEncoder.PerformancesEncoder performances = e.performancesCount(c.performances.size());
            for (Performance p : c.performances) performance(performances.next(), p);
            CitmCatalogEncoder.SeatCategoryNamesEncoder seatCategoryNames = e.seatCategoryNamesCount(c.seatCategoryNames.size());
            c.seatCategoryNames.forEach((k, v) -> seatCategoryNames.next().key(k).value(v));
            CitmCatalogEncoder.SubTopicNamesEncoder subTopicNames = e.subTopicNamesCount(c.subTopicNames.size());
            c.subTopicNames.forEach((k, v) -> subTopicNames.next().key(k).value(v));
            CitmCatalogEncoder.SubjectNamesEncoder subjectNames = e.subjectNamesCount(c.subjectNames.size());
            c.subjectNames.forEach((k, v) -> subjectNames.next().key(k).value(v));
            CitmCatalogEncoder.TopicNamesEncoder topicNames = e.topicNamesCount(c.topicNames.size());
            c.topicNames.forEach((k, v) -> topicNames.next().key(k).value(v));
            CitmCatalogEncoder.TopicSubTopicsEncoder topicSubTopics = e.topicSubTopicsCount(c.topicSubTopics.size());
            c.topicSubTopics.forEach((k, ids) -> {
                CitmCatalogEncoder.TopicSubTopicsEncoder.IdsEncoder g = topicSubTopics.next().idsCount(ids.size());
                for (int id : ids) g.next().id(id);
                topicSubTopics.key(k);
            });
            CitmCatalogEncoder.VenueNamesEncoder venueNames = e.venueNamesCount(c.venueNames.size());
            c.venueNames.forEach((k, v) -> venueNames.next().key(k).value(v));
            return e;
        }, frame -> new CitmCatalogDecoder().wrapAndApplyHeader(frame, 0, new MessageHeaderDecoder()));
    }

    private static void event(CitmCatalogEncoder.EventsEncoder g, String key, Event e) {
        g.id(e.id).present().clear().description(e.description != null).logo(e.logo != null)
            .subjectCode(e.subjectCode != null).subtitle(e.subtitle != null);
        CitmCatalogEncoder.EventsEncoder.SubTopicIdsEncoder subTopicIds = g.subTopicIdsCount(e.subTopicIds.size());
        for (int id : e.subTopicIds) subTopicIds.next().id(id);
        CitmCatalogEncoder.EventsEncoder.TopicIdsEncoder topicIds = g.topicIdsCount(e.topicIds.size());
        for (int id : e.topicIds) topicIds.next().id(id);
        g.key(key).description(text(e.description)).logo(text(e.logo)).name(e.name).subjectCode(text(e.subjectCode))
            .subtitle(text(e.subtitle));
    }

    private static void performance(CitmCatalogEncoder.PerformancesEncoder g, Performance p) {
        g.eventId(p.eventId).id(p.id).start(p.start).present().clear().logo(p.logo != null).name(p.name != null)
            .seatMapImage(p.seatMapImage != null);
        CitmCatalogEncoder.PerformancesEncoder.PricesEncoder prices = g.pricesCount(p.prices.size());
        for (Price price : p.prices) {
            prices.next().amount(price.amount).audienceSubCategoryId(price.audienceSubCategoryId)
                .seatCategoryId(price.seatCategoryId);
        }
        CitmCatalogEncoder.PerformancesEncoder.SeatCategoriesEncoder seats = g.seatCategoriesCount(p.seatCategories.size());
        for (SeatCategory s : p.seatCategories) {
            CitmCatalogEncoder.PerformancesEncoder.SeatCategoriesEncoder.AreasEncoder areas =
                seats.next().seatCategoryId(s.seatCategoryId).areasCount(s.areas.size());
            for (Area a : s.areas) {
                CitmCatalogEncoder.PerformancesEncoder.SeatCategoriesEncoder.AreasEncoder.BlockIdsEncoder blockIds =
                    areas.next().areaId(a.areaId).blockIdsCount(a.blockIds.size());
                for (int id : a.blockIds) blockIds.next().id(id);
            }
        }
        g.logo(text(p.logo)).name(text(p.name)).seatMapImage(text(p.seatMapImage)).venueCode(p.venueCode);
    }

    /** SBE's string has no null: an empty one, its presence bit clear. */
    private static String text(String s) {
        return s == null ? "" : s;
    }

    /** Room for the whole value, so the buffer never grows while encoding: at most three UTF-8 bytes a char. */
    private static int capacity(CitmCatalog c) {
        int bytes = OVERHEAD;
        for (Map<String, String> names : List.of(c.areaNames, c.audienceSubCategoryNames, c.blockNames, c.seatCategoryNames,
                c.subTopicNames, c.subjectNames, c.topicNames, c.venueNames)) {
            bytes += OVERHEAD;
            for (Map.Entry<String, String> n : names.entrySet()) bytes += OVERHEAD + 3 * (n.getKey().length() + n.getValue().length());
        }
        for (Map.Entry<String, Event> entry : c.events.entrySet()) {
            Event e = entry.getValue();
            bytes += 9 * OVERHEAD + 3 * (entry.getKey().length() + length(e.description) + length(e.logo) + length(e.name)
                + length(e.subjectCode) + length(e.subtitle)) + 4 * (e.subTopicIds.size() + e.topicIds.size());
        }
        for (Performance p : c.performances) {
            bytes += 7 * OVERHEAD + 3 * (length(p.logo) + length(p.name) + length(p.seatMapImage) + length(p.venueCode))
                + p.prices.size() * 12;
            for (SeatCategory s : p.seatCategories) {
                bytes += OVERHEAD;
                for (Area a : s.areas) bytes += OVERHEAD + 4 * a.blockIds.size();
            }
        }
        for (Map.Entry<String, List<Integer>> t : c.topicSubTopics.entrySet()) {
            bytes += 2 * OVERHEAD + 3 * t.getKey().length() + 4 * t.getValue().size();
        }
        return bytes;
    }

    private static int length(String s) {
        return s == null ? 0 : s.length();
    }

    /** In schema order, as SBE requires: each entry's block, its groups, then its strings. */
    static CitmCatalog read(CitmCatalogDecoder d) {
        d.sbeRewind();
        CitmCatalog c = new CitmCatalog();
        c.areaNames = new LinkedHashMap<>();
        for (CitmCatalogDecoder.AreaNamesDecoder n : d.areaNames()) c.areaNames.put(n.key(), n.value());
        c.audienceSubCategoryNames = new LinkedHashMap<>();
        for (CitmCatalogDecoder.AudienceSubCategoryNamesDecoder n : d.audienceSubCategoryNames()) {
            c.audienceSubCategoryNames.put(n.key(), n.value());
        }
        c.blockNames = new LinkedHashMap<>();
        for (CitmCatalogDecoder.BlockNamesDecoder n : d.blockNames()) c.blockNames.put(n.key(), n.value());
        c.events = new LinkedHashMap<>();
        for (CitmCatalogDecoder.EventsDecoder g : d.events()) {
            Event e = new Event();
            e.id = g.id();
            boolean description = g.present().description(), logo = g.present().logo();
            boolean subjectCode = g.present().subjectCode(), subtitle = g.present().subtitle();
            // a group's accessor moves the decoder on past its header: each is called once
            CitmCatalogDecoder.EventsDecoder.SubTopicIdsDecoder subTopicIds = g.subTopicIds();
            e.subTopicIds = new ArrayList<>(subTopicIds.count());
            for (CitmCatalogDecoder.EventsDecoder.SubTopicIdsDecoder id : subTopicIds) e.subTopicIds.add(id.id());
            CitmCatalogDecoder.EventsDecoder.TopicIdsDecoder topicIds = g.topicIds();
            e.topicIds = new ArrayList<>(topicIds.count());
            for (CitmCatalogDecoder.EventsDecoder.TopicIdsDecoder id : topicIds) e.topicIds.add(id.id());
            String key = g.key();
            e.description = present(description, g.description());
            e.logo = present(logo, g.logo());
            e.name = g.name();
            e.subjectCode = present(subjectCode, g.subjectCode());
            e.subtitle = present(subtitle, g.subtitle());
            c.events.put(key, e);
        }
        CitmCatalogDecoder.PerformancesDecoder performances = d.performances();
        c.performances = new ArrayList<>(performances.count());
        for (CitmCatalogDecoder.PerformancesDecoder g : performances) c.performances.add(read(g));
        c.seatCategoryNames = new LinkedHashMap<>();
        for (CitmCatalogDecoder.SeatCategoryNamesDecoder n : d.seatCategoryNames()) c.seatCategoryNames.put(n.key(), n.value());
        c.subTopicNames = new LinkedHashMap<>();
        for (CitmCatalogDecoder.SubTopicNamesDecoder n : d.subTopicNames()) c.subTopicNames.put(n.key(), n.value());
        c.subjectNames = new LinkedHashMap<>();
        for (CitmCatalogDecoder.SubjectNamesDecoder n : d.subjectNames()) c.subjectNames.put(n.key(), n.value());
        c.topicNames = new LinkedHashMap<>();
        for (CitmCatalogDecoder.TopicNamesDecoder n : d.topicNames()) c.topicNames.put(n.key(), n.value());
        c.topicSubTopics = new LinkedHashMap<>();
        for (CitmCatalogDecoder.TopicSubTopicsDecoder t : d.topicSubTopics()) {
            CitmCatalogDecoder.TopicSubTopicsDecoder.IdsDecoder group = t.ids();
            List<Integer> ids = new ArrayList<>(group.count());
            for (CitmCatalogDecoder.TopicSubTopicsDecoder.IdsDecoder id : group) ids.add(id.id());
            c.topicSubTopics.put(t.key(), ids);
        }
        c.venueNames = new LinkedHashMap<>();
        for (CitmCatalogDecoder.VenueNamesDecoder n : d.venueNames()) c.venueNames.put(n.key(), n.value());
        return c;
    }

    private static Performance read(CitmCatalogDecoder.PerformancesDecoder g) {
        Performance p = new Performance();
        p.eventId = g.eventId();
        p.id = g.id();
        p.start = g.start();
        boolean logo = g.present().logo(), name = g.present().name(), seatMapImage = g.present().seatMapImage();
        CitmCatalogDecoder.PerformancesDecoder.PricesDecoder prices = g.prices();
        p.prices = new ArrayList<>(prices.count());
        for (CitmCatalogDecoder.PerformancesDecoder.PricesDecoder gp : prices) {
            Price price = new Price();
            price.amount = gp.amount();
            price.audienceSubCategoryId = gp.audienceSubCategoryId();
            price.seatCategoryId = gp.seatCategoryId();
            p.prices.add(price);
        }
        CitmCatalogDecoder.PerformancesDecoder.SeatCategoriesDecoder seats = g.seatCategories();
        p.seatCategories = new ArrayList<>(seats.count());
        for (CitmCatalogDecoder.PerformancesDecoder.SeatCategoriesDecoder gs : seats) {
            SeatCategory s = new SeatCategory();
            s.seatCategoryId = gs.seatCategoryId();
            CitmCatalogDecoder.PerformancesDecoder.SeatCategoriesDecoder.AreasDecoder areas = gs.areas();
            s.areas = new ArrayList<>(areas.count());
            for (CitmCatalogDecoder.PerformancesDecoder.SeatCategoriesDecoder.AreasDecoder ga : areas) {
                Area a = new Area();
                a.areaId = ga.areaId();
                CitmCatalogDecoder.PerformancesDecoder.SeatCategoriesDecoder.AreasDecoder.BlockIdsDecoder blockIds = ga.blockIds();
                a.blockIds = new ArrayList<>(blockIds.count());
                for (CitmCatalogDecoder.PerformancesDecoder.SeatCategoriesDecoder.AreasDecoder.BlockIdsDecoder id : blockIds) {
                    a.blockIds.add(id.id());
                }
                s.areas.add(a);
            }
            p.seatCategories.add(s);
        }
        p.logo = present(logo, g.logo());
        p.name = present(name, g.name());
        p.seatMapImage = present(seatMapImage, g.seatMapImage());
        p.venueCode = g.venueCode();
        return p;
    }

    private static String present(boolean present, String value) {
        return present ? value : null;
    }
}
