package serbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import serbench.results.Environment;
import serbench.results.Results;

/** What each measuring JVM of a run is given to measure. */
class StepTest {
    private static final List<String> OPS = List.of("ser", "build+ser", "deser", "deser-read");

    private static Results run(String codec, boolean sharesModel) {
        Results r = new Results();
        r.environment.jvms.add(new Environment.Jvm("17", "v", "17", "vm", "/java"));
        r.settings = new Results.Settings("quick", true, List.of("17"), List.of(new Results.Plan(List.of(codec),
            List.of("user", "media"), OPS, List.of(1), "avgt")));
        for (String d : List.of("user", "media")) {
            r.verification.add(new Results.Check(d, codec, Results.Check.Status.PASS, null, sharesModel ? Boolean.TRUE : null));
        }
        return r;
    }

    /**
     * A codec that writes the shared model has nothing to build or read: its JVMs measure ser and deser, whose figures
     * are build+ser's and deser-read's too.
     */
    @Test
    void aCodecThatWritesTheSharedModelMeasuresTheSameWorkOnce() {
        List<Step> steps = Step.plan(run("kryo", true), Profile.QUICK);
        assertEquals(2, steps.size());
        for (Step s : steps) {
            assertEquals(List.of("ser", "deser"), s.task().ops());
            assertEquals(Map.of("build+ser", "ser", "deser-read", "deser"), s.sameAs());
        }
    }

    @Test
    void aCodecWithObjectsOfItsOwnMeasuresEveryOp() {
        for (Step s : Step.plan(run("protobuf", false), Profile.QUICK)) {
            assertEquals(OPS, s.task().ops());
            assertEquals(Map.of(), s.sameAs());
        }
    }

    /** Only an op whose twin is measured too is left out: build+ser alone is measured as build+ser. */
    @Test
    void anOpIsMeasuredAsAnotherOnlyWhenTheRunMeasuresThatOne() {
        assertEquals(Map.of("deser-read", "deser"), Step.sameWork(List.of("build+ser", "deser", "deser-read")));
        assertEquals(Map.of(), Step.sameWork(List.of("build", "roundtrip", "build+ser")));
    }
}
