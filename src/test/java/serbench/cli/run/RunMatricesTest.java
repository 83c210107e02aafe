package serbench.cli.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import serbench.bench.run.BenchRun;
import serbench.codec.Codec;
import serbench.data.Dataset;
import serbench.results.EvolutionCell;
import serbench.results.Results;

/** What a run's --safety, --evolution, --interop and --platform compute, for which codecs and data sets, and that nothing is computed twice. */
class RunMatricesTest {
    private static Results asked(boolean safety, boolean evolution) {
        return asked(safety, evolution, false);
    }

    private static Results asked(boolean safety, boolean evolution, boolean interop) {
        Results r = new Results();
        r.settings = new Results.Settings("smoke", false, List.of("java"), List.of(
            new Results.Plan(List.of("protobuf", "memcpy", "manual"), List.of("user", "mine"), List.of("ser"), List.of(1), "avgt"),
            new Results.Plan(List.of("protobuf", "kryo"), List.of("media", "user"), List.of("ser"), List.of(1), "avgt")),
            List.of(), safety, evolution, interop, null, false, null, null, null, false, null);
        return r;
    }

    @Test
    void aMatrixIsComputedOnlyWhenAskedForAndNotYetStored() {
        BenchRun.Prelude safety = new RunMatrices.Safety();
        BenchRun.Prelude evolution = new RunMatrices.Evolution();
        assertFalse(safety.missing(asked(false, false)) || evolution.missing(asked(false, false)), "not asked for");
        Results r = asked(true, true);
        assertTrue(safety.missing(r) && evolution.missing(r));
        // a resumed run whose file holds a matrix, even an empty one, does not compute it again
        r.safety = List.of();
        r.evolution = List.of();
        assertFalse(safety.missing(r) || evolution.missing(r));
    }

    @Test
    void theInteropMatrixIsComputedOnlyWhenAskedForAndNotYetStored() {
        BenchRun.Prelude interop = new RunMatrices.Interop();
        assertFalse(interop.missing(asked(true, true, false)), "not asked for");
        Results r = asked(false, false, true);
        assertTrue(interop.missing(r));
        r.interop = List.of();
        assertFalse(interop.missing(r));
    }

    @Test
    void thePlatformMatrixIsComputedOnlyWhenAskedForAndNotYetStored() {
        BenchRun.Prelude platform = new RunMatrices.Platform();
        assertFalse(platform.missing(asked(true, true, true)), "not asked for");
        Results r = asked(false, false);
        Results.Settings s = r.settings;
        r.settings = new Results.Settings(s.profile(), s.alloc(), s.jvms(), s.plans(), s.own(), false, false, false, null, false,
            null, null, null, true, null);
        assertTrue(platform.missing(r));
        r.platform = List.of();
        assertFalse(platform.missing(r));
    }

    @Test
    void theRunsCodecsWithoutBaselinesAndItsBuiltInDatasets() {
        Results r = asked(true, true);
        assertEquals(List.of("protobuf", "kryo"), RunMatrices.codecs(r).stream().map(Codec::id).toList());
        // "mine" stands for the user's own data set: the isolated safety JVM could not find it by id
        assertEquals(List.of("user", "media"), RunMatrices.builtInDatasets(r).stream().map(Dataset::id).toList());
    }

    @Test
    void evolutionFillsTheStoredCellsOfTheRunsCodecs() throws Exception {
        Results r = new Results();
        // protobuf and a baseline: the matrix compiles every version of the model, one codec keeps it short
        r.settings = new Results.Settings("smoke", false, List.of("java"), List.of(new Results.Plan(List.of("protobuf", "memcpy"),
            List.of("user"), List.of("ser"), List.of(1), "avgt")), List.of(), false, true, false, null, false, null, null, null, false, null);
        new RunMatrices.Evolution().compute(r, new PrintWriter(new StringWriter()), List.of());
        assertEquals(12, r.evolution.size());
        assertTrue(r.evolution.contains(new EvolutionCell("protobuf", "add-field", "old-reads-new", "ok", "note dropped")), r.evolution.toString());
        assertTrue(r.evolution.stream().anyMatch(c -> c.change().equals("widen-int") && c.direction().equals("old-reads-new")
            && c.outcome().equals("wrong")), r.evolution.toString());
    }
}
