package serbench.data.citm;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import serbench.data.Conversion;
import serbench.data.ManualFormat;

/**
 * {@code citm_catalog.json}, the public document of the JSON parsers' benchmarks (nativejson-benchmark, simdjson,
 * kotlinx.serialization's), as the typed model of all of it: the shipped file is parsed once into Jackson's tree, and
 * each call builds a fresh, equal model from it, maps in the document's order. Strict: a field missing, or a number
 * not of the model's type, is an error naming where, so the model is the whole document or nothing.
 */
public final class CitmData {
    /** CitmCatalog to each schema format's own classes (the schemas are beside this file). */
    public static final List<Conversion<CitmCatalog, ?>> CONVERSIONS = List.of(
        CitmProto.CONVERSION, CitmThrift.CONVERSION, CitmAvro.CONVERSION, CitmWire.CONVERSION,
        CitmQuickbuf.CONVERSION, CitmProtoLite.CONVERSION,
        CitmCapn.CONVERSION, CitmColfer.CONVERSION, CitmSbe.CONVERSION, CitmFbs.CONVERSION, CitmKotlin.CONVERSION);
    /** The hand-written baseline's format of CitmCatalog. */
    public static final ManualFormat<CitmCatalog> MANUAL = CitmManual.FORMAT;

    /** The shipped document, beside this class in the resources. */
    static final String RESOURCE = "citm_catalog.json";

    private CitmData() {}

    /** The parsed document, read on first use. */
    private static final class Tree {
        static final JsonNode ROOT = parse();

        private static JsonNode parse() {
            try (InputStream in = CitmData.class.getResourceAsStream(RESOURCE)) {
                if (in == null) throw new IllegalStateException(RESOURCE + " is not on the class path");
                return new ObjectMapper().readTree(in);
            } catch (IOException e) {
                throw new UncheckedIOException(RESOURCE, e);
            }
        }
    }

    public static CitmCatalog citmCatalog() {
        JsonNode d = Tree.ROOT;
        CitmCatalog c = new CitmCatalog();
        c.areaNames = names(d, "areaNames");
        c.audienceSubCategoryNames = names(d, "audienceSubCategoryNames");
        c.blockNames = names(d, "blockNames");
        c.events = map(d, "events", CitmData::event);
        c.performances = list(d, "performances", CitmData::performance);
        c.seatCategoryNames = names(d, "seatCategoryNames");
        c.subTopicNames = names(d, "subTopicNames");
        c.subjectNames = names(d, "subjectNames");
        c.topicNames = names(d, "topicNames");
        c.topicSubTopics = map(d, "topicSubTopics", CitmData::ints);
        c.venueNames = names(d, "venueNames");
        return c;
    }

    private static Event event(JsonNode n) {
        Event e = new Event();
        e.description = text(n, "description");
        e.id = integer(n, "id");
        e.logo = text(n, "logo");
        e.name = text(n, "name");
        e.subTopicIds = ints(field(n, "subTopicIds"));
        e.subjectCode = text(n, "subjectCode");
        e.subtitle = text(n, "subtitle");
        e.topicIds = ints(field(n, "topicIds"));
        return e;
    }

    private static Performance performance(JsonNode n) {
        Performance p = new Performance();
        p.eventId = integer(n, "eventId");
        p.id = integer(n, "id");
        p.logo = text(n, "logo");
        p.name = text(n, "name");
        p.prices = list(n, "prices", CitmData::price);
        p.seatCategories = list(n, "seatCategories", CitmData::seatCategory);
        p.seatMapImage = text(n, "seatMapImage");
        JsonNode start = field(n, "start");
        if (!start.canConvertToLong() || !start.isIntegralNumber()) throw new IllegalStateException("start: " + start);
        p.start = start.longValue();
        p.venueCode = text(n, "venueCode");
        return p;
    }

    private static Price price(JsonNode n) {
        Price p = new Price();
        p.amount = integer(n, "amount");
        p.audienceSubCategoryId = integer(n, "audienceSubCategoryId");
        p.seatCategoryId = integer(n, "seatCategoryId");
        return p;
    }

    private static SeatCategory seatCategory(JsonNode n) {
        SeatCategory s = new SeatCategory();
        s.areas = list(n, "areas", CitmData::area);
        s.seatCategoryId = integer(n, "seatCategoryId");
        return s;
    }

    private static Area area(JsonNode n) {
        Area a = new Area();
        a.areaId = integer(n, "areaId");
        a.blockIds = ints(field(n, "blockIds"));
        return a;
    }

    private static Map<String, String> names(JsonNode n, String name) {
        return map(n, name, v -> {
            if (!v.isTextual()) throw new IllegalStateException(name + ": not a string: " + v);
            return v.textValue();
        });
    }

    private static <V> Map<String, V> map(JsonNode n, String name, Function<JsonNode, V> value) {
        JsonNode object = field(n, name);
        if (!object.isObject()) throw new IllegalStateException(name + ": not an object");
        Map<String, V> map = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> i = object.fields(); i.hasNext(); ) {
            Map.Entry<String, JsonNode> e = i.next();
            map.put(e.getKey(), value.apply(e.getValue()));
        }
        return map;
    }

    private static <V> List<V> list(JsonNode n, String name, Function<JsonNode, V> element) {
        JsonNode array = field(n, name);
        if (!array.isArray()) throw new IllegalStateException(name + ": not an array");
        List<V> list = new ArrayList<>(array.size());
        for (JsonNode e : array) list.add(element.apply(e));
        return list;
    }

    private static List<Integer> ints(JsonNode array) {
        if (!array.isArray()) throw new IllegalStateException("not an array: " + array);
        List<Integer> list = new ArrayList<>(array.size());
        for (JsonNode e : array) list.add(integer(e));
        return list;
    }

    private static JsonNode field(JsonNode n, String name) {
        JsonNode v = n.get(name);
        if (v == null) throw new IllegalStateException("no field " + name + " in " + n);
        return v;
    }

    private static String text(JsonNode n, String name) {
        JsonNode v = field(n, name);
        if (v.isNull()) return null;
        if (!v.isTextual()) throw new IllegalStateException(name + ": not a string: " + v);
        return v.textValue();
    }

    private static int integer(JsonNode n, String name) {
        return integer(field(n, name));
    }

    private static int integer(JsonNode v) {
        if (!v.isInt()) throw new IllegalStateException("not a 32-bit integer: " + v);
        return v.intValue();
    }
}
