package serbench.bench.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The measuring JVM's slices, run in this JVM as JMH runs them there: how many it takes depends on whether
 * every op has run right after a calm canary.
 */
class CalmSlicesTest {
    private static ForkResult measure(String profile, Double calmCanary) throws Exception {
        return measure(profile, calmCanary, Double.POSITIVE_INFINITY);
    }

    private static ForkResult measure(String profile, Double calmCanary, double allowedExtraSeconds) throws Exception {
        ForkTask task = new ForkTask("manual", List.of("user-small"), List.of("ser"), List.of(1), "avgt", profile, false)
            .inRun(calmCanary, allowedExtraSeconds);
        ForkOutput output = Slices.measure(task, 1, allowedExtraSeconds);
        assertEquals(1, output.results().size());
        return output.results().get(0);
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
    void aJvmWithNoTimeLeftForWaitingMeasuresOnlyThePlannedSlices() throws Exception {
        ForkResult r = measure("quick", 1.0, 0);
        assertEquals(Profile.QUICK.slices * Profile.QUICK.sliceIterations, r.samples().size());
    }

    @Test
    void aJvmMeasuresFurtherSlicesOnlyUntilItsOpHasHadCalmIterationsAndItsSlicesAgree() throws Exception {
        // a calm level this slow never binds: the JVM's own fastest reading is the reference, as for a run's first
        // JVM. How many slices that takes depends on this machine's neighbours and on its JIT (nothing warmed this op
        // up), so replay the rules on the readings.
        ForkResult r = measure("quick", 1e12);
        int perSlice = Profile.QUICK.sliceIterations;
        int slices = r.samples().size() / perSlice;
        assertEquals(slices * perSlice, r.samples().size(), "whole slices only");
        assertTrue(slices >= Profile.QUICK.slices && slices <= Profile.QUICK.maxSlices(), slices + " slices");
        List<Double> readings = r.canaries();
        for (int done = Profile.QUICK.slices; done <= slices; done++) {
            List<Double> seen = readings.subList(0, done * perSlice);
            double calm = Canary.fastest(List.of(seen));
            boolean goOn = Canary.restless(List.of(seen), calm) > 0
                || Slices.unsettled(r.samples().subList(0, done * perSlice), seen, calm, perSlice);
            if (done < slices) {
                assertTrue(goOn, "went on after slice " + done + " although the op had its calm iterations and agreeing slices");
            } else if (done < Profile.QUICK.maxSlices()) {
                assertTrue(!goOn, "stopped after slice " + done + " before the op had its calm iterations and agreeing slices");
            }
        }
    }

    @Test
    void aCompressorsSlicesHaveHalfTheIterations() throws Exception {
        ForkTask task = new ForkTask("manual", List.of("user-small"), List.of("ser", "lz4"), List.of(1), "avgt", "quick", false)
            .inRun(1e12, 0.0);
        List<ForkResult> results = Slices.measure(task, 1, 0).results();
        assertEquals(Profile.QUICK.slices * Profile.QUICK.sliceIterations, results.get(0).samples().size(), "ser");
        assertEquals(Profile.QUICK.slices * Profile.QUICK.sliceIterations / 2, results.get(1).samples().size(), "lz4");
    }

    /**
     * A further slice of a compressor JVM of several codecs is for the benchmarks that need it: here one whose
     * iterations never followed a calm canary and one whose last two slices are 20% apart, not the settled one.
     */
    @Test
    void aFurtherSliceIsForTheBenchmarksNotYetCalmOrSettled() {
        List<Double> calm = java.util.Collections.nCopies(10, 100.0), restless = java.util.Collections.nCopies(10, 150.0);
        List<Double> steady = java.util.Collections.nCopies(10, 1000.0);
        List<Double> moving = new java.util.ArrayList<>(java.util.Collections.nCopies(5, 1000.0));
        moving.addAll(java.util.Collections.nCopies(5, 800.0));
        java.util.Map<String, List<Double>> samples = java.util.Map.of("settled", steady, "restless", steady, "moving", moving);
        java.util.Map<String, List<Double>> canaries = java.util.Map.of("settled", calm, "restless", restless, "moving", calm);
        assertEquals(java.util.Set.of("restless", "moving"), Slices.due(samples, canaries, 100.0, k -> 5));
    }

    @Test
    void smokeNeitherProbesNorExtends() throws Exception {
        ForkResult r = measure("smoke", 1.0);
        assertEquals(Profile.SMOKE.slices * Profile.SMOKE.sliceIterations, r.samples().size());
        assertNull(r.canaries());
    }
}
