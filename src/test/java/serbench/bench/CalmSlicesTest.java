package serbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The measuring JVM's slices, run in this JVM as JMH runs them there: how many it takes depends on whether
 * every op has run right after a calm canary.
 */
class CalmSlicesTest {
    private static ForkResult measure(String profile, Double calmCanary) throws Exception {
        ForkTask task = new ForkTask("manual", List.of("user-small"), List.of("ser"), List.of(1), "avgt", profile, false)
            .withCalmCanary(calmCanary);
        List<ForkResult> results = ForkMain.measure(task, 1);
        assertEquals(1, results.size());
        return results.get(0);
    }

    @Test
    void aJvmThatNeverSawTheRunsCalmLevelMeasuresUpToItsCap() throws Exception {
        // no reading can come within 10% of 1 ns: the machine never looks calm to this JVM
        ForkResult r = measure("quick", 1.0);
        int perSlice = Profile.QUICK.sliceIterations;
        assertEquals(Profile.QUICK.maxSlices() * perSlice, r.samples().size());
        assertNotNull(r.canaries());
        assertEquals(r.samples().size(), r.canaries().size(), "one canary reading per measured iteration");
    }

    @Test
    void aJvmThatSawCalmMomentsStopsAtThePlannedSlices() throws Exception {
        // every reading is within 10% of a calm level this slow
        ForkResult r = measure("quick", 1e12);
        assertEquals(Profile.QUICK.slices * Profile.QUICK.sliceIterations, r.samples().size());
    }

    @Test
    void smokeNeitherProbesNorExtends() throws Exception {
        ForkResult r = measure("smoke", 1.0);
        assertEquals(Profile.SMOKE.slices * Profile.SMOKE.sliceIterations, r.samples().size());
        assertNull(r.canaries());
    }
}
