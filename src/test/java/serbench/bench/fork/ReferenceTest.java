package serbench.bench.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ReferenceTest {
    @Test
    void probesOnlyWhenEnabledAndHandsEachReadingOnce() {
        Reference.enable(false);
        Reference.probe();
        assertTrue(Reference.drain().isEmpty(), "plain JMH runs leave the reference silent");
        Reference.enable(true);
        try {
            Reference.probe();
            Reference.probe();
            List<Double> readings = Reference.drain();
            assertEquals(2, readings.size());
            assertTrue(readings.stream().allMatch(x -> x > 0));
            assertTrue(Reference.drain().isEmpty());
        } finally {
            Reference.enable(false);
        }
    }

    @Test
    void theExclusionNamesTheReferencesWork() throws Exception {
        // a rename that left the option behind would let the JIT compile the reference, and its level follow the JIT's luck
        assertEquals("-XX:CompileCommand=exclude,serbench.bench.fork.ReferenceWork::run", ReferenceWork.EXCLUDE);
        assertEquals(long.class, ReferenceWork.class.getMethod("run").getReturnType());
        assertEquals(ReferenceWork.run(), ReferenceWork.run(), "fixed work");
    }
}
