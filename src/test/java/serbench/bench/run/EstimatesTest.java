package serbench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.stream.DoubleStream;
import org.junit.jupiter.api.Test;
import serbench.bench.fork.ForkTask;
import serbench.bench.fork.Profile;
import serbench.results.Environment;
import serbench.results.Measurement;
import serbench.results.Results;

/** Which JVMs make a figure, and a note that says which waited for calm moments or were left out. */
class EstimatesTest {
    /** A JVM whose iterations took {@code ns} each, {@code calm} of them right after a canary at the run's calm level. */
    private static Results.Iterations jvm(int round, double ns, int calm) {
        int n = Profile.QUICK.slices * Profile.QUICK.sliceIterations;
        List<Double> canaries = DoubleStream.concat(DoubleStream.generate(() -> 95_000).limit(calm),
            DoubleStream.generate(() -> 130_000).limit(n - calm)).boxed().toList();
        return new Results.Iterations("17", "kryo", "user", "ser", 1, "avgt", round, Collections.nCopies(n, ns), null, null,
            canaries);
    }

    /** kryo's figure of an op, as a run estimates it: with the run's typical spread between JVMs. */
    private static Measurement estimate(Results r, String dataset, String op) {
        return Estimates.of(r, "17", "kryo", dataset, op, 1, "avgt", Profile.QUICK, Estimates.typicalSpread(r, Profile.QUICK));
    }

    @Test
    void aJvmThatNeverRanInACalmMomentIsLeftOutWhenTwoOthersDid() {
        Results r = new Results();
        r.iterations.add(jvm(1, 100, serbench.stats.SteadyState.MIN_CALM + 2));
        r.iterations.add(jvm(2, 130, 0));
        r.iterations.add(jvm(3, 101, serbench.stats.SteadyState.MIN_CALM));
        Measurement m = estimate(r, "user", "ser");
        assertEquals(2, m.forks());
        assertEquals(100.5, m.score(), 1e-9, "the mean of the two calm JVMs only");
        assertTrue(m.high() < 102, "the interval spans the two calm JVMs only: " + m.high());
        assertTrue(m.note().contains("re-measured in 3 JVMs"), m.note());
        assertTrue(m.note().contains("left out the JVM of round 2: 0 of its " + Profile.QUICK.slices * Profile.QUICK.sliceIterations
            + " iterations ran right after a calm canary"
            + " (its fastest canary 37% slower than the run's)"), m.note());
    }

    @Test
    void withoutTwoCalmJvmsEveryJvmStaysAndTheIntervalShowsTheirDisagreement() {
        Results r = new Results();
        r.iterations.add(jvm(1, 100, serbench.stats.SteadyState.MIN_CALM + 2));
        r.iterations.add(jvm(2, 130, serbench.stats.SteadyState.MIN_CALM - 1));
        Measurement m = estimate(r, "user", "ser");
        assertEquals(2, m.forks());
        assertEquals(115, m.score(), 1e-9);
        assertTrue(m.low() <= 100 && m.high() >= 130, m.low() + " " + m.high());
        assertFalse(m.note().contains("left out the JVM"), m.note());
    }

    @Test
    void aFigureOverThreeTimesItsTargetAfterThreeJvmsSaysWhyItGotNoFurtherOne() {
        Results r = new Results();
        for (int round = 1; round <= 3; round++) r.iterations.add(jvm(round, 100 * Math.pow(2, round), serbench.stats.SteadyState.MIN_CALM + 2));
        // the run's typical spread between JVMs, from its other figures
        Measurement three = Estimates.of(r, "17", "kryo", "user", "ser", 1, "avgt", Profile.QUICK, 0.02);
        assertTrue(three.error() / three.score() > 0.30, three.error() + " of " + three.score());
        assertTrue(three.note().contains("still wider than the ±10% target, and over 3 times it after 3 JVMs: a figure that wide"
            + " gets no further JVM"), three.note());
        for (int round = 4; round <= Profile.QUICK.maxForks; round++) r.iterations.add(jvm(round, 100 * Math.pow(2, round % 3 + 1),
            serbench.stats.SteadyState.MIN_CALM + 2));
        Measurement most = Estimates.of(r, "17", "kryo", "user", "ser", 1, "avgt", Profile.QUICK, 0.02);
        assertTrue(most.note().contains("still wider than the ±10% target"), most.note());
        assertFalse(most.note().contains("no further JVM"), "it had its most JVMs: " + most.note());
    }

    /** A JVM of another figure that saw a calm canary, which sets the run's calm level. */
    private static Results.Iterations calmOther() {
        return new Results.Iterations("17", "kryo", "user", "deser", 1, "avgt", 1, List.of(200.0), null, null, List.of(100_000.0));
    }

