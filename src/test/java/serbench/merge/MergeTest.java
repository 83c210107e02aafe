package serbench.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import serbench.bench.run.ShardSplit;
import serbench.report.MarkdownReport;
import serbench.results.Environment;
import serbench.results.Results;
import serbench.results.Shard;

/** What merge accepts, refuses, reports missing and keeps apart, on parts made by hand (no run needed). */
class MergeTest {
    private static final List<String> CODECS = List.of("kryo", "protobuf", "fory", "memcpy");
    private static final AtomicInteger RUNS = new AtomicInteger();
    private static final Results.Settings SETTINGS = new Results.Settings("quick", true, List.of("/jdk/bin/java"),
        List.of(new Results.Plan(CODECS, List.of("user", "media"), List.of("ser"), List.of(1), "avgt")));

    /** Shard {@code k} of {@code n} (0 for the whole run) as a run writes it, on a machine whose fixed work took {@code ns}. */
    private static Part part(int k, int n, String cpu, String jdk, double ns) {
        Results r = new Results();
        r.settings = SETTINGS;
        r.shard = k == 0 ? null : new Shard(k, n);
        Environment e = r.environment;
        e.cpu = cpu;
        e.cores = 2;
        e.os = "Linux";
        e.profile = "quick";
        e.serbenchVersion = "1.0";
        e.complete = true;
        e.start = "2026-11-25T10:0" + k + ":00Z";
        e.end = "2026-11-25T11:0" + k + ":00Z";
        e.jvms.add(new Environment.Jvm(jdk, "Temurin", jdk + ".0.1", "HotSpot", "/jdk/bin/java"));
        e.machineCheck = new Environment.MachineCheck(3, 400, 5, null, ns, 0.02 * ns, null);
        for (ShardSplit.Unit u : ShardSplit.part(SETTINGS, r.shard)) {
            r.codecs.put(u.codec(), new Results.CodecInfo("f", "lib", "1", List.of(), "", u.codec().equals("memcpy")));
            for (String d : u.datasets()) {
                r.datasets.put(d, d);
                r.verification.add(new Results.Check(d, u.codec(), Results.Check.Status.PASS, null));
                r.sizes.add(new Results.Size(d, u.codec(), 100, 90, 90, 80, 95, 95));
                for (int round = 1; round <= 2; round++) {
                    // every part a run of its own: two never take the same time for a JVM, to the digit
                    r.forks.add(new Results.ForkRun(jdk, u.codec(), List.of(d), "avgt", round, 5 + 1e-6 * RUNS.incrementAndGet(), 0));
                    r.iterations.add(new Results.Iterations(jdk, u.codec(), d, "ser", 1, "avgt", round,
                        List.of(100.0 + round, 101.0, 102.0, 103.0), null, null, null));
                }
            }
        }
        return new Part(null, Path.of("shard-" + k), r);
    }

    private static Set<String> measuredPairs(Results r) {
        return r.results.stream().map(m -> m.codec() + "/" + m.dataset()).collect(Collectors.toSet());
    }

    @Test
    void theShardsOfOneMachineMakeOneRunWithEveryPair() throws Exception {
        Merge.Outcome o = Merge.of(List.of(part(2, 3, "EPYC", "17", 1000), part(1, 3, "EPYC", "17", 1010), part(3, 3, "EPYC", "17", 990)));
        assertEquals(List.of(), o.warnings());
        assertEquals(List.of(), o.missing());
        Results r = o.results();
        assertEquals(measuredPairs(Merge.of(List.of(part(0, 1, "EPYC", "17", 1000))).results()), measuredPairs(r));
        assertEquals(CODECS.size() * 2, r.results.size(), "every figure, recomputed from the iterations of all shards");
        assertEquals(CODECS.size() * 2, r.verification.size());
        assertNull(r.shard);
        assertNull(r.environment.machines, "one machine: shaped as an unsharded run");
        assertEquals("2026-11-25T10:01:00Z", r.environment.start);
        assertEquals("2026-11-25T11:03:00Z", r.environment.end);
    }

    @Test
    void aMissingShardIsNamedWithItsPairsAndItsPairsAreFailures() throws Exception {
        Merge.Outcome o = Merge.of(List.of(part(1, 3, "EPYC", "17", 1000), part(3, 3, "EPYC", "17", 1000)));
        assertEquals(1, o.missing().size(), o.missing().toString());
        assertTrue(o.missing().get(0).contains("shard 2/3 is missing"), o.missing().get(0));
        int owed = ShardSplit.part(SETTINGS, new Shard(2, 3)).stream().mapToInt(u -> u.datasets().size()).sum();
        assertEquals(owed, o.results().failures.size());
        assertTrue(o.results().failures.get(0).reason().contains("shard 2/3 was not merged"));
    }

