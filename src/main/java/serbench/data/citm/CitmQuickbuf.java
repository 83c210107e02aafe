package serbench.data.citm;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import serbench.data.Conversion;
import serbench.gen.quickbuf.citm.CitmProtos;
import us.hebi.quickbuf.RepeatedInt;

/**
 * QuickBuffers has no map type: a map field is its wire form, a repeated entry message of key and value, filled in
 * place ({@code getMutable...().next()}), as QuickBuffers reuses its messages.
 */
final class CitmQuickbuf {
    static final Conversion<CitmCatalog, CitmProtos.CitmCatalog> CONVERSION =
        new Conversion<>(CitmProtos.CitmCatalog.class, CitmQuickbuf::build, CitmQuickbuf::read);

    private CitmQuickbuf() {}

    static CitmProtos.CitmCatalog build(CitmCatalog c) {
        CitmProtos.CitmCatalog q = CitmProtos.CitmCatalog.newInstance();
        c.areaNames.forEach((k, v) -> q.getMutableAreaNames().next().setKey(k).setValue(v));
        c.audienceSubCategoryNames.forEach((k, v) -> q.getMutableAudienceSubCategoryNames().next().setKey(k).setValue(v));
        c.blockNames.forEach((k, v) -> q.getMutableBlockNames().next().setKey(k).setValue(v));
        c.events.forEach((k, v) -> event(q.getMutableEvents().next().setKey(k).getMutableValue(), v));
        for (Performance p : c.performances) performance(q.getMutablePerformances().next(), p);
        c.seatCategoryNames.forEach((k, v) -> q.getMutableSeatCategoryNames().next().setKey(k).setValue(v));
        c.subTopicNames.forEach((k, v) -> q.getMutableSubTopicNames().next().setKey(k).setValue(v));
        c.subjectNames.forEach((k, v) -> q.getMutableSubjectNames().next().setKey(k).setValue(v));
        c.topicNames.forEach((k, v) -> q.getMutableTopicNames().next().setKey(k).setValue(v));
        c.topicSubTopics.forEach((k, v) -> {
            CitmProtos.Ids ids = q.getMutableTopicSubTopics().next().setKey(k).getMutableValue();
            ints(ids::getMutableIds, v);
        });
        c.venueNames.forEach((k, v) -> q.getMutableVenueNames().next().setKey(k).setValue(v));
        return q;
    }

    private static void event(CitmProtos.Event q, Event e) {
        q.setId(e.id).setName(e.name);
        ints(q::getMutableSubTopicIds, e.subTopicIds);
        ints(q::getMutableTopicIds, e.topicIds);
        if (e.description != null) q.setDescription(e.description);
        if (e.logo != null) q.setLogo(e.logo);
        if (e.subjectCode != null) q.setSubjectCode(e.subjectCode);
        if (e.subtitle != null) q.setSubtitle(e.subtitle);
    }

    private static void performance(CitmProtos.Performance q, Performance p) {
        q.setEventId(p.eventId).setId(p.id).setStart(p.start).setVenueCode(p.venueCode);
        for (Price price : p.prices) {
            q.getMutablePrices().next().setAmount(price.amount).setAudienceSubCategoryId(price.audienceSubCategoryId)
                .setSeatCategoryId(price.seatCategoryId);
        }
        for (SeatCategory s : p.seatCategories) {
            CitmProtos.SeatCategory qs = q.getMutableSeatCategories().next().setSeatCategoryId(s.seatCategoryId);
            for (Area a : s.areas) {
                CitmProtos.Area area = qs.getMutableAreas().next().setAreaId(a.areaId);
                ints(area::getMutableBlockIds, a.blockIds);
            }
        }
        if (p.logo != null) q.setLogo(p.logo);
        if (p.name != null) q.setName(p.name);
        if (p.seatMapImage != null) q.setSeatMapImage(p.seatMapImage);
    }

    /**
     * A getMutable accessor marks its field present, which QuickBuffers then writes even when empty (a packed field of
     * length 0, which protobuf leaves out): it is called only for a list with elements.
     */
    private static void ints(Supplier<RepeatedInt> to, List<Integer> from) {
        if (from.isEmpty()) return;
        RepeatedInt ints = to.get();
        for (int i : from) ints.add(i);
    }

