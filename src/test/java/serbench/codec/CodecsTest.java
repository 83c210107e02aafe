package serbench.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    /** A way out's row is its base row's class in a JVM started with the library's switch, which no other codec shares. */
    @Test
    void aRowsJvmOptionsAreItsOwnAndOneJvmNeverMixesThem() {
        assertEquals(List.of("-Dkryo.unsafe=false"), Codecs.jvmOptions(List.of("kryo-safe")));
        assertEquals(Codecs.byId("kryo").orElseThrow().getClass(), Codecs.byId("kryo-safe").orElseThrow().getClass());
        assertEquals(List.of("-Dprotostuff.runtime.use_sun_misc_unsafe=false"), Codecs.jvmOptions(List.of("protostuff-safe")));
        assertEquals(List.of("-Dcom.caucho.hessian.unsafe=false"), Codecs.jvmOptions(List.of("hessian2-safe")));
        assertEquals(List.of(), Codecs.jvmOptions(List.of("kryo", "protobuf", "not-a-codec")));
        IllegalArgumentException mixed = assertThrows(IllegalArgumentException.class, () -> Codecs.jvmOptions(List.of("kryo", "kryo-safe")));
        assertTrue(mixed.getMessage().contains("their JVM options differ"), mixed.getMessage());
    }
}
