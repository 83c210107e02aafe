package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import serbench.bench.fork.Profile;
import serbench.codec.Codecs;
import serbench.data.Datasets;
import serbench.preset.Preset;
import serbench.preset.Presets;
import serbench.results.Results;

class PresetTest {
    @Test
    void theFiveClassicExperimentsExist() {
        assertEquals(List.of("protobuf-vs-thrift", "jmh-threads", "all-types", "dns", "object-size"),
            Presets.all().stream().map(Preset::id).toList());
    }

    static List<Profile> profiles() {
        return List.of(Profile.SMOKE, Profile.QUICK, Profile.FULL, Profile.QUICK.withForks(6));
    }

    /** Every plan names real codecs, data sets and ops, and the posts' long runs shrink for smoke and quick. */
    @ParameterizedTest
    @MethodSource("profiles")
    void plansAreValidForEveryProfile(Profile profile) {
        for (Preset p : Presets.all()) {
            for (Results.Plan plan : p.plans(profile)) {
                plan.codecs().forEach(c -> assertTrue(Codecs.byId(c).isPresent(), p.id() + ": " + c));
                plan.datasets().forEach(d -> assertTrue(Datasets.byId(d).isPresent(), p.id() + ": " + d));
                serbench.results.MeasureMode mode = serbench.results.MeasureMode.parse(plan.mode());
                if (profile != Profile.FULL) assertTrue(mode.count() <= 100_000 && mode.seconds() <= 2, p.id() + " " + plan.mode());
            }
        }
        assertEquals("count:1000000", Presets.byId("protobuf-vs-thrift").orElseThrow().plans(Profile.FULL).get(0).mode());
        assertEquals("time:60s", Presets.byId("protobuf-vs-thrift").orElseThrow().plans(Profile.FULL).get(2).mode());
    }

    @Test
    void allTypesPresetPrintsThePostsTableWithThenAndNow(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("p");
        Cli.Result r = Cli.run("run", "--preset", "all-types", "--profile", "smoke", "--out", out.toString());
        assertEquals(0, r.status(), r.out() + r.err());
        String preset = Files.readString(out.resolve("preset.md"));
        assertTrue(r.out().contains(preset), "printed as well as written");
        assertTrue(preset.contains("| 序列化(单位ns) then | 1,154 | 5,421 | 92,406 |"), preset);
        // a smoke run's figures are marked as not for comparison, and carry no error bar
        assertTrue(preset.lines().anyMatch(l -> l.startsWith("| 序列化(单位ns) now | ~") && !l.contains(" ± ")), preset);
        assertTrue(preset.contains("This is a smoke run, a CI check"), preset);
        assertTrue(preset.contains("| bytes now | 97 | 311 |"), preset);
        assertTrue(preset.contains("Where the post's method differed"), preset);
        assertTrue(Files.exists(out.resolve("report.html")));
    }
}
