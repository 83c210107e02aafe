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

/** How a figure is made of its JVMs, and a note that says what was done. */
class EstimatesTest {
    private static final double USUAL = 100_000;

    /** A JVM whose iterations took {@code ns} each, the reference before each taking {@code reference} ns. */
    private static Results.Iterations jvm(int round, double ns, double reference) {
        int n = Profile.QUICK.slices * Profile.QUICK.sliceIterations;
        return new Results.Iterations("17", "kryo", "user", "ser", 1, "avgt", round, Collections.nCopies(n, ns), null, null,
            Collections.nCopies(n, reference));
    }

    /** kryo's figure of an op, as a run estimates it: with the run's typical spread between JVMs. */
    private static Measurement estimate(Results r, String dataset, String op) {
        return Estimates.of(r, "17", "kryo", dataset, op, 1, "avgt", Profile.QUICK, Estimates.typicalSpread(r, Profile.QUICK));
    }

    @Test
    void aJvmIsNotScaledByItsReferenceAndOneThatLivedBusyIsLeftOut() {
        Results r = new Results();
        r.iterations.add(jvm(1, 100, USUAL));
        // the host 5% slower for this JVM's whole life, the reference too: its own JVMs' levels did not follow the
        // reference in quiet and busy runs alike (docs/method.md, "The reference"), so the JVM counts as timed
        r.iterations.add(jvm(2, 105, 1.05 * USUAL));
        r.iterations.add(jvm(3, 101, USUAL));
        // 30% slower, the reference too: a JVM that lived while the machine was busy, left out
        r.iterations.add(jvm(4, 130, 1.3 * USUAL));
        Measurement m = estimate(r, "user", "ser");
        assertEquals(3, m.forks());
        assertEquals((100 + 105 + 101) / 3.0, m.score(), 1e-9);
        assertTrue(m.low() <= 101 && m.high() >= 104, m.low() + " " + m.high());
        assertEquals(null, m.raw(), "without CPU shares the clock's timing is the figure");
        assertTrue(m.note().contains("all of 1 JVM's, which the figure leaves out"), m.note());
    }

    @Test
    void theTimeAnIterationsThreadHadNoCpuIsLeftOutButACollectionsIsNot() {
        int n = Profile.QUICK.slices * Profile.QUICK.sliceIterations;
        // round 2 had its CPU half the time (another process's thread beside it), its reference readings unmoved
        Results.Iterations shared = new Results.Iterations("17", "kryo", "user", "ser", 1, "avgt", 2, Collections.nCopies(n, 200.0),
            null, null, Collections.nCopies(n, USUAL), null, null, null, null, null, Collections.nCopies(n, 0.5));
        Results r = new Results();
        r.iterations.add(jvm(1, 100, USUAL));
        r.iterations.add(shared);
        Measurement m = estimate(r, "user", "ser");
        assertEquals(100, m.score(), 1e-9);
        assertEquals(150, m.raw(), 1e-9, "as timed by the clock");
        assertTrue(m.note().contains("by the clock, the time its threads had no CPU included (+50.0%)"), m.note());
        // an iteration during which a collection ran keeps its whole time: its thread waited for the collection
        java.util.List<Integer> collections = new java.util.ArrayList<>(Collections.nCopies(n, 0));
        collections.set(3, 1);
        Results.Iterations collected = new Results.Iterations("17", "kryo", "user", "ser", 1, "avgt", 2,
            Collections.nCopies(n, 200.0), null, null, Collections.nCopies(n, USUAL), collections, null, null, null, null,
            Collections.nCopies(n, 0.5));
        assertEquals(200, JvmParts.samples(collected)[3], 1e-9);
        assertEquals(100, JvmParts.samples(collected)[4], 1e-9);
    }

