package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.results.Environment;
import serbench.results.MachineRun;
import serbench.results.Measurement;
import serbench.results.PlatformCell;
import serbench.results.Results;
import serbench.results.ResultsStore;
import serbench.results.Shard;

/** {@code serbench advise} on the example run: the formula of docs/calculator.md, applied to what the run measured. */
class AdviseTest {
    private static final String EXAMPLE = "docs/example";

    private record Row(String codec, double nanos, double bytes, double rate, String limit) {}

    private static List<Row> rows(String out) {
        List<Row> rows = new ArrayList<>();
        boolean table = false;
        for (String line : out.lines().toList()) {
            if (line.startsWith("---")) {
                table = true;
                continue;
            }
            if (line.isBlank()) table = false;
            if (!table || line.startsWith("not advised")) continue;
            String[] c = line.trim().split("\\s{2,}");
            rows.add(new Row(c[0], number(c[1]), number(c[2]), number(c[3]), c[4]));
        }
        return rows;
    }

    private static double number(String s) {
        return Double.parseDouble(s.replace(",", ""));
    }

    @Test
    void eachCodecGetsTheRateItsCoresAndLinkAllowMostFirst() throws Exception {
        Cli.Result r = Cli.run("advise", EXAMPLE, "--bandwidth", "1Gbit", "--cores", "0.5");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("media (encode build+ser, decode deser-read)"), r.out());
        List<Row> rows = rows(r.out());
        assertTrue(rows.size() >= 40, r.out());
        for (int i = 0; i < rows.size(); i++) {
            Row x = rows.get(i);
            // cores x 1e9 / ns a message, or the link's bits / (8 x bytes): the lower, and which one it is
            double byCpu = 0.5e9 / x.nanos(), byLink = 1e9 / (8 * x.bytes());
            assertEquals(Math.min(byCpu, byLink), x.rate(), Math.min(byCpu, byLink) * 0.005, x.toString());
            assertEquals(byCpu <= byLink ? "cores" : "link", x.limit(), x.toString());
            if (i > 0) assertTrue(rows.get(i - 1).rate() >= x.rate(), "ranked most messages first: " + r.out());
        }
        // a codec's time a message is its build+ser and deser-read of the run, both directions
        Results run = ResultsStore.load(Path.of(EXAMPLE, "results.json"));
        double kryo = run.results.stream().filter(m -> m.codec().equals("kryo") && m.dataset().equals("media")
            && (m.op().equals("build+ser") || m.op().equals("deser-read"))).mapToDouble(Measurement::score).sum();
        Row k = rows.stream().filter(x -> x.codec().equals("kryo")).findFirst().orElseThrow();
        assertEquals(kryo, k.nanos(), 0.5);
        assertEquals(run.sizes.stream().filter(z -> z.codec().equals("kryo") && z.dataset().equals("media")).findFirst().orElseThrow().size(),
            k.bytes());
        assertTrue(rows.stream().noneMatch(x -> x.codec().equals("memcpy") || x.codec().equals("manual")), "baselines are not advised");
    }

    @Test
    void aRateAddsTheCoresAndBandwidthItNeeds() {
        Cli.Result r = Cli.run("advise", EXAMPLE, "--bandwidth", "2TB/month", "--cores", "1", "--rate", "20000",
            "--direction", "send", "--dataset", "media");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("cores needed  bandwidth needed  meets the rate"), r.out());
        assertTrue(r.out().contains("a link of 6.09 Mbit/s each way, send, 20,000 messages/s"), r.out());
    }

    @Test
    void needsKeepTheCodecsTheScorecardQualifies() {
        Cli.Result r = Cli.run("advise", EXAMPLE, "--bandwidth", "1Gbit", "--cores", "0.5", "--need", "no-class-registration");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().matches("(?s).*\\d+ of \\d+ codecs qualify for no class registration.*"), r.out());
        List<String> codecs = rows(r.out()).stream().map(Row::codec).toList();
        assertTrue(codecs.contains("avro") && !codecs.contains("fory"), "fory needs its classes registered: " + codecs);
        Cli.assertUsageError(Cli.run("advise", EXAMPLE, "--bandwidth", "1Gbit", "--cores", "1", "--need", "untrusted-input"),
            "need 'untrusted-input' asks what", "serbench run --safety");
        Cli.assertUsageError(Cli.run("advise", EXAMPLE, "--bandwidth", "1Gbit", "--cores", "1", "--need", "fast"),
            "unknown need 'fast'", "no-class-registration");
    }

    /** advise --need future-jdk lists only codecs the platform matrix saw round-trip with both denied on its newest JDK. */
    @Test
    void futureJdkKeepsOnlyCodecsThatPassedWithBothDenied(@TempDir Path dir) throws Exception {
        Results run = ResultsStore.load(Path.of(EXAMPLE, "results.json"));
        run.platform = new ArrayList<>();
        for (String mode : List.of(PlatformCell.DEFAULTS, PlatformCell.UNSAFE_DENIED, PlatformCell.NATIVE_DENIED)) {
            run.platform.add(new PlatformCell("avro", "media", "25.0.1", mode, PlatformCell.PASS, null, null));
            boolean denied = mode.equals(PlatformCell.UNSAFE_DENIED);
            run.platform.add(new PlatformCell("fory", "media", "25.0.1", mode, denied ? PlatformCell.FAILS : PlatformCell.WARNS,
                denied ? "ExceptionInInitializerError" : null, denied ? null : List.of("WARNING: sun.misc.Unsafe::objectFieldOffset")));
        }
        Cli.Result r = advise(run, dir, "--need", "future-jdk");
        assertEquals(0, r.status(), r.err());
        assertEquals(List.of("avro"), rows(r.out()).stream().map(Row::codec).toList(), r.out());
        Cli.assertUsageError(Cli.run("advise", EXAMPLE, "--bandwidth", "1Gbit", "--cores", "1", "--need", "future-jdk"),
            "need 'future-jdk' asks what", "serbench run --platform");
    }

    /** A matrix of JDK 17 alone ran but cannot answer future-jdk: advise says a later JDK is needed, and how to give it. */
    @Test
    void futureJdkOnAMatrixOfJdk17AloneAsksForALaterJdk(@TempDir Path dir) throws Exception {
        Results run = ResultsStore.load(Path.of(EXAMPLE, "results.json"));
        run.platform = new ArrayList<>();
        for (String mode : List.of(PlatformCell.DEFAULTS, PlatformCell.UNSAFE_DENIED, PlatformCell.NATIVE_DENIED)) {
            run.platform.add(new PlatformCell("avro", "media", "17.0.15", mode,
                mode.equals(PlatformCell.DEFAULTS) ? PlatformCell.PASS : PlatformCell.NOT_APPLICABLE, null, null));
        }
        Cli.Result r = advise(run, dir, "--need", "future-jdk");
        Cli.assertUsageError(r, "need 'future-jdk' asks what", "no JDK of the run can deny them", "JDK 24 or later", "--jvm PATH");
        assertFalse(r.err().contains("measure it with 'serbench run --platform'"), r.err());
    }

    @Test
    void badInputIsOneLine() {
        Cli.assertUsageError(Cli.run("advise", EXAMPLE, "--bandwidth", "fast", "--cores", "1"), "invalid bandwidth 'fast'", "1Gbit");
        Cli.assertUsageError(Cli.run("advise", EXAMPLE, "--bandwidth", "1Gbit", "--cores", "0"), "--cores must be a number from 0.000001 to 1,000,000, got 0.0");
        Cli.assertUsageError(Cli.run("advise", EXAMPLE, "--bandwidth", "1Gbit", "--cores", "1", "--rate", "-5"), "--rate");
        Cli.assertUsageError(Cli.run("advise", EXAMPLE, "--bandwidth", "1Gbit", "--cores", "1", "--direction", "up"),
            "invalid --direction 'up'");
        Cli.assertUsageError(Cli.run("advise", EXAMPLE, "--bandwidth", "1Gbit", "--cores", "1", "--dataset", "nope"),
            "data set 'nope' is not in", "media");
        Cli.assertUsageError(Cli.run("advise", EXAMPLE, "--cores", "1"), "--bandwidth");
    }

    @Test
    void compressionAllowedGivesEachCodecItsBestCompressorOrNone(@TempDir Path dir) throws Exception {
        ResultsStore.save(CompressionReportTest.run(), dir.resolve("results.json"));
        Cli.Result r = Cli.run("advise", dir.toString(), "--bandwidth", "1Mbit", "--cores", "1", "--dataset", "user", "--compression");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("each codec sent as encoded or compressed, whichever sustains more"), r.out());
        // the hand-computed case of CompressionReportTest: kryo with zstd 8,333 a second, protobuf with zstd 5,000;
        // kryo's time a message: ser 8,000 + zstd 900 + unzstd 150 + deser-read 40,000
        assertTrue(r.out().matches("(?s).*\\nkryo +zstd +49,050 +15 +8,333 +link\\n.*"), r.out());
        assertTrue(r.out().matches("(?s).*\\nprotobuf +zstd +41,200 +25 +5,000 +link\\n.*"), r.out());
        Cli.assertUsageError(Cli.run("advise", EXAMPLE, "--bandwidth", "1Gbit", "--cores", "1", "--compression"),
            "--compression weighs the compressors", "--compressors all");
    }

    @Test
    void markdownAndJsonHoldTheSameRows(@TempDir Path dir) throws Exception {
        ResultsStore.save(CompressionReportTest.run(), dir.resolve("results.json"));
        String[] args = {"advise", dir.toString(), "--bandwidth", "1Mbit", "--cores", "1", "--dataset", "user", "--compression", "--rate", "1000"};
        Cli.Result md = Cli.run(concat(args, "--format", "md"));
        assertEquals(0, md.status(), md.err());
        assertTrue(md.out().contains("### user (encode ser, decode deser-read)"), md.out());
        assertTrue(md.out().contains("| kryo | zstd | 49,050 | 15 | 8,333 | link | 0.0491 | 120 kbit/s | yes |"), md.out());
        Cli.Result json = Cli.run(concat(args, "--format", "json"));
        assertEquals(0, json.status(), json.err());
        JsonNode root = new ObjectMapper().readTree(json.out());
        assertEquals(1e6, root.at("/service/linkBitsPerSecond").asDouble());
        JsonNode kryo = root.at("/datasets/0/codecs/0");
        assertEquals("kryo", kryo.get("codec").asText());
        assertEquals("zstd", kryo.get("compressor").asText());
        assertEquals(1e6 / (8 * 15), kryo.get("messagesPerSecond").asDouble(), 1e-6);
        assertEquals(1000 * 8 * 15, kryo.get("bitsPerSecondNeeded").asDouble(), 1e-6);
        assertTrue(kryo.get("meetsRate").asBoolean());
        Cli.assertUsageError(Cli.run(concat(args, "--format", "xml")), "--format");
    }

    /** ReportTest's run merged from two machines, A and B, as merge writes it; A did not measure protobuf, B did. */
    static Results twoMachines() {
        Results one = ReportTest.run(), r = ReportTest.run();
        r.environment.jvms = new ArrayList<>();
        r.environment.machines = new ArrayList<>();
        r.results = new ArrayList<>();
        for (String label : List.of("A", "B")) {
            String jvm = label + " · " + ReportTest.JVM;
            r.environment.jvms.add(new Environment.Jvm(jvm, label + ": Debian", "17.0.15+6", "OpenJDK 64-Bit Server VM", "/usr/bin/java"));
            r.environment.machines.add(new MachineRun(label, "EPYC", 2, "Linux", 4096, List.of(jvm), null, null, List.of("run-" + label)));
            one.results.stream().filter(m -> label.equals("B") || !m.codec().equals("protobuf")).forEach(m -> r.results.add(m.withJvm(jvm)));
        }
        return r;
    }

    private static Cli.Result advise(Results run, Path dir, String... args) throws Exception {
        ResultsStore.save(run, dir.resolve("results.json"));
        return Cli.run(concat(new String[] {"advise", dir.toString(), "--bandwidth", "1Gbit", "--cores", "0.5"}, args));
    }

    @Test
    void aMergeOfMachinesGetsATablePerMachine(@TempDir Path dir) throws Exception {
        Cli.Result r = advise(twoMachines(), dir, "--dataset", "user");
        assertEquals(0, r.status(), r.err());
        String a = r.out().substring(0, r.out().indexOf("user — B")), b = r.out().substring(r.out().indexOf("user — B"));
        assertTrue(a.contains("user — A (encode ser, decode deser-read)"), r.out());
        assertTrue(a.contains("not advised: protobuf (not measured"), "A did not measure it: " + r.out());
        assertTrue(b.matches("(?s).*\\nprotobuf +40,000 .*"), "B did, and advises it: " + r.out());
        assertFalse(b.contains("protobuf (not measured"), r.out());
        Cli.Result onB = advise(twoMachines(), dir, "--machine", "B", "--format", "json");
        assertEquals(0, onB.status(), onB.err());
        JsonNode datasets = new ObjectMapper().readTree(onB.out()).get("datasets");
        assertEquals(3, datasets.size(), "B's data sets alone");
        datasets.forEach(d -> assertEquals("B", d.get("machine").asText()));
        Cli.assertUsageError(advise(twoMachines(), dir, "--machine", "C"), "machine 'C' is not in", "it has A, B");
        Cli.assertUsageError(advise(ReportTest.run(), dir, "--machine", "A"), "--machine picks a machine of a merge of several");
    }

    @Test
    void aRunOfSerAloneIsAdvisedOnSendingAndRefusedTheRest(@TempDir Path dir) throws Exception {
        Results run = ReportTest.run();
        Results.Plan plan = run.settings.plans().get(0);
        run.settings = new Results.Settings("quick", true, run.settings.jvms(),
            List.of(new Results.Plan(plan.codecs(), plan.datasets(), List.of("ser"), plan.threads(), plan.mode())));
        run.results.removeIf(m -> !m.op().equals("ser"));
        Cli.Result send = advise(run, dir, "--direction", "send", "--dataset", "user");
        assertEquals(0, send.status(), send.err());
        assertTrue(send.out().contains("\nuser (encode ser)\n"), send.out());
        assertFalse(send.out().contains("null"), send.out());
        // send only: ser alone, kryo's 8,000 ns and protobuf's 10,000 (xstream failed on user)
        assertEquals(List.of("kryo", "protobuf"), rows(send.out()).stream().map(Row::codec).toList(), send.out());
        assertEquals(8000, rows(send.out()).get(0).nanos());
        for (String direction : List.of("both", "receive")) {
            Cli.assertUsageError(advise(run, dir, "--direction", direction), "timed no decode op (deser-read or deser) on tree-0",
                "--direction " + direction + " pays", "give --direction send");
        }
    }

    @Test
    void anUnfinishedRunIsRefused(@TempDir Path dir) throws Exception {
        Results run = ReportTest.run();
        run.environment.complete = false;
        Cli.assertUsageError(advise(run, dir), "is an unfinished run; finish it first: serbench run --resume");
    }

    @Test
    void aShardSaysItIsOne(@TempDir Path dir) throws Exception {
        Results run = ReportTest.run();
        run.shard = new Shard(1, 2);
        Cli.Result r = advise(run, dir, "--dataset", "user");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().lines().toList().get(1).startsWith("Shard 1/2 of a run: only its own pairs"), r.out());
        Cli.Result json = advise(run, dir, "--format", "json");
        assertEquals("1/2", new ObjectMapper().readTree(json.out()).get("shard").asText(), json.out());
        assertTrue(advise(run, dir, "--format", "md").out().contains("merge the shards (serbench merge)"));
    }

    @Test
    void aServiceWhoseFiguresWouldNotPrintAsNumbersIsRefused() {
        Cli.assertUsageError(Cli.run("advise", EXAMPLE, "--bandwidth", "1Gbit", "--cores", "1e-320"),
            "--cores must be a number from 0.000001 to 1,000,000, got 1.0E-320");
        Cli.assertUsageError(Cli.run("advise", EXAMPLE, "--bandwidth", "1Gbit", "--cores", "1e308"), "--cores must be");
        Cli.assertUsageError(Cli.run("advise", EXAMPLE, "--bandwidth", "1Gbit", "--cores", "1", "--rate", "1e308"),
            "--rate must be a number from 0.000001 to 1,000,000,000,000");
    }

    @Test
    void aBandwidthOfManyDigitsIsRefusedAsTooLarge() {
        String big = "1".repeat(310);
        Cli.assertUsageError(Cli.run("advise", EXAMPLE, "--bandwidth", big + "bit", "--cores", "1"),
            "--bandwidth must be from 1 bit/s to 1,000 Tbit/s, got '" + big + "bit'");
    }

    @Test
    void aBandwidthInBytesSaysItsTime() {
        Cli.assertUsageError(Cli.run("advise", EXAMPLE, "--bandwidth", "1GB", "--cores", "1"), "bandwidth '1GB' says no time",
            "1GB/s or 1GB/month");
    }

    @Test
    void aCodecLeftOutSaysWhyInItsOwnWords(@TempDir Path dir) throws Exception {
        Results run = ReportTest.run();
        run.verification.replaceAll(c -> c.codec().equals("protobuf") && c.dataset().equals("tree-0")
            ? new Results.Check("tree-0", "protobuf", Results.Check.Status.UNSUPPORTED, "a graph of shared objects, which it cannot represent") : c);
        run.results.removeIf(m -> m.codec().equals("protobuf") && m.dataset().equals("tree-0"));
        run.sizes.removeIf(z -> z.codec().equals("protobuf") && z.dataset().equals("tree-0"));
        Cli.Result r = advise(run, dir);
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("not advised: protobuf (unsupported: a graph of shared objects, which it cannot represent);"
            + " xstream (no deser-read time)\n"), r.out());
        assertTrue(r.out().contains("not advised: xstream (FAIL: title <differs> at index 3)\n"), r.out());
        JsonNode left = new ObjectMapper().readTree(advise(run, dir, "--format", "json").out()).at("/datasets/0/notAdvised/0");
        assertEquals("protobuf", left.get("codec").asText());
        assertEquals("unsupported: a graph of shared objects, which it cannot represent", left.get("reason").asText());
    }

    private static String[] concat(String[] a, String... b) {
        String[] all = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }
}
