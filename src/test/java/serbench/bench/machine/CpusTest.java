package serbench.bench.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class CpusTest {
    @Test
    void aLinuxCpuListIsParsed() {
        assertEquals(List.of(0, 1), Cpus.list("0-1"));
        assertEquals(List.of(0, 2, 3, 8), Cpus.list("0,2-3,8"));
        assertThrows(IllegalArgumentException.class, () -> Cpus.list("3-1"));
        assertThrows(IllegalArgumentException.class, () -> Cpus.list("zero"));
    }
}
