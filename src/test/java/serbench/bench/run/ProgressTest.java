package serbench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import serbench.bench.fork.ForkTask;
import serbench.bench.fork.Profile;
import serbench.results.Environment;
import serbench.results.Results;

/** The run's time for re-measuring: one pot shared with the further slices of JVMs whose code was still settling. */
class ProgressTest {
    private static final Environment.Jvm JVM = new Environment.Jvm("17", "v", "17.0.15", "vm", "/java");
    private static Step step(String codec) {
        return step(codec, "user");
    }

    private static Step step(String codec, String dataset) {
        return new Step(JVM, new ForkTask(codec, List.of(dataset), List.of("ser"), List.of(1), "avgt", "quick", false));
    }

    /** A measuring JVM of a round that took {@code seconds}, {@code extra} of them on further slices. */
    private static void fork(Results r, String codec, int round, double seconds, double extra) {
        fork(r, codec, "user", round, seconds, extra);
    }

    private static void fork(Results r, String codec, String dataset, int round, double seconds, double extra) {
        r.forks.add(new Results.ForkRun("17", codec, List.of(dataset), "avgt", round, seconds, extra));
    }

    /**
     * Each JVM still to come is promised what its pair's JVMs took, or those of its data set: a 1MB JVM is not a 1KB
     * one. Here the run's median (4 s) would promise 20 s for the five JVMs to come; they take 98.
     */
    @Test
    void theJvmsToComeArePromisedWhatTheirPairOrTheirDataSetTook() {
        Results r = new Results();
        List<Step> steps = List.of(step("kryo"), step("fory"), step("kryo", "media@1MB"), step("fory", "media@1MB"));
        Progress p = new Progress(r, steps, Profile.QUICK, 1000.0, () -> 0, 1);
        fork(r, "kryo", 1, 4, 0);
        fork(r, "fory", 1, 4, 0);
        fork(r, "kryo", "media@1MB", 1, 30, 0);
        // round 1 of fory x media@1MB at media@1MB's 30 s, then round 2: 4 + 4 + 30 + 30
        assertEquals(1000 - Progress.FINISH_SECONDS - 98, p.spareSeconds(), 1e-9);
        assertTrue(p.line(steps.get(2), 1).contains("ETA 1m38s"), p.line(steps.get(2), 1));
    }

    /** The line's elapsed time is the run's, as the limit counts it: the matrices and first calls before the rounds too. */
    @Test
    void theElapsedTimeIsTheRunsNotTheRoundsAlone() {
        Results r = new Results();
        List<Step> steps = List.of(step("kryo"));
        Progress p = new Progress(r, steps, Profile.QUICK, 900.0, () -> 365.4, 1);
        fork(r, "kryo", 1, 4, 0);
        assertTrue(p.line(steps.get(0), 1).contains("| 6m05s elapsed, ETA 4s + up to 8m41s for code still settling"),
            p.line(steps.get(0), 1));
    }

    /**
     * A run that ends past its time limit says so, by how much and why (issue 61, D16: a smoke run given 1 s took 20 s
     * and said nothing): the work before its measuring JVMs and the minimum rounds, which no limit cuts.
     */
    @Test
    void aRunPastItsTimeLimitSaysByHowMuchAndWhy() {
        Results r = new Results();
        double[] clock = {12.2};
        Progress p = new Progress(r, List.of(step("kryo")), Profile.SMOKE, 1.0, () -> clock[0], 1);
        clock[0] = 21.1;
        fork(r, "kryo", 1, 8.9, 0);
        assertEquals("serbench: warning: the run took 21s, 20s past its time limit (1s): the work before its measuring JVMs"
            + " took 12s (round trips, sizes, the matrices and first calls asked for, the machine check) and the measuring 9s,"
            + " and a time limit cuts neither that work nor the minimum rounds, only the waiting for calm moments and the"
            + " re-measuring; a longer --time-limit or a smaller matrix keeps within it", p.overrun());
        assertNull(new Progress(r, List.of(step("kryo")), Profile.SMOKE, 30.0, () -> 21.1, 1).overrun(), "within its limit");
        assertNull(new Progress(r, List.of(step("kryo")), Profile.SMOKE, null, () -> 21.1, 1).overrun(), "no limit");
    }

