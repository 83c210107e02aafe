package serbench.preset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import serbench.bench.fork.Profile;
import serbench.results.Environment;
import serbench.results.Measurement;
import serbench.results.Results;

/** {@code run --preset NAME --then}: the post's versions each preset names, the rows they run as, and their table. */
class ThenTest {
    private static Preset preset(String id) {
        return Presets.byId(id).orElseThrow();
    }

    private static List<String> ids(String preset) {
        return preset(preset).then().stream().map(Then::id).toList();
    }

    /** The versions the posts used (or, where a post names none, the release of its day); null: no library version. */
    @Test
    void eachPresetNamesThePostsVersions() {
        assertEquals(Arrays.asList("jackson-json@2.4.0", "protobuf@2.6.1", null, "kryo@3.0.3", "hessian2@4.0.33", "protostuff@1.3.5"),
            ids("object-size"));
        assertEquals(Arrays.asList("protobuf@2.4.0a", "jackson-json@1.7.9", "xstream@1.3.1", null, "hessian2@3.1.5",
            "hessian2-deflate@3.1.5", "hessian1@3.1.5"), ids("all-types"));
        assertEquals(Arrays.asList("avro@1.8.2", null, "protobuf@3.5.1", "thrift-binary@0.11.0"), ids("jmh-threads"));
        assertEquals(List.of("protobuf@2.6.1", "thrift-binary@0.9.3"), ids("protobuf-vs-thrift"));
        assertEquals(Arrays.asList("protobuf@2.4.0a", null), ids("dns"));
        // each beside a row the preset runs
        for (Preset p : Presets.all()) {
            for (Then t : p.then()) assertTrue(p.plans(Profile.QUICK).get(0).codecs().contains(t.row()), p.id() + ": " + t.row());
        }
    }

    /** Each registered then-row right after today's row in every plan, and only those: the others have a reason. */
    @Test
    void theRegisteredThenRowsRunBesideTodays() {
        for (Preset p : Presets.all()) {
            List<Results.Plan> plans = ThenRows.withThen(p, p.plans(Profile.QUICK));
            for (Results.Plan plan : plans) {
                for (Then t : p.then()) {
                    boolean runs = ThenRows.whyNot(t).isEmpty();
                    assertEquals(runs, t.id() != null && plan.codecs().contains(t.id()), p.id() + ": " + t.id());
                    if (runs) assertEquals(plan.codecs().indexOf(t.row()) + 1, plan.codecs().indexOf(t.id()), p.id() + ": " + plan.codecs());
                }
            }
        }
        // registered in this build: the post's Kryo, protobuf, Jackson and protostuff of seed 004 run beside today's
        List<String> codecs = ThenRows.withThen(preset("object-size"), preset("object-size").plans(Profile.QUICK)).get(0).codecs();
        assertTrue(codecs.containsAll(List.of("kryo@3.0.3", "protobuf@2.6.1", "jackson-json@2.4.0", "protostuff@1.3.5")), codecs.toString());
        assertEquals(List.of("protobuf@2.4.0a", "jackson-json@1.7.9", "xstream@1.3.1", "hessian2@3.1.5", "hessian2-deflate@3.1.5",
            "hessian1@3.1.5"), ThenRows.runnable(preset("all-types")));
        assertEquals(List.of("protobuf@2.4.0a"), ThenRows.runnable(preset("dns")));
    }

    @Test
    void aVersionWithoutARowSaysWhy() {
        assertEquals("no kryo@9.9.9 row is registered (registered: kryo@3.0.3)", ThenRows.whyNot(Then.of("kryo", "9.9.9")).orElseThrow());
        assertEquals("no gson@2.2 row is registered", ThenRows.whyNot(Then.of("gson", "2.2")).orElseThrow());
        assertEquals("no gson@2.2 row is registered; why 2.2", ThenRows.whyNot(Then.nearest("gson", "2.1", "2.2", "why 2.2")).orElseThrow());
        assertTrue(ThenRows.whyNot(Then.none("java-builtin", "JDK 8", Then.JDK)).orElseThrow().startsWith("Java's own serialization is the JDK's"));
        assertTrue(ThenRows.whyNot(Then.of("kryo", "3.0.3")).isEmpty());
    }

    /** The side-by-side table, from synthetic results: figures, their ratio, sizes, and what the bytes show. */
    @Test
    void theTablePutsThenBesideNow() {
        Results r = run("quick");
        String md = PresetReport.markdown(preset("object-size"), r);
        assertTrue(md.contains("### The post's versions beside today's"), md);
        assertTrue(md.contains("| protobuf-java 2.6.1 → 4.36.2 | `tree-32` | ser | 8.000 ± 0.200 ms/1000 ops | 6.000 ± 0.200 ms/1000 ops"
            + " | 0.75×, faster | 1,043 B | 1,043 B | 1.00× |"), md);
        assertTrue(md.contains("| kryo 3.0.3 → 5.6.2 | `tree-32` | ser | 12.00 ± 1.00 ms/1000 ops | 11.50 ± 1.00 ms/1000 ops"
            + " | 0.96×, within the errors | 1,012 B | 1,030 B | 1.02× |"), md);
        assertTrue(md.contains("| kryo 3.0.3 → 5.6.2 | `tree-0` | ser | not measured | not measured | - | - | - | - |"), md);
        assertTrue(md.contains("- protobuf-java 2.6.1 → 4.36.2: the same bytes on `tree-32` (equal digests); the same size in other bytes on `tree-0`\n"), md);
        assertTrue(md.contains("- kryo 3.0.3 → 5.6.2: other sizes: `tree-32` 1,012 → 1,030 B; not compared on `tree-0`\n"), md);
        // the post's libraries that were not measured are named with the reason
        assertTrue(md.contains("- `java-builtin`: the post's JDK 8 (1.8.0\\_25): not measured then: Java's own serialization is the JDK's"), md);
        assertTrue(md.lines().anyMatch(l -> l.startsWith("- `hessian2`: the post's 4.0.33: not measured then: ")), md);
        assertTrue(md.contains("- `kryo`: the post's 3.0.3, measured as `kryo@3.0.3`\n"), md);

        Results smoke = run("smoke");
        assertTrue(PresetReport.markdown(preset("object-size"), smoke).contains("| ~8 ms/1000 ops | ~6 ms/1000 ops | ~0.75× |"));
        r.settings = new Results.Settings("quick", false, List.of("java"), List.of(new Results.Plan(
            List.of("protobuf", "kryo"), List.of("tree-32"), List.of("ser"), List.of(1), "count:1000")));
        assertFalse(PresetReport.markdown(preset("object-size"), r).contains("beside today's"), "only a --then run has the table");
    }