    @Test
    void partsThatDoNotBelongTogetherAreRefusedSayingWhy() {
        Part other = part(2, 3, "EPYC", "17", 1000);
        other.results().settings = new Results.Settings("full", true, SETTINGS.jvms(), SETTINGS.plans());
        assertTrue(assertThrows(MergeProblem.class, () -> Merge.of(List.of(part(1, 3, "EPYC", "17", 1000), other)))
            .getMessage().contains("settings"));
        // side by side, figures run a little slower than one at a time (docs/lanes.md): not one table
        Part lanes = part(2, 3, "EPYC", "17", 1000);
        Results.Settings s = SETTINGS;
        lanes.results().settings = new Results.Settings(s.profile(), s.alloc(), s.jvms(), s.plans(), s.own(), s.safety(),
            s.evolution(), s.interop(), s.timeLimitSeconds(), s.leaveCpusIdle(), 2, null, null, false, null);
        assertTrue(assertThrows(MergeProblem.class, () -> Merge.of(List.of(part(1, 3, "EPYC", "17", 1000), lanes)))
            .getMessage().contains("settings"));
        Part build = part(2, 3, "EPYC", "17", 1000);
        build.results().environment.serbenchVersion = "2.0";
        assertTrue(assertThrows(MergeProblem.class, () -> Merge.of(List.of(part(1, 3, "EPYC", "17", 1000), build)))
            .getMessage().contains("builds"));
        Part unfinished = part(2, 3, "EPYC", "17", 1000);
        unfinished.results().environment.complete = false;
        assertTrue(assertThrows(MergeProblem.class, () -> Merge.of(List.of(unfinished))).getMessage().contains("--resume"));
    }

    @Test
    void overlappingPartsAreRefused() {
        assertTrue(assertThrows(MergeProblem.class, () -> Merge.of(List.of(part(1, 3, "EPYC", "17", 1000),
            part(1, 3, "EPYC", "17", 1000)))).getMessage().contains("shard 1/3, which another part"));
        assertTrue(assertThrows(MergeProblem.class, () -> Merge.of(List.of(part(1, 2, "EPYC", "17", 1000),
            part(2, 3, "EPYC", "17", 1000)))).getMessage().contains("not one split"));
        assertTrue(assertThrows(MergeProblem.class, () -> Merge.of(List.of(part(0, 1, "EPYC", "17", 1000),
            part(0, 1, "EPYC", "17", 1000)))).getMessage().contains("LABEL=DIR"));
    }

    /** One run given twice, under two labels, one label twice or none, or as a copy, is no second machine or shard. */
    @Test
    void oneRunGivenTwiceIsRefused() {
        Part run = part(0, 1, "EPYC", "17", 1000);
        Part copy = new Part(null, Path.of("copy"), run.results());
        for (List<Part> twice : List.of(List.of(new Part("A", run.dir(), run.results()), new Part("B", run.dir(), run.results())),
            List.of(new Part("A", run.dir(), run.results()), new Part("A", run.dir(), run.results())), List.of(run, run),
            List.of(run, copy))) {
            String message = assertThrows(MergeProblem.class, () -> Merge.of(twice)).getMessage();
            assertTrue(message.contains("holds the same measurements as " + twice.get(0).name() + ": one run given twice"), message);
            assertTrue(!message.contains("label them"), message);
        }
        Part shard = part(1, 2, "EPYC", "17", 1000);
        assertThrows(MergeProblem.class, () -> Merge.of(List.of(shard, part(2, 2, "EPYC", "17", 1000), shard)));
    }

    @Test
    void twoMachinesAreADimensionAndNoFigureIsRankedAcrossThem() throws Exception {
        Merge.Outcome o = Merge.of(List.of(part(0, 1, "EPYC", "17", 1000), part(0, 1, "Graviton", "21", 1500)));
        Results r = o.results();
        assertEquals(2, r.environment.machines.size());
        assertEquals(List.of("2-core EPYC, JDK 17 · 17", "2-core Graviton, JDK 21 · 21"),
            r.environment.jvms.stream().map(Environment.Jvm::id).toList());
        assertEquals(2 * CODECS.size() * 2, r.results.size());
        assertEquals(CODECS.size() * 2, r.verification.size(), "a pair's round trip once");
        String md = MarkdownReport.render(r);
        assertTrue(md.contains("## Machines"), md);
        assertTrue(md.contains("| machines | 2, each in the Machines section |"), md);
        assertTrue(!md.contains("| CPU | EPYC"), "no one machine's CPU for all");
        assertTrue(md.contains("no figure is ranked against another machine's"), md);
        assertTrue(md.contains("| codec | 2-core EPYC, JDK 17 · 17 | 2-core Graviton, JDK 21 · 21 |"), md);
        assertTrue(!md.matches("(?s).*\n## [^\n]* against [^\n]*\n.*"), "no JVM-against-JVM change table across machines");
    }

    @Test
    void shardsOfOneKindWhoseCalibrationDisagreesAreKeptApartWithAWarning() throws Exception {
        Merge.Outcome o = Merge.of(List.of(part(1, 2, "EPYC", "17", 1000), part(2, 2, "EPYC", "17", 1200)));
        assertEquals(1, o.warnings().size());
        assertTrue(o.warnings().get(0).contains("fixed work took 1200.0 ± 24.0 ns there against 1000.0 ± 20.0 ns"), o.warnings().get(0));
        assertEquals(2, o.results().environment.machines.size());
        assertEquals("2-core EPYC, JDK 17 #2", o.results().environment.machines.get(1).label());
        assertEquals(2, o.missing().size(), "each machine lacks the other's shard");
        // within the errors: one machine
        assertEquals(List.of(), Merge.of(List.of(part(1, 2, "EPYC", "17", 1000), part(2, 2, "EPYC", "17", 1030))).warnings());
    }

    @Test
    void labelsKeepMachinesOfOneKindApart() throws Exception {
        Part a = part(0, 1, "EPYC", "17", 1000), b = part(0, 1, "EPYC", "17", 1000);
        Merge.Outcome o = Merge.of(List.of(new Part("cpus-0-1", a.dir(), a.results()), new Part("cpu-0", b.dir(), b.results())));
        assertEquals(List.of("cpus-0-1", "cpu-0"), o.results().environment.machines.stream().map(m -> m.label()).toList());
        assertEquals(List.of(), o.warnings());
    }
}
