package serbench.data.citm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import org.junit.jupiter.api.Test;

/** The model is the whole of the shipped document, and every call builds a fresh, equal value. */
class CitmDataTest {
    @Test
    void theModelWrittenAsJsonIsTheDocument() throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        JsonNode document;
        try (InputStream in = CitmData.class.getResourceAsStream(CitmData.RESOURCE)) {
            document = mapper.readTree(in);
        }
        // every field, null or not, with its JSON type (an int an int, the start a long), in the document's order
        assertEquals(document, mapper.valueToTree(CitmData.citmCatalog()));
        assertEquals(mapper.writeValueAsString(document), mapper.writeValueAsString(CitmData.citmCatalog()));
    }

    @Test
    void eachCallBuildsAFreshEqualValue() {
        CitmCatalog a = CitmData.citmCatalog(), b = CitmData.citmCatalog();
        assertEquals(a, b);
        assertNotSame(a.events, b.events);
        assertNotSame(a.performances.get(0), b.performances.get(0));
        assertEquals(184, a.events.size());
        assertEquals(243, a.performances.size());
    }
}