    /** all-types runs Hessian three ways: each of its then-rows is told apart by today's row. */
    @Test
    void rowsOfOneLibraryAreToldApart() {
        Results r = new Results();
        r.environment.profile = "quick";
        r.environment.jvms.add(new Environment.Jvm("17", "Debian", "17.0.15", "OpenJDK", "/usr/bin/java"));
        r.settings = new Results.Settings("quick", false, List.of("java"), List.of(new Results.Plan(
            List.of("hessian2", "hessian2@3.1.5", "hessian1", "hessian1@3.1.5", "protobuf", "protobuf@2.4.0a"), List.of("message"),
            List.of("ser"), List.of(1), "avgt")));
        for (String id : List.of("hessian2", "hessian1")) {
            r.codecs.put(id, new Results.CodecInfo("Hessian", "hessian", "4.0.66", List.of(), "", false));
            r.codecs.put(id + "@3.1.5", new Results.CodecInfo("Hessian", "hessian", "3.1.5", List.of(), "", false));
        }
        r.codecs.put("protobuf", new Results.CodecInfo("Protocol Buffers", "protobuf-java", "4.36.2", List.of(), "", false));
        r.codecs.put("protobuf@2.4.0a", new Results.CodecInfo("Protocol Buffers", "protobuf-java", "2.4.0a", List.of(), "", false));
        String md = PresetReport.markdown(preset("all-types"), r);
        assertTrue(md.contains("| `hessian2` (hessian 3.1.5 → 4.0.66) | `message` | ser |"), md);
        assertTrue(md.contains("| `hessian1` (hessian 3.1.5 → 4.0.66) | `message` | ser |"), md);
        assertTrue(md.contains("| protobuf-java 2.4.0a → 4.36.2 | `message` | ser |"), md);
    }

    private static Results run(String profile) {
        Results r = new Results();
        r.environment.profile = profile;
        r.environment.jvms.add(new Environment.Jvm("17", "Debian", "17.0.15", "OpenJDK", "/usr/bin/java"));
        r.settings = new Results.Settings(profile, false, List.of("java"), List.of(new Results.Plan(
            List.of("protobuf", "protobuf@2.6.1", "kryo", "kryo@3.0.3"), List.of("tree-0", "tree-32"), List.of("ser"), List.of(1), "count:1000")));
        r.codecs.put("protobuf", new Results.CodecInfo("Protocol Buffers", "protobuf-java", "4.36.2", List.of(), "", false));
        r.codecs.put("protobuf@2.6.1", new Results.CodecInfo("Protocol Buffers", "protobuf-java", "2.6.1", List.of(), "", false));
        r.codecs.put("kryo", new Results.CodecInfo("Kryo", "kryo", "5.6.2", List.of(), "", false));
        r.codecs.put("kryo@3.0.3", new Results.CodecInfo("Kryo", "kryo", "3.0.3", List.of(), "", false));
        r.results.add(figure("protobuf@2.6.1", 8.0, 0.2));
        r.results.add(figure("protobuf", 6.0, 0.2));
        r.results.add(figure("kryo@3.0.3", 12.0, 1.0));
        r.results.add(figure("kryo", 11.5, 1.0));
        r.sizes.add(new Results.Size("tree-32", "protobuf@2.6.1", 1043, 0, 0, 0, 0, 0));
        r.sizes.add(new Results.Size("tree-32", "protobuf", 1043, 0, 0, 0, 0, 0));
        r.sizes.add(new Results.Size("tree-32", "kryo@3.0.3", 1012, 0, 0, 0, 0, 0));
        r.sizes.add(new Results.Size("tree-32", "kryo", 1030, 0, 0, 0, 0, 0));
        r.sizes.add(new Results.Size("tree-0", "protobuf@2.6.1", 28, 0, 0, 0, 0, 0));
        r.sizes.add(new Results.Size("tree-0", "protobuf", 28, 0, 0, 0, 0, 0));
        r.verification.add(check("tree-32", "protobuf@2.6.1", "d1"));
        r.verification.add(check("tree-32", "protobuf", "d1"));
        r.verification.add(check("tree-0", "protobuf@2.6.1", "d2"));
        r.verification.add(check("tree-0", "protobuf", "d3"));
        return r;
    }

    private static Measurement figure(String codec, double score, double error) {
        return new Measurement("tree-32", codec, "ser", 1, "count:1000", score, error, "ms/1000 ops", null, null, "17", 30,
            score - error, score + error, 2, score - error, score + error, null);
    }

    private static Results.Check check(String dataset, String codec, String digest) {
        return new Results.Check(dataset, codec, Results.Check.Status.PASS, null, null, null, digest);
    }
}
