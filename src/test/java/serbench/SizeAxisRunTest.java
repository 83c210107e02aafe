package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import serbench.data.scale.SizeAxis;
import serbench.results.Results;
import serbench.results.ResultsStore;
import serbench.results.Scaling;

/** run --sizes: its usage errors, and a smoke run on the size axis end to end, with real measuring JVMs. */
class SizeAxisRunTest {
    @TempDir Path dir;

    @AfterEach
    void defaultSeed() {
        SizeAxis.useSeed(SizeAxis.DEFAULT_SEED);
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', quoteCharacter = '"', value = {
        "--datasets user --sizes 1KB; data set 'user' has no size axis (no list to grow); those with one: addressbook, dns-response, tree-1024, media",
        "--datasets tree-32 --sizes 1KB; data set 'tree-32' has no size axis",
        "--datasets media --sizes 1KB,2GB; --sizes 2GB: write a size as 1KB",
        "--datasets media --sizes 5MB; --sizes 5MB: sizes run from 1KB to 1MB",
        "--datasets media --seed 3; --seed needs --sizes",
        "--preset object-size --sizes 1KB; --preset sets its own codecs, data sets, ops, threads and mode; drop --sizes",
    })
    void badSizeOptionsAreUsageErrors(String options, String message) {
        List<String> args = new java.util.ArrayList<>(List.of("run", "--profile", "smoke", "--out", dir.resolve("r").toString()));
        args.addAll(List.of(options.split(" ")));
        Cli.assertUsageError(Cli.run(args.toArray(String[]::new)), message);
    }

    @Test
    void aSmokeRunOnTheSizeAxisMeasuresEveryPoolAndReportsItsSizes() throws Exception {
        Path out = dir.resolve("r");
        Cli.Result r = Cli.run("run", "--profile", "smoke", "--codecs", "protobuf", "--ops", "ser,deser-read", "--datasets", "tree-1024",
            "--sizes", "10KB,1KB", "--seed", "5", "--out", out.toString());
        assertEquals(0, r.status(), r.out() + r.err());
        Results results = ResultsStore.load(out.resolve("results.json"));
        assertEquals(List.of("tree-1024@1KB", "tree-1024@10KB"), List.copyOf(results.datasets.keySet()));
        assertEquals(5, results.scaling.seed());
        assertEquals(3 * 2 * 2, results.results.size(), "protobuf and the baselines x sizes x ops");
        assertTrue(results.failures.isEmpty(), results.failures.toString());
        Scaling.Sizes protobuf = results.scaling.sizes("tree-1024@10KB", "protobuf").orElseThrow();
        assertEquals(8, protobuf.bytes().size());
        protobuf.bytes().forEach(b -> assertTrue(Math.abs(b - 10_000) < 200, b + " bytes"));

        String md = Files.readString(out.resolve("report.md")), html = Files.readString(out.resolve("report.html"));
        assertTrue(md.contains("## Size axis"), md);
        String each = String.join(" · ", protobuf.bytes().stream().map(b -> String.format(java.util.Locale.ROOT, "%,d", b)).toList());
        assertTrue(md.contains("| tree-1024@10KB | protobuf | " + String.format(java.util.Locale.ROOT, "%,d", Math.round(protobuf.mean()))
            + " | " + each + " |"), md);
        assertTrue(html.contains("<td>" + each + "</td>"), "every value's size on the page too");
        assertTrue(html.contains("<title>tree-1024: deser-read MB/s (higher is better) against size</title>"), html);
        assertTrue(html.contains("<title>tree-1024: ser ns/op (lower is better) against size</title>"), html);
    }
}
