package serbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.List;
import java.util.stream.DoubleStream;
import org.junit.jupiter.api.Test;
import serbench.results.Measurement;
import serbench.results.Results;

/** A figure's note says which of its JVMs waited for calm moments. */
class EstimatesTest {
    private static Results.Iterations fork(int round, int slices, boolean canary) {
        int n = slices * Profile.QUICK.sliceIterations;
        List<Double> samples = DoubleStream.iterate(100, x -> x + 0.01).limit(n).boxed().toList();
        return new Results.Iterations("17", "kryo", "user", "ser", 1, "avgt", round, samples, null,
            canary ? Collections.nCopies(n, 95_000.0) : null);
    }

    @Test
    void theNoteCountsTheJvmsThatMeasuredFurtherSlices() {
        Results r = new Results();
        r.iterations.add(fork(1, Profile.QUICK.slices, true));
        r.iterations.add(fork(2, Profile.QUICK.slices + 3, true));
        Measurement m = Estimates.of(r, "17", "kryo", "user", "ser", 1, "avgt", Profile.QUICK);
        assertTrue(m.note().contains("1 of 2 JVMs measured further slices, waiting for calm moments"), m.note());
    }

    @Test
    void jvmsThatStoppedAtThePlannedSlicesAreNotMentioned() {
        Results r = new Results();
        r.iterations.add(fork(1, Profile.QUICK.slices, true));
        r.iterations.add(fork(2, Profile.QUICK.slices, false));
        Measurement m = Estimates.of(r, "17", "kryo", "user", "ser", 1, "avgt", Profile.QUICK);
        assertEquals(0, Estimates.waited(r.iterations, Profile.QUICK));
        assertFalse(m.note() != null && m.note().contains("further slices"), m.note());
    }
}