    /** A compressor JVM of several codecs names them and its widest error, not its many figures. */
    @Test
    void aCompressorJvmOfSeveralCodecsNamesThemAndItsWidestError() {
        Results r = new Results();
        Step shared = new Step(JVM, new ForkTask(List.of("kryo", "fory"), List.of("user"), List.of("zstd"), List.of(1), "avgt",
            "quick", false, List.of(), null, null));
        Progress p = new Progress(r, List.of(shared), Profile.QUICK);
        r.forks.add(new Results.ForkRun("17", List.of("kryo", "fory"), List.of("user"), "avgt", 1, 9.0, 0.0, true, false));
        for (String codec : List.of("kryo", "fory")) {
            r.results.add(new serbench.results.Measurement("user", codec, "zstd", 1, "avgt", 1000.0, codec.equals("kryo") ? 12.0 : 31.0,
                "ns/op", null, null, "17", 150, 1000.0, 1000.0, 1, null, null, null));
        }
        String line = p.line(shared, 1);
        assertTrue(line.contains("2 codecs x user compressors (kryo, fory)  widest ±3.1%"), line);
        assertFalse(line.contains("zstd"), line);
        String again = p.line(shared, List.of("fory"), 3);
        assertTrue(again.contains("(kryo, fory), this JVM timing fory again  widest ±3.1%"), again);
    }

    private static Progress progress(Results r) {
        return new Progress(r, List.of(step("kryo"), step("fory")), Profile.QUICK);
    }

    /** The pot: 1 + extraShare times the four JVMs of the minimum rounds at 5 s each. */
    private static final double POT = (1 + Profile.QUICK.extraShare) * 4 * 5;

    @Test
    void aSizeAxisPairMayTakeSixtyPercentBeyondItsMinimumRounds() {
        Results r = new Results();
        for (int round = 1; round <= 2; round++) {
            fork(r, "kryo", round, 5, 0);
            fork(r, "kryo", "addressbook@1MB", round, 5, 0);
        }
        Progress p = new Progress(r, List.of(step("kryo"), step("kryo", "addressbook@1MB")), Profile.QUICK);
        assertEquals(0.3 * 10 + 0.6 * 10, p.spareSeconds(), 1e-9);
    }

    @Test
    void aCalmRunLeavesTheWholeExtraShareForReMeasuring() {
        Results r = new Results();
        for (int round = 1; round <= 2; round++) {
            fork(r, "kryo", round, 5, 0);
            fork(r, "fory", round, 5, 0);
        }
        assertEquals(Profile.QUICK.extraShare * 4 * 5, progress(r).spareSeconds(), 1e-9);
    }

    @Test
    void furtherSlicesOfTheMinimumRoundsComeOutOfTheSamePot() {
        Results r = new Results();
        fork(r, "kryo", 1, 5, 0);
        fork(r, "fory", 1, 5, 0);
        fork(r, "kryo", 2, 6, 1);
        fork(r, "fory", 2, 7, 2);
        // the planned length is 5 s, not the 6 s of the JVMs that waited: 3 s of the pot went to waiting
        assertEquals(POT - 23, progress(r).spareSeconds(), 1e-9);
    }

    @Test
    void aRunThatWaitedLongerThanThePotReMeasuresNothing() {
        Results r = new Results();
        fork(r, "kryo", 1, 5, 0);
        fork(r, "fory", 1, 9, 4);
        fork(r, "kryo", 2, 9, 4);
        fork(r, "fory", 2, 9, 4);
        assertEquals(0, progress(r).spareSeconds());
    }

    @Test
    void theJvmsStillToComeShareTheSpareTimeEvenly() {
        Results r = new Results();
        fork(r, "kryo", 1, 5, 0);
        fork(r, "fory", 1, 7, 2);
        // two JVMs of 5 s still to come: 4 s spare, 2 s each for further slices
        assertEquals(POT - 12 - 10, progress(r).spareSeconds(), 1e-9);
        assertEquals((POT - 12 - 10) / 2, progress(r).extraSliceShare(), 1e-9);
    }

