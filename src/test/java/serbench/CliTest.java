package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import serbench.cli.Main;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.data.Dataset;
import serbench.data.Datasets;

class CliTest {
    @Test
    void aTemporaryDirectoryThatIsNotThereIsOneLineBeforeAnything(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        String before = System.getProperty("java.io.tmpdir");
        System.setProperty("java.io.tmpdir", dir.resolve("gone").toString());
        try {
            Cli.assertUsageError(Cli.run("verify", "--codecs", "kryo", "--datasets", "user"),
                "the temporary directory " + dir.resolve("gone") + " (java.io.tmpdir) is not a directory", "-Djava.io.tmpdir=DIR");
        } finally {
            System.setProperty("java.io.tmpdir", before);
        }
    }

    @Test
    void unknownCodecNamesTheValidIds() {
        Cli.assertUsageError(Cli.run("verify", "--codecs", "protobuf,nope"), "unknown codec 'nope'", "protobuf, wire, thrift-binary",
            "--codecs variants selects them all");
    }

    /** platform's bad input is one line and exit 2, before any JVM is started. */
    @Test
    void platformRefusesBadInputInOneLine() {
        Cli.assertUsageError(Cli.run("platform", "--jvm", "/no/such/jdk"), "--jvm /no/such/jdk: not a JDK home or a java executable");
        Cli.assertUsageError(Cli.run("platform", "--codecs", "kryo,nope"), "unknown codec 'nope'");
        Cli.assertUsageError(Cli.run("platform", "--datasets", "tree-7"), "unknown data set 'tree-7'");
        Cli.assertUsageError(Cli.run("platform", "--format", "xml"), "--format");
        Cli.assertUsageError(Cli.run("platform", "--type", "a.B"), "--type needs --classpath");
    }

    @Test
    void unknownDatasetNamesTheValidIds() {
        Cli.assertUsageError(Cli.run("sizes", "--datasets", "tree-7"), "unknown data set 'tree-7'", "tree-1024");
    }

    /** One grammar for every command (docs/cli-rules.md): lists, 'all', durations. */
    @Test
    void listsHaveNoEmptyItemAnywhere() {
        for (String list : List.of("protobuf,", ",protobuf", "protobuf,,kryo", " ")) {
            Cli.assertUsageError(Cli.run("verify", "--codecs", list), "--codecs", "an empty item");
            Cli.assertUsageError(Cli.run("evolution", "--codecs", list), "--codecs", "an empty item");
        }
        Cli.assertUsageError(Cli.run("sizes", "--datasets", "user,"), "--datasets", "an empty item");
        Cli.assertUsageError(Cli.run("run", "--ops", "ser,"), "--ops", "an empty item");
        Cli.assertUsageError(Cli.run("run", "--threads", "1,"), "--threads", "an empty item");
        Cli.assertUsageError(Cli.run("run", "--classpath", "a.jar:", "--type", "x.Y", "--sample", "s.json"), "--classpath",
            "an empty item");
    }

    @Test
    void allSelectsEveryIdOfAnyIdList() {
        Cli.Result every = Cli.run("sizes", "--codecs", "all", "--datasets", "user", "--format", "csv");
        assertEquals(0, every.status(), every.err());
        assertEquals(Cli.run("sizes", "--datasets", "user", "--format", "csv").out(), every.out());
        Cli.assertUsageError(Cli.run("verify", "--codecs", "all,kryo"), "--codecs all", "alone");
        Cli.assertUsageError(Cli.run("run", "--ops", "ser,all"), "--ops all", "alone");
    }

    @Test
    void aDurationIsWholeHoursMinutesAndSecondsUpToAWeek() {
        Cli.assertUsageError(Cli.run("run", "--time-limit", "9223372036854775807s"), "--time-limit", "at most 168h");
        Cli.assertUsageError(Cli.run("run", "--time-limit", "1000000000h"), "--time-limit", "at most 168h");
        Cli.assertUsageError(Cli.run("run", "--time-limit", "1.5h"), "--time-limit '1.5h' is no duration");
    }

