package serbench.data.citm;

import java.util.ArrayList;
import serbench.data.Conversion;
import serbench.gen.proto.citm.CitmProtos;

/** The model to protoc's classes of citm.proto and back: maps are protobuf maps, a null string an unset field. */
final class CitmProto {
    static final Conversion<CitmCatalog, CitmProtos.CitmCatalog> CONVERSION =
        new Conversion<>(CitmProtos.CitmCatalog.class, CitmProto::build, CitmProto::read);

    private CitmProto() {}

    static CitmProtos.CitmCatalog build(CitmCatalog c) {
        return CitmProtos.CitmCatalog.newBuilder()
            .putAllAreaNames(c.areaNames).putAllAudienceSubCategoryNames(c.audienceSubCategoryNames)
            .putAllBlockNames(c.blockNames).putAllEvents(Mapped.values(c.events, CitmProto::event))
            .addAllPerformances(Mapped.list(c.performances, CitmProto::performance))
            .putAllSeatCategoryNames(c.seatCategoryNames).putAllSubTopicNames(c.subTopicNames)
            .putAllSubjectNames(c.subjectNames).putAllTopicNames(c.topicNames)
            .putAllTopicSubTopics(Mapped.values(c.topicSubTopics, ids -> CitmProtos.Ids.newBuilder().addAllIds(ids).build()))
            .putAllVenueNames(c.venueNames).build();
    }

    private static CitmProtos.Event event(Event e) {
        CitmProtos.Event.Builder b = CitmProtos.Event.newBuilder().setId(e.id).setName(e.name)
            .addAllSubTopicIds(e.subTopicIds).addAllTopicIds(e.topicIds);
        if (e.description != null) b.setDescription(e.description);
        if (e.logo != null) b.setLogo(e.logo);
        if (e.subjectCode != null) b.setSubjectCode(e.subjectCode);
        if (e.subtitle != null) b.setSubtitle(e.subtitle);
        return b.build();
    }

    private static CitmProtos.Performance performance(Performance p) {
        CitmProtos.Performance.Builder b = CitmProtos.Performance.newBuilder().setEventId(p.eventId).setId(p.id)
            .setStart(p.start).setVenueCode(p.venueCode);
        for (Price price : p.prices) {
            b.addPrices(CitmProtos.Price.newBuilder().setAmount(price.amount)
                .setAudienceSubCategoryId(price.audienceSubCategoryId).setSeatCategoryId(price.seatCategoryId));
        }
        for (SeatCategory s : p.seatCategories) {
            CitmProtos.SeatCategory.Builder sb = CitmProtos.SeatCategory.newBuilder().setSeatCategoryId(s.seatCategoryId);
            for (Area a : s.areas) sb.addAreas(CitmProtos.Area.newBuilder().setAreaId(a.areaId).addAllBlockIds(a.blockIds));
            b.addSeatCategories(sb);
        }
        if (p.logo != null) b.setLogo(p.logo);
        if (p.name != null) b.setName(p.name);
        if (p.seatMapImage != null) b.setSeatMapImage(p.seatMapImage);
        return b.build();
    }

    static CitmCatalog read(CitmProtos.CitmCatalog p) {
        CitmCatalog c = new CitmCatalog();
        c.areaNames = Mapped.values(p.getAreaNamesMap(), v -> v);
        c.audienceSubCategoryNames = Mapped.values(p.getAudienceSubCategoryNamesMap(), v -> v);
        c.blockNames = Mapped.values(p.getBlockNamesMap(), v -> v);
        c.events = Mapped.values(p.getEventsMap(), CitmProto::read);
        c.performances = Mapped.list(p.getPerformancesList(), CitmProto::read);
        c.seatCategoryNames = Mapped.values(p.getSeatCategoryNamesMap(), v -> v);
        c.subTopicNames = Mapped.values(p.getSubTopicNamesMap(), v -> v);
        c.subjectNames = Mapped.values(p.getSubjectNamesMap(), v -> v);
        c.topicNames = Mapped.values(p.getTopicNamesMap(), v -> v);
        c.topicSubTopics = Mapped.values(p.getTopicSubTopicsMap(), ids -> new ArrayList<>(ids.getIdsList()));
        c.venueNames = Mapped.values(p.getVenueNamesMap(), v -> v);
        return c;
    }

    private static Event read(CitmProtos.Event p) {
        Event e = new Event();
        e.description = p.hasDescription() ? p.getDescription() : null;
        e.id = p.getId();
        e.logo = p.hasLogo() ? p.getLogo() : null;
        e.name = p.getName();
        e.subTopicIds = new ArrayList<>(p.getSubTopicIdsList());
        e.subjectCode = p.hasSubjectCode() ? p.getSubjectCode() : null;
        e.subtitle = p.hasSubtitle() ? p.getSubtitle() : null;
        e.topicIds = new ArrayList<>(p.getTopicIdsList());
        return e;
    }

    private static Performance read(CitmProtos.Performance p) {
        Performance r = new Performance();
        r.eventId = p.getEventId();
        r.id = p.getId();
        r.logo = p.hasLogo() ? p.getLogo() : null;
        r.name = p.hasName() ? p.getName() : null;
        r.prices = Mapped.list(p.getPricesList(), pp -> {
            Price price = new Price();
            price.amount = pp.getAmount();
            price.audienceSubCategoryId = pp.getAudienceSubCategoryId();
            price.seatCategoryId = pp.getSeatCategoryId();
            return price;
        });
        r.seatCategories = Mapped.list(p.getSeatCategoriesList(), ps -> {
            SeatCategory s = new SeatCategory();
            s.areas = Mapped.list(ps.getAreasList(), pa -> {
                Area a = new Area();
                a.areaId = pa.getAreaId();
                a.blockIds = new ArrayList<>(pa.getBlockIdsList());
                return a;
            });
            s.seatCategoryId = ps.getSeatCategoryId();
            return s;
        });
        r.seatMapImage = p.hasSeatMapImage() ? p.getSeatMapImage() : null;
        r.start = p.getStart();
        r.venueCode = p.getVenueCode();
        return r;
    }
}
