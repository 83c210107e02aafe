package serbench.data.citm;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.capnproto.MessageBuilder;
import org.capnproto.PrimitiveList;
import org.capnproto.StructList;
import serbench.data.CapnMessage;
import serbench.data.Conversion;
import serbench.gen.capnproto.citm.CitmSchema;

/**
 * The model to the Cap'n Proto message of citm.capnp and back, written in place: a map is a list of key-value
 * entries in its order, an unset Text pointer the model's null.
 */
final class CitmCapn {
    static final Conversion<CitmCatalog, CapnMessage> CONVERSION =
        new Conversion<>(CapnMessage.class, CitmCapn::build, CitmCapn::read);

    private CitmCapn() {}

    static CapnMessage build(CitmCatalog c) {
        MessageBuilder message = new MessageBuilder();
        CitmSchema.CitmCatalog.Builder r = message.initRoot(CitmSchema.CitmCatalog.factory);
        names(r.initAreaNames(c.areaNames.size()), c.areaNames);
        names(r.initAudienceSubCategoryNames(c.audienceSubCategoryNames.size()), c.audienceSubCategoryNames);
        names(r.initBlockNames(c.blockNames.size()), c.blockNames);
        StructList.Builder<CitmSchema.EventEntry.Builder> events = r.initEvents(c.events.size());
        int i = 0;
        for (Map.Entry<String, Event> e : c.events.entrySet()) {
            CitmSchema.EventEntry.Builder entry = events.get(i++);
            entry.setKey(e.getKey());
            event(entry.initValue(), e.getValue());
        }
        StructList.Builder<CitmSchema.Performance.Builder> performances = r.initPerformances(c.performances.size());
        for (int p = 0; p < c.performances.size(); p++) performance(performances.get(p), c.performances.get(p));
        names(r.initSeatCategoryNames(c.seatCategoryNames.size()), c.seatCategoryNames);
        names(r.initSubTopicNames(c.subTopicNames.size()), c.subTopicNames);
        names(r.initSubjectNames(c.subjectNames.size()), c.subjectNames);
        names(r.initTopicNames(c.topicNames.size()), c.topicNames);
        StructList.Builder<CitmSchema.IdsEntry.Builder> topicSubTopics = r.initTopicSubTopics(c.topicSubTopics.size());
        i = 0;
        for (Map.Entry<String, List<Integer>> e : c.topicSubTopics.entrySet()) {
            CitmSchema.IdsEntry.Builder entry = topicSubTopics.get(i++);
            entry.setKey(e.getKey());
            ints(entry.initValue(e.getValue().size()), e.getValue());
        }
        names(r.initVenueNames(c.venueNames.size()), c.venueNames);
        return CapnMessage.built(message);
    }

    private static void names(StructList.Builder<CitmSchema.Name.Builder> to, Map<String, String> names) {
        int i = 0;
        for (Map.Entry<String, String> e : names.entrySet()) {
            CitmSchema.Name.Builder n = to.get(i++);
            n.setKey(e.getKey());
            n.setValue(e.getValue());
        }
    }

    private static void event(CitmSchema.Event.Builder b, Event e) {
        if (e.description != null) b.setDescription(e.description);
        b.setId(e.id);
        if (e.logo != null) b.setLogo(e.logo);
        if (e.name != null) b.setName(e.name);
        ints(b.initSubTopicIds(e.subTopicIds.size()), e.subTopicIds);
        if (e.subjectCode != null) b.setSubjectCode(e.subjectCode);
        if (e.subtitle != null) b.setSubtitle(e.subtitle);
        ints(b.initTopicIds(e.topicIds.size()), e.topicIds);
    }

    private static void performance(CitmSchema.Performance.Builder b, Performance p) {
        b.setEventId(p.eventId);
        b.setId(p.id);
        if (p.logo != null) b.setLogo(p.logo);
        if (p.name != null) b.setName(p.name);
        StructList.Builder<CitmSchema.Price.Builder> prices = b.initPrices(p.prices.size());
        for (int i = 0; i < p.prices.size(); i++) {
            CitmSchema.Price.Builder price = prices.get(i);
            price.setAmount(p.prices.get(i).amount);
            price.setAudienceSubCategoryId(p.prices.get(i).audienceSubCategoryId);
            price.setSeatCategoryId(p.prices.get(i).seatCategoryId);
        }
        StructList.Builder<CitmSchema.SeatCategory.Builder> seatCategories = b.initSeatCategories(p.seatCategories.size());
        for (int i = 0; i < p.seatCategories.size(); i++) {
            SeatCategory s = p.seatCategories.get(i);
            CitmSchema.SeatCategory.Builder sb = seatCategories.get(i);
            StructList.Builder<CitmSchema.Area.Builder> areas = sb.initAreas(s.areas.size());
            for (int k = 0; k < s.areas.size(); k++) {
                CitmSchema.Area.Builder ab = areas.get(k);
                ab.setAreaId(s.areas.get(k).areaId);
                ints(ab.initBlockIds(s.areas.get(k).blockIds.size()), s.areas.get(k).blockIds);
            }
            sb.setSeatCategoryId(s.seatCategoryId);
        }
        if (p.seatMapImage != null) b.setSeatMapImage(p.seatMapImage);
        b.setStart(p.start);
        if (p.venueCode != null) b.setVenueCode(p.venueCode);
    }

