package serbench.bench.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The measuring JVM's slices, run in this JVM as JMH runs them there: how many it takes depends on whether each op's
 * last two slices agree, read in the machine's units of their moment.
 */
class SettlingSlicesTest {
    private static ForkResult measure(String profile, double allowedExtraSeconds) throws Exception {
        ForkTask task = new ForkTask("manual", List.of("user-small"), List.of("ser"), List.of(1), "avgt", profile, false)
            .inRun(allowedExtraSeconds);
        ForkOutput output = Slices.measure(task, 1, allowedExtraSeconds);
        assertEquals(1, output.results().size());
        return output.results().get(0);
    }

    @Test
    void aJvmWithNoTimeLeftMeasuresOnlyThePlannedSlices() throws Exception {
        ForkResult r = measure("quick", 0);
        assertEquals(Profile.QUICK.slices * Profile.QUICK.sliceIterations, r.samples().size());
        assertNotNull(r.canaries());
        assertEquals(r.samples().size(), r.canaries().size(), "one reference reading per measured iteration");
        assertTrue(r.canaries().stream().allMatch(x -> x > 0));
    }

    @Test
    void aJvmMeasuresFurtherSlicesOnlyWhileItsLastTwoSlicesDisagree() throws Exception {
        // how many slices that takes depends on this machine and its JIT (nothing warmed this op up), so replay the rule
        ForkResult r = measure("quick", Double.POSITIVE_INFINITY);
        int perSlice = Profile.QUICK.sliceIterations;
        int slices = r.samples().size() / perSlice;
        assertEquals(slices * perSlice, r.samples().size(), "whole slices only");
        assertTrue(slices >= Profile.QUICK.slices && slices <= Profile.QUICK.maxSlices(), slices + " slices");
        for (int done = Profile.QUICK.slices; done <= slices; done++) {
            boolean goOn = Slices.unsettled(r.samples().subList(0, done * perSlice), perSlice);
            if (done < slices) assertTrue(goOn, "went on after slice " + done + " although its slices agreed");
            else if (done < Profile.QUICK.maxSlices()) assertTrue(!goOn, "stopped after slice " + done + " although its slices disagreed");
        }
    }

    @Test
    void aCompressorsSlicesHaveHalfTheIterations() throws Exception {
        ForkTask task = new ForkTask("manual", List.of("user-small"), List.of("ser", "lz4"), List.of(1), "avgt", "quick", false)
            .inRun(0.0);
        List<ForkResult> results = Slices.measure(task, 1, 0).results();
        assertEquals(Profile.QUICK.slices * Profile.QUICK.sliceIterations, results.get(0).samples().size(), "ser");
        assertEquals(Profile.QUICK.slices * Profile.QUICK.sliceIterations / 2, results.get(1).samples().size(), "lz4");
    }

    /** A further slice of a compressor JVM of several codecs is for the benchmarks whose last two slices disagree. */
    @Test
    void aFurtherSliceIsForTheBenchmarksWhoseSlicesDisagree() {
        List<Double> steady = Collections.nCopies(10, 1000.0);
        List<Double> slower = new ArrayList<>(Collections.nCopies(5, 1000.0));
        slower.addAll(Collections.nCopies(5, 1200.0));
        List<Double> within = new ArrayList<>(Collections.nCopies(5, 1000.0));
        within.addAll(Collections.nCopies(5, 1040.0));
        Map<String, List<Double>> samples = Map.of("settled", steady, "moved", slower, "within 5%", within);
        assertEquals(Set.of("moved"), Slices.due(samples, k -> 5));
    }

    @Test
    void smokeNeitherProbesNorExtends() throws Exception {
        ForkResult r = measure("smoke", Double.POSITIVE_INFINITY);
        assertEquals(Profile.SMOKE.slices * Profile.SMOKE.sliceIterations, r.samples().size());
        assertNull(r.canaries());
    }
}
