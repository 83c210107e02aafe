package serbench.bench.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.bench.fork.Profile;
import serbench.results.Environment;
import serbench.results.Measurement;
import serbench.results.Results;

/** The machine's history: what runs after a reading came to, and the check's forecast and warning from it. */
class MachineHistoryTest {
    private static final Instant NOW = Instant.parse("2026-12-07T15:00:00Z");
    private static final String HERE = "AMD EPYC × 2, 24000 MB";

    private static MachineHistory.Entry run(String machine, Duration ago, double check, double error, int precise) {
        return new MachineHistory.Entry(NOW.minus(ago).toString(), machine, check, 3.0, error, precise, 32);
    }

    @Test
    void theForecastIsWhatTheRunsAfterTheNearestReadingsCameTo(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("state/serbench/machine-history.json");
        for (double[] r : new double[][] {{2.0, 2.8}, {1.8, 2.5}, {10.9, 4.2}, {15.4, 4.3}, {7.1, 5.6}, {14.4, 3.0}, {2.5, 2.7}}) {
            MachineHistory.add(file, run(HERE, Duration.ofHours(1), r[0], r[1], 32));
        }
        MachineHistory.add(file, run("another machine", Duration.ofHours(1), 12, 40, 0));
        MachineHistory.add(file, run(HERE, Duration.ofDays(31), 12, 40, 0));
        List<MachineHistory.Entry> history = MachineHistory.read(file);
        assertEquals(9, history.size(), "kept in the order they came");

        MachineHistory.Foretold f = MachineHistory.foretell(history, HERE, 12, NOW);
        // the five nearest 12% of this machine's recent runs: 10.9, 14.4, 15.4, 7.1 and 2.5
        assertEquals(new MachineHistory.Foretold(5, 2.5, 15.4, 4.2, 3.0, 0), f);
        assertEquals("the 5 earlier runs here after the nearest readings (2.5 to 15.4%) had their figures at ±4.2% at the"
            + " median and their JVMs 3.0% apart", f.describe());
        assertTrue(!f.warns());
        assertNull(MachineHistory.foretell(history, "a machine never seen", 12, NOW));
    }

    @Test
    void withAHistoryTheRunsDecideTheWarningNotTheSpread() {
        List<MachineHistory.Entry> calm = List.of(run(HERE, Duration.ZERO, 30, 3, 32), run(HERE, Duration.ZERO, 35, 3, 31),
            run(HERE, Duration.ZERO, 40, 4, 32));
        Environment.MachineCheck c = MachineCheck.result(Profile.QUICK, 40, 40, MachineCheck.PINNED,
            MachineHistory.foretell(calm, HERE, 40, NOW));
        assertNull(c.warning(), "40% read before runs that came out within their target: no warning");
        assertTrue(c.foretold().startsWith("the 3 earlier runs here"), c.foretold());

        List<MachineHistory.Entry> noisy = List.of(run(HERE, Duration.ZERO, 3, 9, 20), run(HERE, Duration.ZERO, 4, 8, 25),
            run(HERE, Duration.ZERO, 5, 3, 32));
        Environment.MachineCheck n = MachineCheck.result(Profile.QUICK, 4, 4, MachineCheck.PINNED,
            MachineHistory.foretell(noisy, HERE, 4, NOW));
        assertEquals("this machine is noisy right now: the 3 earlier runs here after the nearest readings (3.0 to 5.0%) had"
            + " their figures at ±8.0% at the median and their JVMs 3.0% apart; 2 of them were too noisy to compare. Stop other"
            + " work on the machine, or rerun later.", n.warning());
        assertNull(MachineCheck.result(Profile.SMOKE, 4, 4, MachineCheck.PINNED,
            MachineHistory.foretell(noisy, HERE, 4, NOW)).warning(), "smoke never warns");
    }

    @Test
    void anUnreadableHistoryIsNoneAndTheLatestRunsAreKept(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("machine-history.json");
        Files.writeString(file, "{ not a history");
        assertEquals(List.of(), MachineHistory.read(file));
        for (int i = 0; i < MachineHistory.KEPT + 3; i++) MachineHistory.add(file, run(HERE, Duration.ZERO, i, 3, 32));
        List<MachineHistory.Entry> kept = MachineHistory.read(file);
        assertEquals(MachineHistory.KEPT, kept.size());
        assertEquals(3.0, kept.get(0).checkPercent(), "the oldest three left out");
        try (var files = Files.list(dir)) {
            assertEquals(List.of(file), files.toList(), "no temporary file left beside it");
        }
    }

    @Test
    void onlyAFinishedComparableRunWithACheckIsKept(@TempDir Path dir) {
        String before = System.setProperty(MachineHistory.FILE_PROPERTY, dir.resolve("h.json").toString());
        try {
            Results r = new Results();
            r.environment.profile = "quick";
            r.environment.complete = true;
            r.environment.machineCheck = new Environment.MachineCheck(6.5, 400, 5, null);
            r.environment.jvmSpreadPercent = 2.4;
            r.results = new ArrayList<>(List.of(new Measurement("media", "kryo", "ser", 1, "avgt", 100, 3.0, "ns/op", null,
                null, "17.0.15", 20, 97, 103, 2, 97.0, 103.0, null)));
            Results smoke = copyAs(r, "smoke");
            assertNull(MachineHistory.keep(smoke));
            assertEquals(List.of(), MachineHistory.read(MachineHistory.file()), "a smoke run teaches nothing");
            r.environment.complete = false;
            assertNull(MachineHistory.keep(r));
            assertEquals(List.of(), MachineHistory.read(MachineHistory.file()), "nor an unfinished one");
            r.environment.complete = true;
            assertNull(MachineHistory.keep(r));
            MachineHistory.Entry e = MachineHistory.read(MachineHistory.file()).get(0);
            assertEquals(List.of(6.5, 2.4, 3.0, 1, 1), List.of(e.checkPercent(), e.jvmSpreadPercent(), e.medianErrorPercent(),
                e.precise(), e.figures()));
            assertEquals(Machine.key(), e.machine());
        } finally {
            if (before == null) System.clearProperty(MachineHistory.FILE_PROPERTY);
            else System.setProperty(MachineHistory.FILE_PROPERTY, before);
        }
    }

    private static Results copyAs(Results r, String profile) {
        Results c = new Results();
        c.environment.profile = profile;
        c.environment.complete = true;
        c.environment.machineCheck = r.environment.machineCheck;
        c.environment.jvmSpreadPercent = r.environment.jvmSpreadPercent;
        c.results = r.results;
        return c;
    }
}
