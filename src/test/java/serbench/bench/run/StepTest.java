package serbench.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import serbench.bench.fork.Profile;
import serbench.results.Environment;
import serbench.results.Measurement;
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
            r.verification.add(new Results.Check(d, codec, Results.Check.Status.PASS, null, sharesModel ? Boolean.TRUE : null, null, null));
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

    /**
     * The zero-copy ops run in JVMs of their own, on the data sets where the round-trip gate found the format offers
     * them; a codec that offers them nowhere has no such JVM.
     */
    @Test
    void theZeroCopyOpsRunInJvmsOfTheirOwnWhereOffered() {
        Results r = new Results();
        r.environment.jvms.add(new Environment.Jvm("17", "v", "17", "vm", "/java"));
        r.settings = new Results.Settings("quick", true, List.of("17"), List.of(new Results.Plan(List.of("flatbuffers", "protobuf"),
            List.of("user", "media"), List.of("deser-read", "access", "update"), List.of(1), "avgt")));
        for (String c : List.of("flatbuffers", "protobuf")) {
            for (String d : List.of("user", "media")) {
                boolean offered = c.equals("flatbuffers") && d.equals("media");
                r.verification.add(new Results.Check(d, c, Results.Check.Status.PASS, null, null, offered ? Boolean.TRUE : null, null));
            }
        }
        List<String> planned = Step.plan(r, Profile.QUICK).stream()
            .map(s -> s.task().codecs() + " " + s.task().datasets() + " " + s.task().ops()).toList();
        assertEquals(List.of("[flatbuffers] [user] [deser-read]", "[flatbuffers] [media] [deser-read]",
            "[flatbuffers] [media] [access, update]", "[protobuf] [user] [deser-read]", "[protobuf] [media] [deser-read]"), planned);
        // each counts its own JVMs: the codec's JVM on media is not the zero-copy one's
        List<Step> steps = Step.plan(r, Profile.QUICK);
        r.forks.add(new Results.ForkRun("17", List.of("flatbuffers"), List.of("media"), "avgt", 1, 2.0, 0.0, false, true));
        assertEquals(List.of(0, 0, 1, 0, 0), steps.stream().map(st -> st.forks(r)).toList());
    }

    /**
     * The compressors' ops on several codecs' bytes share a JVM, at most {@link Step#COMPRESSOR_BENCHMARKS_PER_JVM}
     * benchmarks of them: every codec's bytes in exactly one such JVM, a baseline's in none, and each codec's own ops in
     * JVMs of its own.
     */
    @Test
    void severalCodecsBytesShareACompressorJvm() {
        List<String> codecs = java.util.stream.IntStream.range(0, 20).mapToObj(i -> "codec" + i).toList();
        List<String> withBaseline = new java.util.ArrayList<>(codecs);
        withBaseline.add("memcpy");
        for (List<String> compressorOps : List.of(List.of("zstd", "unzstd", "lz4", "unlz4"), List.of("zstd", "unzstd"))) {
            Results r = new Results();
            r.environment.jvms.add(new Environment.Jvm("17", "v", "17", "vm", "/java"));
            List<String> ops = new java.util.ArrayList<>(List.of("build+ser", "deser-read"));
            ops.addAll(compressorOps);
            r.settings = new Results.Settings("quick", true, List.of("17"), List.of(new Results.Plan(withBaseline,
                List.of("media"), ops, List.of(1), "avgt")));
            r.codecs.put("memcpy", new Results.CodecInfo("memcpy", "JDK", "17", List.of(), "copy", true));
            for (String c : withBaseline) r.verification.add(new Results.Check("media", c, Results.Check.Status.PASS, null));
            List<Step> steps = Step.plan(r, Profile.QUICK);
            List<Step> own = steps.stream().filter(s -> !s.compressors()).toList();
            List<Step> compressors = steps.stream().filter(Step::compressors).toList();
            assertEquals(withBaseline, own.stream().map(s -> s.task().codec()).toList());
            int perJvm = Step.COMPRESSOR_BENCHMARKS_PER_JVM / compressorOps.size();
            assertEquals(perJvm, compressors.get(0).task().codecs().size());
            assertEquals(codecs, compressors.stream().flatMap(s -> s.task().codecs().stream()).toList());
            assertEquals((codecs.size() + perJvm - 1) / perJvm, compressors.size());
            compressors.forEach(s -> assertEquals(compressorOps, s.task().ops()));
            Measurement theirs = new Measurement("media", "codec3", "zstd", 1, "avgt", 5.0, 0.1, "ns/op", null, null, "17", 150,
                5.0, 5.0, 2, null, null, null);
            assertEquals(1, steps.stream().filter(s -> s.owns(theirs)).count());
        }
    }

    /** A compressor JVM never mixes codecs whose JVM options differ: a library's switch holds for the whole JVM. */
    @Test
    void aCompressorJvmTimesOnlyCodecsOfTheSameJvmOptions() {
        Results r = new Results();
        r.environment.jvms.add(new Environment.Jvm("17", "v", "17", "vm", "/java"));
        List<String> codecs = List.of("kryo", "kryo-safe", "protobuf", "protostuff-safe");
        r.settings = new Results.Settings("quick", true, List.of("17"), List.of(new Results.Plan(codecs, List.of("media"),
            List.of("deser-read", "zstd", "unzstd"), List.of(1), "avgt")));
        for (String c : codecs) r.verification.add(new Results.Check("media", c, Results.Check.Status.PASS, null));
        List<List<String>> compressorJvms = Step.plan(r, Profile.QUICK).stream().filter(Step::compressors).map(s -> s.task().codecs()).toList();
        assertEquals(List.of(List.of("kryo", "protobuf"), List.of("kryo-safe"), List.of("protostuff-safe")), compressorJvms);
    }

    /**
     * Codecs whose bytes are another's, byte for byte (the same digest of the pool's bytes on every data set), are not
     * given to a compressor JVM: the first codec of those bytes is, and its figures are theirs. A codec without a digest
     * (an older run's check) is timed itself; each codec's own ops are timed whatever its bytes.
     */
    @Test
    void codecsWritingTheSameBytesShareTheirCompressorsFigures() {
        Results r = new Results();
        r.environment.jvms.add(new Environment.Jvm("17", "v", "17", "vm", "/java"));
        List<String> codecs = List.of("protobuf", "kryo", "wire", "protobuf-lite", "old", "kryo-unsafe");
        r.settings = new Results.Settings("quick", true, List.of("17"), List.of(new Results.Plan(codecs, List.of("media"),
            List.of("deser-read", "zstd", "unzstd"), List.of(1), "avgt")));
        Map<String, String> digests = Map.of("protobuf", "aa", "kryo", "bb", "wire", "aa", "protobuf-lite", "aa", "kryo-unsafe", "bb");
        for (String c : codecs) {
            r.verification.add(new Results.Check("media", c, Results.Check.Status.PASS, null, null, null, digests.get(c)));
        }
        List<Step> steps = Step.plan(r, Profile.QUICK);
        assertEquals(codecs, steps.stream().filter(s -> !s.compressors()).map(s -> s.task().codec()).toList());
        List<Step> compressors = steps.stream().filter(Step::compressors).toList();
        assertEquals(1, compressors.size());
        Step shared = compressors.get(0);
        assertEquals(List.of("protobuf", "kryo", "old"), shared.task().codecs());
        assertEquals(Map.of("wire", "protobuf", "protobuf-lite", "protobuf", "kryo-unsafe", "kryo"), shared.sameBytes());
        assertEquals(List.of("wire", "protobuf-lite"), shared.sameBytesAs("protobuf"));
        Measurement wires = new Measurement("media", "wire", "zstd", 1, "avgt", 5.0, 0.1, "ns/op", null, null, "17", 150,
            5.0, 5.0, 2, null, null, null);
        assertTrue(shared.owns(wires));
    }

    /**
     * A further compressor JVM times only the codecs with a figure over the width it aims for (or on two levels); when
     * none is, every one; a codec's own step always its codec.
     */
    @Test
    void aFurtherCompressorJvmTimesOnlyTheCodecsWhoseFiguresNeedIt() {
        Results r = new Results();
        r.environment.jvms.add(new Environment.Jvm("17", "v", "17", "vm", "/java"));
        List<String> codecs = List.of("protobuf", "kryo", "avro");
        r.settings = new Results.Settings("quick", true, List.of("17"), List.of(new Results.Plan(codecs, List.of("media"),
            List.of("deser-read", "zstd", "unzstd"), List.of(1), "avgt")));
        for (String c : codecs) r.verification.add(new Results.Check("media", c, Results.Check.Status.PASS, null));
        List<Step> steps = Step.plan(r, Profile.QUICK);
        Step shared = steps.stream().filter(Step::compressors).findFirst().orElseThrow();
        Step kryo = steps.stream().filter(s -> !s.compressors() && s.task().codecs().equals(List.of("kryo"))).findFirst().orElseThrow();
        for (String c : codecs) {
            for (String op : List.of("zstd", "unzstd")) {
                double error = c.equals("kryo") && op.equals("unzstd") ? 12.0 : 2.0;
                r.results.add(new Measurement("media", c, op, 1, "avgt", 100, error, "ns/op", null, null, "17", 50, 95, 105, 2,
                    100 - error, 100 + error, null));
            }
        }
        assertEquals(List.of("kryo"), shared.due(r, 0.10));
        assertEquals(codecs, shared.due(r, 0.15));
        assertEquals(List.of("kryo"), kryo.due(r, 0.0));
    }

    /** Only an op whose twin is measured too is left out: build+ser alone is measured as build+ser. */
    @Test
    void anOpIsMeasuredAsAnotherOnlyWhenTheRunMeasuresThatOne() {
        assertEquals(Map.of("deser-read", "deser"), Step.sameWork(List.of("build+ser", "deser", "deser-read")));
        assertEquals(Map.of(), Step.sameWork(List.of("build", "roundtrip", "build+ser")));
    }

    private static Measurement figure(String dataset, String op, double score, Double error) {
        return new Measurement(dataset, "protobuf", op, 1, "avgt", score, error, "ns/op", null, null, "17", 150, score,
            score, 2, null, null, null);
    }

    /**
     * A step's standing for a further JVM: its widest relative interval over its figures on every one of its data sets
     * (a figure without an interval widest of all), its JVMs so far and their planned seconds on average; nothing of
     * another step's JVMs or figures.
     */
    @Test
    void eachStepStandsForAFurtherJvmByItsOwnJvmsAndFigures() {
        Results r = run("protobuf", false);
        List<Step> steps = Step.plan(r, Profile.QUICK);
        Step user = steps.get(0);
        Step media = steps.get(1);
        assertEquals(List.of("user"), user.task().datasets());
        r.forks.add(new Results.ForkRun("17", "protobuf", List.of("user"), "avgt", 1, 4.0, 0.0));
        r.forks.add(new Results.ForkRun("17", "protobuf", List.of("user"), "avgt", 2, 5.0, 1.0));
        r.forks.add(new Results.ForkRun("17", "protobuf", List.of("media"), "avgt", 1, 3.0, 0.0));
        r.results.add(figure("user", "ser", 100, 2.0));
        r.results.add(figure("user", "deser", 200, 10.0));
        r.results.add(figure("media", "ser", 100, null));

        List<Remeasuring.Candidate<Step>> candidates = Step.candidates(steps, r, Profile.QUICK);
        assertEquals(new Remeasuring.Candidate<>(user, false, 0.05, 0.10, 2, 5, 4.0), candidates.get(0));
        assertEquals(new Remeasuring.Candidate<>(media, false, Double.POSITIVE_INFINITY, 0.10, 1, 5, 3.0), candidates.get(1));
        r.forks.clear();
        r.results.clear();
        assertEquals(new Remeasuring.Candidate<>(user, false, 0.0, 0.10, 0, 5, 0.0), Step.candidates(steps, r, Profile.QUICK).get(0));
    }

    /**
     * The compressors' ops on a codec's bytes are timed in JVMs of their own, apart from the codec's ops, and each of
     * the two steps counts its own JVMs and its own figures when a further JVM is chosen.
     */
    @Test
    void compressorsAreTimedInJvmsOfTheirOwn() {
        Results r = run("protobuf", false);
        r.settings = new Results.Settings("quick", true, List.of("17"), List.of(new Results.Plan(List.of("protobuf"),
            List.of("user", "media"), List.of("ser", "zstd", "deser", "unzstd"), List.of(1), "avgt")));
        List<Step> steps = Step.plan(r, Profile.QUICK);
        assertEquals(List.of(List.of("ser", "deser"), List.of("ser", "deser"), List.of("zstd", "unzstd"), List.of("zstd", "unzstd")),
            steps.stream().map(s -> s.task().ops()).toList());
        assertEquals(List.of(false, false, true, true), steps.stream().map(Step::compressors).toList());
        Step codec = steps.get(0);
        Step compressors = steps.get(2);
        r.forks.add(new Results.ForkRun("17", "protobuf", List.of("user"), "avgt", 1, 4.0, 0.0));
        r.forks.add(new Results.ForkRun("17", "protobuf", List.of("user"), "avgt", 2, 5.0, 0.0));
        r.forks.add(new Results.ForkRun("17", List.of("protobuf"), List.of("user"), "avgt", 1, 2.0, 0.0, true, false));
        r.results.add(figure("user", "ser", 100, 2.0));
        r.results.add(figure("user", "zstd", 100, 30.0));
        r.results.add(figure("user", "deser", 100, 4.0));
        List<Remeasuring.Candidate<Step>> candidates = Step.candidates(List.of(codec, compressors), r, Profile.QUICK);
        assertEquals(new Remeasuring.Candidate<>(codec, false, 0.04, 0.10, 2, 5, 4.5), candidates.get(0));
        assertEquals(new Remeasuring.Candidate<>(compressors, false, 0.30, 0.10, 1, 5, 2.0), candidates.get(1));
        assertTrue(codec.owns(figure("user", "ser", 1, null)) && !codec.owns(figure("user", "zstd", 1, null)));
        assertTrue(compressors.owns(figure("user", "zstd", 1, null)) && !compressors.owns(figure("user", "ser", 1, null)));
    }

    /** A baseline's bytes are no codec's: no JVM compresses them. */
    @Test
    void noJvmCompressesABaselinesBytes() {
        Results r = run("memcpy", false);
        r.codecs.put("memcpy", new Results.CodecInfo("memcpy", "m", "v", List.of(), "s", true));
        r.settings = new Results.Settings("quick", true, List.of("17"), List.of(new Results.Plan(List.of("memcpy"),
            List.of("user"), List.of("ser", "zstd"), List.of(1), "avgt")));
        assertEquals(List.of(List.of("ser")), Step.plan(r, Profile.QUICK).stream().map(s -> s.task().ops()).toList());
    }
}