    private static void ints(PrimitiveList.Int.Builder to, List<Integer> from) {
        for (int i = 0; i < from.size(); i++) to.set(i, from.get(i));
    }

    static CitmCatalog read(CapnMessage message) {
        CitmSchema.CitmCatalog.Reader r = message.root(CitmSchema.CitmCatalog.factory);
        CitmCatalog c = new CitmCatalog();
        c.areaNames = names(r.getAreaNames());
        c.audienceSubCategoryNames = names(r.getAudienceSubCategoryNames());
        c.blockNames = names(r.getBlockNames());
        c.events = new LinkedHashMap<>();
        for (CitmSchema.EventEntry.Reader e : r.getEvents()) c.events.put(e.getKey().toString(), read(e.getValue()));
        c.performances = new ArrayList<>(r.getPerformances().size());
        for (CitmSchema.Performance.Reader p : r.getPerformances()) c.performances.add(read(p));
        c.seatCategoryNames = names(r.getSeatCategoryNames());
        c.subTopicNames = names(r.getSubTopicNames());
        c.subjectNames = names(r.getSubjectNames());
        c.topicNames = names(r.getTopicNames());
        c.topicSubTopics = new LinkedHashMap<>();
        for (CitmSchema.IdsEntry.Reader e : r.getTopicSubTopics()) c.topicSubTopics.put(e.getKey().toString(), ints(e.getValue()));
        c.venueNames = names(r.getVenueNames());
        return c;
    }

    private static Map<String, String> names(StructList.Reader<CitmSchema.Name.Reader> entries) {
        Map<String, String> names = new LinkedHashMap<>();
        for (CitmSchema.Name.Reader n : entries) names.put(n.getKey().toString(), n.getValue().toString());
        return names;
    }

    private static Event read(CitmSchema.Event.Reader r) {
        Event e = new Event();
        e.description = r.hasDescription() ? r.getDescription().toString() : null;
        e.id = r.getId();
        e.logo = r.hasLogo() ? r.getLogo().toString() : null;
        e.name = r.hasName() ? r.getName().toString() : null;
        e.subTopicIds = ints(r.getSubTopicIds());
        e.subjectCode = r.hasSubjectCode() ? r.getSubjectCode().toString() : null;
        e.subtitle = r.hasSubtitle() ? r.getSubtitle().toString() : null;
        e.topicIds = ints(r.getTopicIds());
        return e;
    }

    private static Performance read(CitmSchema.Performance.Reader r) {
        Performance p = new Performance();
        p.eventId = r.getEventId();
        p.id = r.getId();
        p.logo = r.hasLogo() ? r.getLogo().toString() : null;
        p.name = r.hasName() ? r.getName().toString() : null;
        p.prices = new ArrayList<>(r.getPrices().size());
        for (CitmSchema.Price.Reader pr : r.getPrices()) {
            Price price = new Price();
            price.amount = pr.getAmount();
            price.audienceSubCategoryId = pr.getAudienceSubCategoryId();
            price.seatCategoryId = pr.getSeatCategoryId();
            p.prices.add(price);
        }
        p.seatCategories = new ArrayList<>(r.getSeatCategories().size());
        for (CitmSchema.SeatCategory.Reader sr : r.getSeatCategories()) {
            SeatCategory s = new SeatCategory();
            s.areas = new ArrayList<>(sr.getAreas().size());
            for (CitmSchema.Area.Reader ar : sr.getAreas()) {
                Area a = new Area();
                a.areaId = ar.getAreaId();
                a.blockIds = ints(ar.getBlockIds());
                s.areas.add(a);
            }
            s.seatCategoryId = sr.getSeatCategoryId();
            p.seatCategories.add(s);
        }
        p.seatMapImage = r.hasSeatMapImage() ? r.getSeatMapImage().toString() : null;
        p.start = r.getStart();
        p.venueCode = r.hasVenueCode() ? r.getVenueCode().toString() : null;
        return p;
    }

    private static List<Integer> ints(PrimitiveList.Int.Reader from) {
        List<Integer> to = new ArrayList<>(from.size());
        for (int i = 0; i < from.size(); i++) to.add(from.get(i));
        return to;
    }
}