    /** A JVM's iterations of {@code op}: the first {@code calm} at 100 ns with the usual reference, the rest busy. */
    private static Results.Iterations busyAfter(int round, String op, int calm) {
        int n = Profile.QUICK.slices * Profile.QUICK.sliceIterations;
        List<Double> ns = new java.util.ArrayList<>(), reference = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            // a neighbour CPU busy: the op 1.7 times as long, the reference 1.2 times, the thread on its CPU throughout
            ns.add(i < calm ? 100.0 : 170.0);
            reference.add(i < calm ? USUAL : 1.2 * USUAL);
        }
        return new Results.Iterations("17", "kryo", "user", op, 1, "avgt", round, ns, null, null, reference);
    }

    @Test
    void iterationsMeasuredWhileTheMachineWasBusyAreLeftOut() {
        int n = Profile.QUICK.slices * Profile.QUICK.sliceIterations;
        Results r = new Results();
        r.iterations.add(jvm(1, 100, USUAL));
        r.iterations.add(busyAfter(2, "ser", n / 2));
        Measurement m = estimate(r, "user", "ser");
        assertEquals(100, m.score(), 1e-9, "its busy half left out, not its calm slices as unsettled");
        assertEquals(2, m.forks());
        assertTrue(m.note().contains(n / 2 + " while the machine was busy (the reference before them more than 10% slower than"
            + " its calm level)"), m.note());
    }

    @Test
    void aJvmBusyThroughoutAnOpIsLeftOutOfItsFigureUnlessEveryJvmWas() {
        int n = Profile.QUICK.slices * Profile.QUICK.sliceIterations;
        Results r = new Results();
        r.iterations.add(jvm(1, 100, USUAL));
        // round 2 measured ser calm and deser only while busy: its calm level is its ser's reference
        r.iterations.add(busyAfter(2, "ser", n));
        r.iterations.add(busyAfter(2, "deser", 0));
        Results.Iterations calmDeser = jvm(1, 100, USUAL);
        r.iterations.add(new Results.Iterations("17", "kryo", "user", "deser", 1, "avgt", 1, calmDeser.samples(), null, null,
            calmDeser.canaries()));
        Measurement deser = estimate(r, "user", "deser");
        assertEquals(1, deser.forks());
        assertEquals(100, deser.score(), 1e-9);
        assertTrue(deser.note().contains("all of 1 JVM's, which the figure leaves out"), deser.note());
        // a machine busy all along: every JVM's iterations are kept as they were, a busy machine's figure
        Results busy = new Results();
        busy.iterations.add(busyAfter(1, "ser", 0));
        busy.iterations.add(busyAfter(2, "ser", 0));
        Measurement all = estimate(busy, "user", "ser");
        assertEquals(2, all.forks());
        assertEquals(170, all.score(), 1e-9);
    }

    /** A JVM that lived only in a burst (a re-measuring JVM timing one op) is judged by the run's calm level. */
    @Test
    void aJvmThatLivedOnlyWhileTheMachineWasBusyIsJudgedByTheRunsCalmLevel() {
        Results r = new Results();
        r.iterations.add(jvm(1, 100, USUAL));
        r.iterations.add(jvm(2, 102, 1.03 * USUAL));
        r.iterations.add(busyAfter(3, "ser", 0));
        Measurement m = estimate(r, "user", "ser");
        assertEquals(2, m.forks());
        assertEquals(101, m.score(), 1e-9);
        assertTrue(m.note().contains("all of 1 JVM's, which the figure leaves out"), m.note());
    }

    @Test
    void aJvmWhoseCodeIsSlowerWhileTheReferenceIsNotStaysSlower() {
        Results r = new Results();
        r.iterations.add(jvm(1, 100, USUAL));
        r.iterations.add(jvm(2, 130, USUAL));
        Measurement m = estimate(r, "user", "ser");
        assertEquals(115, m.score(), 1e-9);
        assertTrue(m.low() <= 100 && m.high() >= 130, m.low() + " " + m.high());
        assertEquals(null, m.raw(), "nothing was scaled");
    }

    @Test
    void theRunsReferenceIsTheMedianOfItsJvmsLevels() {
        Results r = new Results();
        for (int round = 1; round <= 11; round++) r.iterations.add(jvm(round, 100, USUAL + 1000 * (round - 1)));
        // 100k..110k in steps of 1k: the median is 105k, whatever one JVM's lucky or unlucky level
        assertEquals(105_000, Estimates.runReference(r), 1e-6);
        Estimates.recordReference(r);
        assertEquals(105_000.0, r.environment.referenceNanos);
        // a reading that a collection stopped is left out of its JVM's level
        assertEquals(100, serbench.stats.ReferenceLevel.of(new double[] {100, 101, 99, 100, 100, 5_000}), 1);
    }

    @Test
    void aFigureOverThreeTimesItsTargetAfterThreeJvmsSaysWhyItGotNoFurtherOne() {
        Results r = new Results();
        for (int round = 1; round <= 3; round++) r.iterations.add(jvm(round, 100 * Math.pow(2, round), USUAL));
        // the run's typical spread between JVMs, from its other figures
        Measurement three = Estimates.of(r, "17", "kryo", "user", "ser", 1, "avgt", Profile.QUICK, 0.02);
        assertTrue(three.error() / three.score() > 0.30, three.error() + " of " + three.score());
        assertTrue(three.note().contains("still wider than the ±10% target, and over 3 times it after 3 JVMs: a figure that wide"
            + " gets no further JVM"), three.note());
        for (int round = 4; round <= Profile.QUICK.maxForks; round++) r.iterations.add(jvm(round, 100 * Math.pow(2, round % 3 + 1), USUAL));
        Measurement most = Estimates.of(r, "17", "kryo", "user", "ser", 1, "avgt", Profile.QUICK, 0.02);
        assertTrue(most.note().contains("still wider than the ±10% target"), most.note());
        assertFalse(most.note().contains("no further JVM"), "it had its most JVMs: " + most.note());
    }

    @Test
    void jvmsWithoutReferenceReadingsCountUnscaled() {
        Results r = new Results();
        r.iterations.add(jvm(1, 100, USUAL));
        r.iterations.add(jvm(2, 101, USUAL));
        r.iterations.add(fork(3, Profile.QUICK.slices, false));
        assertEquals(3, estimate(r, "user", "ser").forks());
    }

    private static Results.Iterations fork(int round, int slices, boolean canary) {
        int n = slices * Profile.QUICK.sliceIterations;
        List<Double> samples = DoubleStream.iterate(100, x -> x + 0.01).limit(n).boxed().toList();
        return new Results.Iterations("17", "kryo", "user", "ser", 1, "avgt", round, samples, null, null,
            canary ? Collections.nCopies(n, USUAL) : null);
    }

    @Test
    void theNoteCountsTheJvmsThatMeasuredFurtherSlices() {
        Results r = new Results();
        r.iterations.add(fork(1, Profile.QUICK.slices, true));
        r.iterations.add(fork(2, Profile.QUICK.slices + 3, true));
        Measurement m = estimate(r, "user", "ser");
        assertTrue(m.note().contains("1 of 2 JVMs measured further slices, their code not yet settled"), m.note());
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

    /** Two JVMs of one figure at the same reference, at {@code ns} and {@code ns2} per op. */
    private static List<Results.Iterations> figure(String dataset, String op, double ns, double ns2) {
        int n = Profile.QUICK.slices * Profile.QUICK.sliceIterations;
        List<Double> canaries = Collections.nCopies(n, USUAL);
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
        r.iterations.add(jvm(1, 100, USUAL));
        assertEquals(List.of("deser@1"), Estimates.update(step, "kryo", "user", r, Profile.QUICK, null));
        r.iterations.add(jvm(2, 90, USUAL));
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
        r.iterations.add(jvm(1, 100, USUAL));
        assertEquals(List.of(), Estimates.update(step, "kryo", "user", r, Profile.QUICK, null));
        r.iterations.add(jvm(2, 90, USUAL));
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
        r.iterations.add(jvm(1, 100, USUAL));
        assertEquals(List.of(), Estimates.update(step, "kryo", "user", r, Profile.QUICK, null));
        r.iterations.add(jvm(2, 90, USUAL));
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
