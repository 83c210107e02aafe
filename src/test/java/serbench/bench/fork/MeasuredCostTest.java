package serbench.bench.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class MeasuredCostTest {
    private static IterationMeter.Reading reading(long jitMillis, long classes) {
        return new IterationMeter.Reading(1000, 0, 0, jitMillis, classes, 20_000_000, 20_000_000);
    }

    @Test
    void theCpuShareIsTheThreadsCpuTimeOverTheClocksAtMostOne() {
        assertEquals(0.5, new IterationMeter.Reading(0, 0, 0, 0, 0, 10_000_000, 20_000_000).cpuShare());
        // the two clocks are read one after the other: a thread alone on its CPU can read a little over the clock
        assertEquals(1.0, new IterationMeter.Reading(0, 0, 0, 0, 0, 20_000_100, 20_000_000).cpuShare());
        assertEquals(null, new IterationMeter.Reading(0, 0, 0, 0, 0, -1, 20_000_000).cpuShare(), "no CPU clock");
    }

    @Test
    void classesLoadedWhileTheJitCompiledAreNotCountedWithOneThread() {
        // the JIT's "unloaded" trap loads a class and recompiles in the same iteration, which the figure leaves out
        List<IterationMeter.Reading> readings = List.of(reading(0, 0), reading(10, 1), reading(0, 3), reading(52, 1), reading(0, 0));
        assertEquals(3, MeasuredCost.classesLoaded(readings, 1));
    }

    @Test
    void aCodecLoadingClassesInIterationsWithoutACompileIsCounted() {
        List<IterationMeter.Reading> readings = List.of(reading(0, 2), reading(0, 2), reading(0, 2));
        assertEquals(6, MeasuredCost.classesLoaded(readings, 1));
    }

    @Test
    void withSeveralThreadsEveryIterationCountsOnce() {
        // each thread reads the same JVM-wide count over its own span, compiles or not
        List<IterationMeter.Reading> readings = List.of(reading(5, 2), reading(0, 2), reading(0, 0), reading(0, 0));
        assertEquals(2, MeasuredCost.classesLoaded(readings, 2));
    }
}