    /** evolution measures its own Order class: options about data sets are no options of it, not ignored ones. */
    @Test
    void evolutionTakesNoDataSetOptions() {
        for (String option : List.of("--datasets", "--type", "--sample", "--classpath", "--name")) {
            Cli.assertUsageError(Cli.run("evolution", option, "nope"), option);
            assertFalse(Cli.run("evolution", "--help").out().contains(option), option);
        }
    }

    @Test
    void unknownFlagAndBadFormatAreUsageErrors() {
        Cli.assertUsageError(Cli.run("sizes", "--colour"), "--colour");
        Cli.assertUsageError(Cli.run("sizes", "--format", "xml"), "xml", "table, csv, json");
        Cli.assertUsageError(Cli.run("frobnicate"), "frobnicate");
    }

    @Test
    void verifyPrintsTheMatrixAndPasses() {
        Cli.Result r = Cli.run("verify", "--datasets", "user,tree-0");
        assertEquals(0, r.status(), r.out() + r.err());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.get(0).matches("codec\\s+user\\s+tree-0"), lines.get(0));
        for (Codec c : Codecs.all()) {
            assertTrue(lines.stream().anyMatch(l -> l.matches(c.id() + "\\s+ok\\s+ok")), c.id() + "\n" + r.out());
        }
        int pairs = 2 * Codecs.all().size();
        assertTrue(r.out().contains(pairs + " pairs: " + pairs + " passed, 0 failed, 0 unsupported"), r.out());
    }

    @Test
    void sizesCsvHasTheExactHeaderAndOneRowPerPair() {
        Cli.Result r = Cli.run("sizes", "--format", "csv", "--datasets", "user,message", "--codecs", "protobuf,thrift-binary");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals("dataset,codec,size,deflate,gzip,zstd,lz4,snappy", lines.get(0));
        assertEquals(5, lines.size());
        assertTrue(lines.get(1).startsWith("user,protobuf,965,"), lines.get(1));
        assertTrue(lines.get(2).startsWith("user,thrift-binary,994,"), lines.get(2));
        assertTrue(lines.get(3).startsWith("message,protobuf,97,"), lines.get(3));
        for (String line : lines.subList(1, lines.size())) {
            String[] cells = line.split(",");
            assertEquals(8, cells.length, line);
            for (int i = 2; i < 8; i++) assertTrue(Integer.parseInt(cells[i]) > 0, line);
        }
    }

    @Test
    void sizesJsonParsesAndNamesEveryPair() throws Exception {
        Cli.Result r = Cli.run("sizes", "--format", "json", "--datasets", "tree-32");
        assertEquals(0, r.status(), r.err());
        JsonNode doc = new ObjectMapper().readTree(r.out());
        assertEquals(Codecs.all().size(), doc.get("sizes").size());
        assertEquals(1043, doc.get("sizes").get(0).get("size").asInt());
        assertEquals("protobuf", doc.get("sizes").get(0).get("codec").asText());
        assertEquals(0, doc.get("excluded").size());
    }

    @Test
    void listShowsEveryCodecWithARealVersionAndEveryDataset() {
        Cli.Result r = Cli.run("list");
        assertEquals(0, r.status());
        for (Codec c : Codecs.all()) {
            assertTrue(r.out().lines().anyMatch(l -> l.startsWith(c.id() + " ")), c.id());
            assertTrue(c.library().version().matches("\\d+(\\.\\d+)+.*"), c.id() + ": " + c.library().version());
        }
        assertTrue(r.out().contains("needs-registration"));
        assertTrue(r.out().contains("dns-response"));
    }

    @Test
    void listAsJsonHasEveryCodecWithItsNamedTraitsAndEveryDataset() throws Exception {
        Cli.Result r = Cli.run("list", "--format", "json");
        assertEquals(0, r.status(), r.err());
        JsonNode doc = new ObjectMapper().readTree(r.out());
        assertEquals(Codecs.all().size(), doc.get("codecs").size());
        List<String> variants = new ArrayList<>();
        doc.get("variants").forEach(v -> variants.add(v.get("id").asText() + " " + v.get("traits")));
        assertEquals(Codecs.variants().stream().map(v -> v.id() + " " + v.traits().labels().stream()
            .map(l -> "\"" + l + "\"").collect(java.util.stream.Collectors.joining(",", "[", "]"))).toList(), variants);
        JsonNode kryo = null;
        for (JsonNode c : doc.get("codecs")) {
            for (String field : List.of("id", "family", "library", "version", "traits", "setup", "baseline")) {
                assertTrue(c.has(field), c + " lacks " + field);
            }
            if (c.get("id").asText().equals("kryo")) kryo = c;
        }
        assertEquals("[\"reflection\",\"binary\",\"java-only\",\"needs-registration\",\"buffer-reused\",\"unsafe-memory\"]",
            kryo.get("traits").toString());
        assertEquals(false, kryo.get("baseline").asBoolean());
        List<String> datasets = new ArrayList<>();
        doc.get("datasets").forEach(d -> datasets.add(d.get("id").asText()));
        assertEquals(Datasets.all().stream().map(Dataset::id).toList(), datasets);
        // fields in a fixed order, so two runs of one build print the same bytes
        for (JsonNode d : doc.get("datasets")) {
            List<String> names = new ArrayList<>();
            d.fieldNames().forEachRemaining(names::add);
            assertEquals(List.of("id", "description"), names, d.toString());
        }
        Cli.assertUsageError(Cli.run("list", "--format", "xml"), "xml", "table, json");
    }

    /** The opt-in I/O-shape variants are listed apart, each with its shape's trait. */
    @Test
    void listShowsTheVariantsWithTheirShapeTraits() {
        Cli.Result r = Cli.run("list");
        assertTrue(r.out().contains("--codecs variants"), r.out());
        for (Codec v : Codecs.variants()) {
            assertTrue(r.out().lines().anyMatch(l -> l.startsWith(v.id() + " ")
                && List.of("stream", "bytebuffer", "string").stream().anyMatch(t -> l.contains(", " + t))), v.id());
        }
    }

    /** Every subcommand, so a new one is covered by the help tests without being listed here. */
    private static List<String> commands() {
        return List.copyOf(new CommandLine(new Main()).getSubcommands().keySet());
    }

    @Test
    void everyCommandHasHelp() {
        assertTrue(commands().containsAll(List.of("list", "verify", "sizes", "evolution", "safety", "interop", "first-call", "run",
            "merge", "report", "compare")), commands().toString());
        for (String command : commands()) {
            Cli.Result r = Cli.run(command, "--help");
            assertEquals(0, r.status(), command + ": " + r.err());
            assertTrue(r.out().startsWith("Usage: serbench " + command), r.out());
        }
        assertTrue(Cli.run("run", "--help").out().contains("--preset"));
        assertTrue(Cli.run("run", "--help").out().contains("--safety"));
        assertTrue(Cli.run("run", "--help").out().contains("--evolution"));
    }

    /** picocli formats descriptions with String.format: a bare '%' prints a warning to System.err under every help. */
    @Test
    void helpPrintsNoFormatWarning() {
        PrintStream stderr = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            for (String command : commands()) {
                Cli.run(command, "--help");
            }
        } finally {
            System.setErr(stderr);
        }
        assertEquals("", captured.toString(StandardCharsets.UTF_8));
    }

    /**
     * picocli wraps each element of a description as a paragraph; an element that ends mid-sentence breaks the help's
     * lines where the source line happened to end.
     */
    @Test
    void everyCommandDescribesItselfInWholeParagraphs() {
        new CommandLine(new Main()).getSubcommands().forEach((name, sub) -> {
            for (String paragraph : sub.getCommandSpec().usageMessage().description()) {
                assertTrue(paragraph.endsWith(".") || paragraph.endsWith("?"), name + ": " + paragraph);
            }
        });
    }

    /**
     * --safety and --evolution are plain switches: they change no other flag's check, are no plan option a
     * preset refuses, and a resumed run takes them from its saved settings like every other flag.
     */
    @Test
    void theMatrixFlagsAreAcceptedAndChangeNoOtherCheck(@TempDir Path dir) throws Exception {
        String out = dir.resolve("r").toString();
        Cli.assertUsageError(Cli.run("run", "--safety", "--evolution", "--threads", "100000", "--out", out), "at most", "4 per core");
        Cli.assertUsageError(Cli.run("run", "--evolution", "--codecs", "nope", "--out", out), "unknown codec 'nope'");
        Cli.Result preset = Cli.run("run", "--preset", "nope", "--safety", "--evolution", "--out", out);
        Cli.assertUsageError(preset, "unknown preset 'nope'");
        assertFalse(preset.err().contains("drop"), preset.err());
        assertFalse(Files.exists(dir.resolve("r")), "nothing written");
        Files.createDirectories(dir.resolve("old"));
        Files.writeString(dir.resolve("old/results.json"), "{}");
        Cli.assertUsageError(Cli.run("run", "--resume", dir.resolve("old").toString(), "--safety"), "drop --safety");
    }

    /** --then measures a preset's post's versions: alone it has nothing to measure them for. */
    @Test
    void thenNeedsAPreset(@TempDir Path dir) throws Exception {
        Cli.assertUsageError(Cli.run("run", "--then", "--out", dir.resolve("r").toString()), "--then", "--preset NAME");
        Cli.assertUsageError(Cli.run("run", "--then", "--codecs", "kryo", "--out", dir.resolve("r").toString()), "--preset NAME");
        assertFalse(Files.exists(dir.resolve("r")), "nothing written");
    }

    /** Empty lists, blank values and impossible numbers are refused in one line, and nothing is written. */
    @Test
    void emptyOrImpossibleValuesAreUsageErrorsThatWriteNothing(@TempDir Path dir) throws Exception {
        String out = dir.resolve("r").toString();
        Cli.assertUsageError(Cli.run("run", "--codecs", ",", "--out", out), "--codecs ','", "an empty item");
        Cli.assertUsageError(Cli.run("run", "--codecs", "protobuf,,kryo", "--out", out), "an empty item");
        Cli.assertUsageError(Cli.run("sizes", "--datasets", ","), "--datasets", "an empty item");
        Cli.assertUsageError(Cli.run("run", "--threads", ",", "--out", out), "--threads", "an empty item");
        Cli.assertUsageError(Cli.run("run", "--ops", ",", "--out", out), "--ops", "an empty item");
        Cli.assertUsageError(Cli.run("run", "--out", ""), "--out names no directory");
        Cli.assertUsageError(Cli.run("run", "--threads", "100000", "--out", out), "at most", "4 per core");
        assertFalse(Files.exists(dir.resolve("r")), "nothing written");
        Path file = Files.writeString(dir.resolve("file"), "");
        Cli.assertUsageError(Cli.run("run", "--out", file.resolve("r").toString()), "cannot create the directory");

        Path empty = Files.writeString(dir.resolve("empty.json"), "{}");
        Path other = Files.writeString(dir.resolve("other.json"), "{\"a\": 1}");
        Cli.assertUsageError(Cli.run("compare", empty.toString(), other.toString()), "not a serbench results file");
        Cli.assertUsageError(Cli.run("report", empty.toString()), "not a serbench results file");
        assertFalse(Files.exists(dir.resolve("report.html")), "no report from a file that is not a run");
        Cli.assertUsageError(Cli.run("compare", empty.toString(), empty.toString(), "--threshold", "NaN"),
            "--threshold must be a percentage");
    }

    /** A JVM too old for the measuring code is refused before anything runs, and one JDK named twice is one JVM. */
    @Test
    void oldJvmIsRefusedAndOneJdkNamedTwiceIsOne(@TempDir Path dir) throws Exception {
        Path java8 = Files.writeString(dir.resolve("java"), """
            #!/bin/sh
            echo "    java.version = 1.8.0_392"
            echo "    java.vendor = Temurin"
            """);
        assertTrue(java8.toFile().setExecutable(true));
        Cli.assertUsageError(Cli.run("run", "--jvm", java8.toString(), "--out", dir.resolve("r").toString()),
            "is Java 1.8.0_392", "17 or newer");
        assertFalse(Files.exists(dir.resolve("r")), "nothing written");

        String home = System.getProperty("java.home");
        assertEquals(serbench.bench.machine.JvmProbe.executable(home), serbench.bench.machine.JvmProbe.executable(home + "/bin/java"));
    }
}
