package serbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import serbench.size.Compression;
import serbench.size.SizeRow;

/** The sizes CSV keeps its columns whatever a data set is called: a field with a comma or a quote is quoted (RFC 4180). */
class SizeCsvTest {
    @Test
    void aDataSetIdWithACommaOrAQuoteStaysOneField() {
        Map<Compression, Integer> compressed = new EnumMap<>(Compression.class);
        for (Compression c : Compression.values()) compressed.put(c, 10);
        List<String> lines = SizeCsv.write(List.of(new SizeRow("Item-a,b", "jackson-json", 22, compressed),
            new SizeRow("Item-\"q\"", "kryo", 9, compressed))).lines().toList();
        assertEquals("\"Item-a,b\",jackson-json,22,10,10,10,10,10", lines.get(1));
        assertEquals("\"Item-\"\"q\"\"\",kryo,9,10,10,10,10,10", lines.get(2));
    }
}
