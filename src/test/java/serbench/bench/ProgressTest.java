package serbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import serbench.results.Environment;
import serbench.results.Results;

/** The run's time for re-measuring: one pot shared with the further slices of JVMs that waited for calm moments. */
class ProgressTest {
    private static final Environment.Jvm JVM = new Environment.Jvm("17", "v", "17.0.15", "vm", "/java");
    private static final int PLANNED = Profile.QUICK.slices * Profile.QUICK.sliceIterations;

    private static BenchRun.Step step(String codec) {
        return new BenchRun.Step(JVM, new ForkTask(codec, List.of("user"), List.of("ser"), List.of(1), "avgt", "quick", false));
    }

    /** A measuring JVM of a round that took {@code seconds}, with {@code slices} slices of iterations. */
    private static void fork(Results r, String codec, int round, double seconds, int slices) {
        r.forks.add(new Results.ForkRun("17", codec, List.of("user"), "avgt", round, seconds));
        int n = slices * Profile.QUICK.sliceIterations;
        r.iterations.add(new Results.Iterations("17", codec, "user", "ser", 1, "avgt", round, Collections.nCopies(n, 100.0), null,
            Collections.nCopies(n, 95_000.0)));
    }

    private static double budget(Results r) {
        return new Progress(r, List.of(step("kryo"), step("fory")), Profile.QUICK).extraBudgetSeconds();
    }

    @Test
    void aCalmRunLeavesTheWholeExtraShareForReMeasuring() {
        Results r = new Results();
        for (int round = 1; round <= 2; round++) {
            fork(r, "kryo", round, 5, Profile.QUICK.slices);
            fork(r, "fory", round, 5, Profile.QUICK.slices);
        }
        assertEquals(Profile.QUICK.extraShare * 4 * 5, budget(r), 1e-9);
    }

    @Test
    void furtherSlicesOfTheMinimumRoundsComeOutOfTheSamePot() {
        Results r = new Results();
        fork(r, "kryo", 1, 5, Profile.QUICK.slices);
        fork(r, "fory", 1, 5, Profile.QUICK.slices);
        fork(r, "kryo", 2, 6, Profile.QUICK.slices + 2);
        fork(r, "fory", 2, 7, Profile.QUICK.maxSlices());
        // the pot is 1 + extraShare times four JVMs of 5 s; 3 s of it went to waiting for calm moments
        assertEquals((1 + Profile.QUICK.extraShare) * 4 * 5 - 23, budget(r), 1e-9);
    }

    @Test
    void aRunThatWaitedLongerThanThePotReMeasuresNothing() {
        Results r = new Results();
        fork(r, "kryo", 1, 5, Profile.QUICK.slices);
        fork(r, "fory", 1, 9, Profile.QUICK.maxSlices());
        fork(r, "kryo", 2, 9, Profile.QUICK.maxSlices());
        fork(r, "fory", 2, 9, Profile.QUICK.maxSlices());
        assertEquals(0, budget(r));
    }

    @Test
    void untilTheMinimumRoundsAreDoneTheRestIsEstimatedAtTheMeanJvm() {
        Results r = new Results();
        fork(r, "kryo", 1, 5, Profile.QUICK.slices);
        fork(r, "fory", 1, 7, Profile.QUICK.maxSlices());
        // two JVMs of 6 s each still to come
        assertEquals((1 + Profile.QUICK.extraShare) * 4 * 5 - 12 - 12, budget(r), 1e-9);
    }
}