    @Test
    void aFigureWhoseJvmsNeverRanInACalmMomentAllowsForTheSlowdownOfTheCanary() {
        Results r = new Results();
        r.iterations.add(calmOther());
        r.iterations.add(jvm(1, 100, 0));   // every canary at 130,000: 30% slower than the run's calm 100,000
        r.iterations.add(jvm(2, 101, 0));
        Measurement m = estimate(r, "user", "ser");
        assertEquals(100.5, m.score(), 1e-9);
        assertEquals(100.5 / 1.6, m.low(), 1e-6, "the fast side allows for the code slowed by twice the canary's 30%");
        assertEquals(100.5 - 100.5 / 1.6, m.error(), 1e-6);
        assertTrue(m.note().contains("no iteration ran right after a calm canary (the calmest was 30% slower than the run's)"
            + ": measured while the machine was slowed throughout, so the interval allows for the code having been slowed"
            + " by up to 60%"), m.note());
        // one iteration after a calm canary in either JVM: the figure saw the machine calm, and nothing is extended
        r.iterations.set(2, jvm(2, 101, 1));
        Measurement calm = estimate(r, "user", "ser");
        assertEquals(100.5 * 0.99, calm.low(), 1e-9, "only the run's typical spread between JVMs, 1%");
        assertFalse(calm.note() != null && calm.note().contains("no iteration ran right after"), calm.note());
    }

    @Test
    void jvmsWithoutCanaryReadingsAlwaysCount() {
        Results r = new Results();
        r.iterations.add(jvm(1, 100, serbench.stats.SteadyState.MIN_CALM + 2));
        r.iterations.add(jvm(2, 101, serbench.stats.SteadyState.MIN_CALM + 2));
        r.iterations.add(fork(3, Profile.QUICK.slices, false));
        assertEquals(3, estimate(r, "user", "ser").forks());
    }

    private static Results.Iterations fork(int round, int slices, boolean canary) {
        int n = slices * Profile.QUICK.sliceIterations;
        List<Double> samples = DoubleStream.iterate(100, x -> x + 0.01).limit(n).boxed().toList();
        return new Results.Iterations("17", "kryo", "user", "ser", 1, "avgt", round, samples, null, null,
            canary ? Collections.nCopies(n, 95_000.0) : null);
    }

    @Test
    void theNoteCountsTheJvmsThatMeasuredFurtherSlices() {
        Results r = new Results();
        r.iterations.add(fork(1, Profile.QUICK.slices, true));
        r.iterations.add(fork(2, Profile.QUICK.slices + 3, true));
        Measurement m = estimate(r, "user", "ser");
        assertTrue(m.note().contains("1 of 2 JVMs measured further slices, waiting for calm moments"), m.note());
    }

    @Test
    void jvmsThatStoppedAtThePlannedSlicesAreNotMentioned() {
        Results r = new Results();
        r.iterations.add(fork(1, Profile.QUICK.slices, true));
        r.iterations.add(fork(2, Profile.QUICK.slices, false));
        Measurement m = estimate(r, "user", "ser");
        assertEquals(0, FigureNote.waited(r.iterations, Profile.QUICK));
        assertFalse(m.note() != null && m.note().contains("further slices"), m.note());
    }

    /** Two calm JVMs of one figure, at {@code ns} and {@code ns2} per op. */
    private static List<Results.Iterations> figure(String dataset, String op, double ns, double ns2) {
        int n = Profile.QUICK.slices * Profile.QUICK.sliceIterations;
        List<Double> canaries = Collections.nCopies(n, 95_000.0);
        return List.of(new Results.Iterations("17", "kryo", dataset, op, 1, "avgt", 1, Collections.nCopies(n, ns), null, null, canaries),
            new Results.Iterations("17", "kryo", dataset, op, 1, "avgt", 2, Collections.nCopies(n, ns2), null, null, canaries));
    }

    @Test
    void aFigureWhoseJvmsHappenToAgreeGetsTheRunsTypicalSpreadBetweenJvms() {
        Results r = new Results();
        r.iterations.addAll(figure("user", "ser", 100, 100.1));
        r.iterations.addAll(figure("user", "deser", 200, 220));
        r.iterations.addAll(figure("media", "ser", 300, 309));
        assertEquals(0.03, Estimates.typicalSpread(r, Profile.QUICK), 1e-12);
        Measurement close = estimate(r, "user", "ser");
        assertEquals(100.05 * 0.03, close.error(), 1e-9);
        assertEquals(100.05 * 0.97, close.low(), 1e-9);
        assertTrue(close.note().contains("interval widened to ±3.0%, the run's typical spread between the JVMs of a figure"
            + " (this one's: 0.1%)"), close.note());
        Measurement apart = estimate(r, "user", "deser");
        assertEquals(10.0, apart.error(), 1e-9, "the interval spans both JVMs, beyond the floor");
        assertEquals(200.0, apart.low(), 1e-9);
        assertFalse(apart.note() != null && apart.note().contains("widened"), apart.note());
    }

