package serbench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Where a further JVM goes once the minimum rounds have run. */
class RemeasuringTest {
    private static Remeasuring.Candidate<String> pair(String name, double widest, int forks) {
        return new Remeasuring.Candidate<>(name, false, widest, 0.03, forks, 5, 5);
    }

    private static Optional<String> next(List<Remeasuring.Candidate<String>> candidates, double spare) {
        return Remeasuring.next(candidates, 0.03, spare);
    }

    @Test
    void theWidestFigureGetsAFourthJvmBeforeNarrowerOnesGetAThird() {
        // a pair whose third JVM landed on the plateau of one of the other two stays the widest
        assertEquals(Optional.of("jackson"), next(List.of(pair("xstream", 0.058, 2), pair("jackson", 0.085, 3),
            pair("protobuf", 0.063, 2)), 60));
    }

    @Test
    void onEqualWidthThePairWithFewerJvmsGoesFirst() {
        assertEquals(Optional.of("avro"), next(List.of(pair("kryo", 0.08, 4), pair("avro", 0.08, 2)), 60));
    }

    @Test
    void codecsGoBeforeBaselinesHoweverWideTheBaselineIs() {
        var memcpy = new Remeasuring.Candidate<>("memcpy", true, 0.40, 0.03, 2, 5, 5);
        assertEquals(Optional.of("kryo"), next(List.of(memcpy, pair("kryo", 0.04, 2)), 60));
        assertEquals(Optional.of("memcpy"), next(List.of(memcpy, pair("kryo", 0.02, 2)), 60));
    }

    @Test
    void nothingAtOrUnderTheTargetNorAPairWithItsMostJvms() {
        assertEquals(Optional.empty(), next(List.of(pair("kryo", 0.03, 2), pair("fory", 0.5, 5)), 60));
    }

    @Test
    void eachPairAimsForItsOwnTargetButNoneForLessThanTheRunsTypicalSpread() {
        var sized = new Remeasuring.Candidate<>("kryo@1MB", false, 0.06, 0.05, 2, 10, 5);
        var fixed = new Remeasuring.Candidate<>("kryo", false, 0.08, 0.10, 2, 5, 5);
        assertEquals(Optional.of("kryo@1MB"), Remeasuring.next(List.of(sized, fixed), 0.016, 60));
        assertEquals(Optional.empty(), Remeasuring.next(List.of(fixed), 0.016, 60));
        assertEquals(Optional.empty(), Remeasuring.next(List.of(sized), 0.07, 60));
    }

    @Test
    void eachPairStopsAtItsOwnMostJvms() {
        var sized = new Remeasuring.Candidate<>("fory@1KB", false, 0.08, 0.05, 5, 10, 5);
        var fixed = new Remeasuring.Candidate<>("fory", false, 0.20, 0.10, 5, 5, 5);
        assertEquals(Optional.of("fory@1KB"), Remeasuring.next(List.of(fixed, sized), 0.016, 60));
        assertEquals(Optional.empty(), Remeasuring.next(List.of(fixed,
            new Remeasuring.Candidate<>("fory@1KB", false, 0.08, 0.05, 10, 10, 5)), 0.016, 60));
    }

    @Test
    void aCheapJvmGoesBeforeAnExpensiveOneThatWouldNarrowLittleMore() {
        var large = new Remeasuring.Candidate<>("avro@1MB", false, 0.072, 0.05, 2, 10, 19);
        var small = new Remeasuring.Candidate<>("avro@10KB", false, 0.063, 0.05, 2, 10, 3);
        assertEquals(Optional.of("avro@10KB"), Remeasuring.next(List.of(large, small), 0.02, 60));
        // far enough over its target, the expensive pair goes first
        var wide = new Remeasuring.Candidate<>("avro@1MB", false, 0.20, 0.05, 2, 10, 19);
        assertEquals(Optional.of("avro@1MB"), Remeasuring.next(List.of(wide, small), 0.02, 60));
    }

    @Test
    void aPairWhoseJvmWouldOverrunTheSpareTimeIsPassedOverForOneThatFits() {
        var slow = new Remeasuring.Candidate<>("java-builtin", false, 0.20, 0.03, 2, 5, 9.8);
        assertEquals(Optional.of("kryo"), next(List.of(slow, pair("kryo", 0.05, 2)), 6));
        assertEquals(Optional.empty(), next(List.of(slow, pair("kryo", 0.05, 2)), 4));
    }

    @Test
    void aPairOnTwoLevelsGetsItsFiveJvmsFirstHoweverNarrow() {
        var split = new Remeasuring.Candidate<>("avro", false, 0.02, 0.10, 2, 5, 5, true);
        assertEquals(Optional.of("avro"), next(List.of(pair("kryo", 0.2, 2), split), 60));
        var five = new Remeasuring.Candidate<>("avro", false, 0.02, 0.10, 5, 5, 5, true);
        assertEquals(Optional.empty(), next(List.of(five), 60), "five JVMs: its levels' shares show");
    }

    @Test
    void aPairStillOverThreeTimesItsTargetAtItsThirdJvmGetsNoFurtherOne() {
        var second = new Remeasuring.Candidate<>("fastjson2-nocache", false, 0.60, 0.10, 2, 5, 12);
        assertEquals(Optional.of("fastjson2-nocache"), next(List.of(second), 60), "one JVM far off: a third may narrow it");
        var third = new Remeasuring.Candidate<>("fastjson2-nocache", false, 0.73, 0.10, 3, 5, 12);
        assertEquals(Optional.of("kryo"), next(List.of(third, pair("kryo", 0.05, 2)), 60));
        assertEquals(Optional.empty(), next(List.of(third), 60));
        var split = new Remeasuring.Candidate<>("fastjson2-nocache", false, 0.73, 0.10, 3, 5, 12, true);
        assertEquals(Optional.empty(), next(List.of(split), 60), "on two levels too: five JVMs would not narrow it either");
        var justUnder = new Remeasuring.Candidate<>("hessian compressors", false, 0.29, 0.10, 3, 5, 8);
        assertEquals(Optional.of("hessian compressors"), next(List.of(justUnder), 60));
        // three times what it aims for: the run's typical spread when that is wider than the target
        var sized = new Remeasuring.Candidate<>("avro@1MB", false, 0.20, 0.05, 3, 10, 19);
        assertEquals(Optional.empty(), Remeasuring.next(List.of(sized), 0.016, 60));
        assertEquals(Optional.of("avro@1MB"), Remeasuring.next(List.of(sized), 0.07, 60));
    }
}