    /** Under a time limit the pot is what the limit leaves after the time spent and the JVMs still to come. */
    @Test
    void aTimeLimitLeavesWhatTheClockAllows() {
        Results r = new Results();
        fork(r, "kryo", 1, 5, 0);
        fork(r, "fory", 1, 7, 2);
        // 40 s spent since the run began (verification, machine check, two JVMs); two JVMs of 5 s to come
        Progress limited = new Progress(r, List.of(step("kryo"), step("fory")), Profile.QUICK, 60.0, () -> 40, 1);
        assertEquals(60 - Progress.FINISH_SECONDS - 40 - 10, limited.spareSeconds(), 1e-9);
        assertEquals((60 - Progress.FINISH_SECONDS - 40 - 10) / 2, limited.extraSliceShare(), 1e-9);
        assertFalse(limited.minimumRoundsPastLimit());
        // a limit longer than 30% beyond the minimum rounds gives more time than the default
        Progress generous = new Progress(r, List.of(step("kryo"), step("fory")), Profile.QUICK, 600.0, () -> 40, 1);
        assertTrue(generous.spareSeconds() > progress(r).spareSeconds());
    }

    /**
     * With two lanes the run's JVM-seconds pass twice as fast as its clock: what the limit leaves is twice the JVM time,
     * and the JVMs to come end in half the clock time.
     */
    @Test
    void twoLanesSpendJvmSecondsTwiceAsFastAsTheClock() {
        Results r = new Results();
        List<Step> steps = List.of(step("kryo"), step("fory"));
        Progress lanes = new Progress(r, steps, Profile.QUICK, 60.0, () -> 40, 2);
        // two JVMs of 5 s to come take 5 s of clock on two lanes: 20 + 5 + 10 is within 36, not within 34
        Progress within = new Progress(r, steps, Profile.QUICK, 36.0, () -> 20, 2);
        Progress past = new Progress(r, steps, Profile.QUICK, 34.0, () -> 20, 2);
        Progress oneLane = new Progress(r, steps, Profile.QUICK, 36.0, () -> 20, 1);
        fork(r, "kryo", 1, 5, 0);
        fork(r, "fory", 1, 5, 0);
        assertEquals(2 * (60 - Progress.FINISH_SECONDS - 40) - 10, lanes.spareSeconds(), 1e-9);
        assertFalse(within.minimumRoundsPastLimit());
        assertTrue(past.minimumRoundsPastLimit());
        assertTrue(oneLane.minimumRoundsPastLimit(), "one lane: 10 s of clock");
    }

    /** Lanes take no further slices: the spare time goes to re-measuring. */
    @Test
    void withLanesNoJvmWaitsForCalmMoments() {
        Results r = new Results();
        List<Step> steps = List.of(step("kryo"), step("fory"));
        fork(r, "kryo", 1, 5, 0);
        assertEquals(0.0, new Progress(r, steps, Profile.QUICK, 600.0, () -> 40, 2).extraSliceShare());
        assertTrue(new Progress(r, steps, Profile.QUICK, 600.0, () -> 40, 1).extraSliceShare() > 0);
    }

    /** A limit never cuts the minimum rounds: past it, nothing is spare, and once a round has run the run says so. */
    @Test
    void minimumRoundsPastTheLimitLeaveNothingSpare() {
        Results r = new Results();
        Progress late = new Progress(r, List.of(step("kryo"), step("fory")), Profile.QUICK, 20.0, () -> 10, 1);
        fork(r, "kryo", 1, 5, 0);
        // three JVMs of 5 s to come end at 25 s (+ the finish), past 20 s
        assertEquals(0, late.spareSeconds());
        assertEquals(0, late.extraSliceShare());
        assertFalse(late.minimumRoundsPastLimit(), "one JVM's length is no pace yet");
        fork(r, "fory", 1, 5, 0);
        assertTrue(late.minimumRoundsPastLimit(), "a round's is");
        assertFalse(progress(r).minimumRoundsPastLimit(), "no limit, nothing past it");
        fork(r, "kryo", 2, 5, 0);
        fork(r, "fory", 2, 5, 0);
        // the minimum rounds are done: re-measuring that runs into the limit is no reason to warn
        Progress after = new Progress(r, List.of(step("kryo"), step("fory")), Profile.QUICK, 20.0, () -> 19, 1);
        fork(r, "kryo", 3, 5, 0);
        fork(r, "fory", 3, 5, 0);
        assertFalse(after.minimumRoundsPastLimit(), "nothing of the minimum rounds is left");
    }

    @Test
    void theFirstJvmIsNotLimitedForItsLengthIsNotKnownYet() {
        assertNull(progress(new Results()).extraSliceShare());
    }
}