    /** As a step's JVMs end its figures are replaced, not added to, and an op no JVM measured is named. */
    @Test
    void updatingAStepReplacesItsFiguresAndNamesTheOpsNoJvmMeasured() {
        Results r = new Results();
        Step step = new Step(new Environment.Jvm("17", "v", "17", "vm", "/java"),
            new ForkTask("kryo", List.of("user"), List.of("ser", "deser"), List.of(1), "avgt", "quick", false));
        r.iterations.add(jvm(1, 100, serbench.stats.SteadyState.MIN_CALM));
        assertEquals(List.of("deser@1"), Estimates.update(step, "kryo", "user", r, Profile.QUICK, null));
        r.iterations.add(jvm(2, 90, serbench.stats.SteadyState.MIN_CALM));
        assertEquals(List.of("deser@1"), Estimates.update(step, "kryo", "user", r, Profile.QUICK, null));
        assertEquals(1, r.results.size(), r.results.toString());
        assertEquals(2, r.results.get(0).forks());
        assertEquals(95, r.results.get(0).score(), 1e-9);
    }

    /** An op measured as another (the same work) gets that op's figure, saying so, and follows it as JVMs end. */
    @Test
    void anOpOfTheSameWorkGetsTheMeasuredOpsFigureUnderItsOwnName() {
        Results r = new Results();
        Step step = new Step(new Environment.Jvm("17", "v", "17", "vm", "/java"),
            new ForkTask("kryo", List.of("user"), List.of("ser"), List.of(1), "avgt", "quick", false), Map.of("build+ser", "ser"));
        r.iterations.add(jvm(1, 100, serbench.stats.SteadyState.MIN_CALM));
        assertEquals(List.of(), Estimates.update(step, "kryo", "user", r, Profile.QUICK, null));
        r.iterations.add(jvm(2, 90, serbench.stats.SteadyState.MIN_CALM));
        Estimates.update(step, "kryo", "user", r, Profile.QUICK, null);
        assertEquals(2, r.results.size(), r.results.toString());
        Measurement ser = r.results.stream().filter(m -> m.op().equals("ser")).findFirst().orElseThrow();
        Measurement buildSer = r.results.stream().filter(m -> m.op().equals("build+ser")).findFirst().orElseThrow();
        assertEquals(95, buildSer.score(), 1e-9);
        assertEquals(ser.error(), buildSer.error());
        assertEquals(2, buildSer.forks());
        assertEquals("ser", buildSer.sameAs());
        assertEquals(null, ser.sameAs());
    }

    /** A codec that writes the measured codec's bytes gets its compressor's figures, naming whose bytes, as JVMs end. */
    @Test
    void aCodecOfTheSameBytesGetsTheMeasuredCodecsCompressorFigures() {
        Results r = new Results();
        Step step = new Step(new Environment.Jvm("17", "v", "17", "vm", "/java"),
            new ForkTask("kryo", List.of("user"), List.of("ser"), List.of(1), "avgt", "quick", false), Map.of(),
            Map.of("kryo-unsafe", "kryo"));
        r.iterations.add(jvm(1, 100, serbench.stats.SteadyState.MIN_CALM));
        assertEquals(List.of(), Estimates.update(step, "kryo", "user", r, Profile.QUICK, null));
        r.iterations.add(jvm(2, 90, serbench.stats.SteadyState.MIN_CALM));
        Estimates.update(step, "kryo", "user", r, Profile.QUICK, null);
        assertEquals(2, r.results.size(), r.results.toString());
        Measurement own = r.results.stream().filter(m -> m.codec().equals("kryo")).findFirst().orElseThrow();
        Measurement same = r.results.stream().filter(m -> m.codec().equals("kryo-unsafe")).findFirst().orElseThrow();
        assertEquals(95, same.score(), 1e-9);
        assertEquals(own.error(), same.error());
        assertEquals("kryo", same.sameBytes());
        assertEquals(null, own.sameBytes());
        Estimates.updateAll(List.of(step), r, Profile.QUICK);
        assertEquals(2, r.results.size(), r.results.toString());
    }
}
