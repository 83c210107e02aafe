package serbench.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The registry's table: an id names one row, on the command line and in every results file. */
class CodecsTest {
    @Test
    void everyIdNamesOneRow() {
        List<String> ids = Codecs.all().stream().map(Codec::id).toList();
        assertEquals(List.of(), ids.stream().filter(id -> Collections.frequency(ids, id) > 1).distinct().toList());
    }
}