    static CitmCatalog read(CitmProtos.CitmCatalog q) {
        CitmCatalog c = new CitmCatalog();
        c.areaNames = Mapped.map(q.getAreaNames(), CitmProtos.CitmCatalog.AreaNamesEntry::getKey, CitmProtos.CitmCatalog.AreaNamesEntry::getValue);
        c.audienceSubCategoryNames = Mapped.map(q.getAudienceSubCategoryNames(),
            CitmProtos.CitmCatalog.AudienceSubCategoryNamesEntry::getKey, CitmProtos.CitmCatalog.AudienceSubCategoryNamesEntry::getValue);
        c.blockNames = Mapped.map(q.getBlockNames(), CitmProtos.CitmCatalog.BlockNamesEntry::getKey, CitmProtos.CitmCatalog.BlockNamesEntry::getValue);
        c.events = Mapped.map(q.getEvents(), CitmProtos.CitmCatalog.EventsEntry::getKey, entry -> read(entry.getValue()));
        c.performances = new ArrayList<>(q.getPerformances().length());
        for (CitmProtos.Performance p : q.getPerformances()) c.performances.add(read(p));
        c.seatCategoryNames = Mapped.map(q.getSeatCategoryNames(), CitmProtos.CitmCatalog.SeatCategoryNamesEntry::getKey,
            CitmProtos.CitmCatalog.SeatCategoryNamesEntry::getValue);
        c.subTopicNames = Mapped.map(q.getSubTopicNames(), CitmProtos.CitmCatalog.SubTopicNamesEntry::getKey,
            CitmProtos.CitmCatalog.SubTopicNamesEntry::getValue);
        c.subjectNames = Mapped.map(q.getSubjectNames(), CitmProtos.CitmCatalog.SubjectNamesEntry::getKey, CitmProtos.CitmCatalog.SubjectNamesEntry::getValue);
        c.topicNames = Mapped.map(q.getTopicNames(), CitmProtos.CitmCatalog.TopicNamesEntry::getKey, CitmProtos.CitmCatalog.TopicNamesEntry::getValue);
        c.topicSubTopics = Mapped.map(q.getTopicSubTopics(), CitmProtos.CitmCatalog.TopicSubTopicsEntry::getKey,
            entry -> ints(entry.getValue().getIds()));
        c.venueNames = Mapped.map(q.getVenueNames(), CitmProtos.CitmCatalog.VenueNamesEntry::getKey, CitmProtos.CitmCatalog.VenueNamesEntry::getValue);
        return c;
    }

    private static Event read(CitmProtos.Event q) {
        Event e = new Event();
        e.description = q.hasDescription() ? q.getDescription() : null;
        e.id = q.getId();
        e.logo = q.hasLogo() ? q.getLogo() : null;
        e.name = q.getName();
        e.subTopicIds = ints(q.getSubTopicIds());
        e.subjectCode = q.hasSubjectCode() ? q.getSubjectCode() : null;
        e.subtitle = q.hasSubtitle() ? q.getSubtitle() : null;
        e.topicIds = ints(q.getTopicIds());
        return e;
    }

    private static Performance read(CitmProtos.Performance q) {
        Performance p = new Performance();
        p.eventId = q.getEventId();
        p.id = q.getId();
        p.logo = q.hasLogo() ? q.getLogo() : null;
        p.name = q.hasName() ? q.getName() : null;
        p.prices = new ArrayList<>(q.getPrices().length());
        for (CitmProtos.Price qp : q.getPrices()) {
            Price price = new Price();
            price.amount = qp.getAmount();
            price.audienceSubCategoryId = qp.getAudienceSubCategoryId();
            price.seatCategoryId = qp.getSeatCategoryId();
            p.prices.add(price);
        }
        p.seatCategories = new ArrayList<>(q.getSeatCategories().length());
        for (CitmProtos.SeatCategory qs : q.getSeatCategories()) {
            SeatCategory s = new SeatCategory();
            s.areas = new ArrayList<>(qs.getAreas().length());
            for (CitmProtos.Area qa : qs.getAreas()) {
                Area a = new Area();
                a.areaId = qa.getAreaId();
                a.blockIds = ints(qa.getBlockIds());
                s.areas.add(a);
            }
            s.seatCategoryId = qs.getSeatCategoryId();
            p.seatCategories.add(s);
        }
        p.seatMapImage = q.hasSeatMapImage() ? q.getSeatMapImage() : null;
        p.start = q.getStart();
        p.venueCode = q.getVenueCode();
        return p;
    }

    private static List<Integer> ints(RepeatedInt from) {
        List<Integer> to = new ArrayList<>(from.length());
        for (int i = 0; i < from.length(); i++) to.add(from.get(i));
        return to;
    }
}
