package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.report.ReportWriter;
import serbench.results.ResultsStore;

/**
 * report.html in a real browser: headless Chromium loads the page, runs its script (or not), and the DOM it
 * ends with is read back. Clicks are made by a few lines of script added after the page's own. Skipped, with a
 * message saying so, where no Chromium is installed ($CHROMIUM, or chromium / chromium-browser / google-chrome
 * on the PATH).
 */
class BrowserReportTest {
    private static Optional<String> chromium;

    @BeforeAll
    static void findChromium() {
        chromium = Optional.ofNullable(System.getenv("CHROMIUM")).filter(p -> new File(p).canExecute())
            .or(() -> List.of("chromium", "chromium-browser", "google-chrome").stream().flatMap(name ->
                List.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)).stream()
                    .map(dir -> new File(dir, name)).filter(File::canExecute).map(File::getPath)).findFirst());
        Assumptions.assumeTrue(chromium.isPresent(), "browser test skipped: no Chromium found ($CHROMIUM, chromium, chromium-browser, google-chrome)");
    }

    /** The DOM after loading {@code page} in headless Chromium. */
    private static Document load(Path page, Path dir) throws Exception {
        return load(page, dir, 1400, 900);
    }

    /** The DOM after loading {@code page} in headless Chromium with a window of the given size. */
    private static Document load(Path page, Path dir, int width, int height) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(chromium.orElseThrow(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
            "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--user-data-dir=" + Files.createTempDirectory(dir, "profile"), "--window-size=" + width + "," + height));
        cmd.addAll(List.of("--dump-dom", page.toUri().toString()));
        Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "Chromium ended");
        return Jsoup.parse(new String(out, StandardCharsets.UTF_8));
    }

    /** The report with {@code clicks} (script statements) run after the page's own script. */
    private static Path withClicks(Path dir, String clicks) throws Exception {
        return withClicks(dir, ReportTest.run(), clicks);
    }

    private static Path withClicks(Path dir, serbench.results.Results run, String clicks) throws Exception {
        ReportWriter.writeAll(run, dir, null);
        Path page = dir.resolve("clicked.html");
        Files.writeString(page, Files.readString(dir.resolve("report.html")).replace("</body>", "<script>" + clicks + "</script></body>"));
        return page;
    }

    private static List<String> codecs(Element table) {
        return table.select("tbody tr td:first-child").eachText();
    }

    @Test
    void clickingAHeaderSortsAndClickingAgainReverses(@TempDir Path dir) throws Exception {
        String sizeHeader = "Array.from(document.querySelector('table.figures').tHead.rows[0].cells).find(function (c) {"
            + " return c.textContent.indexOf('size (B)') === 0; })";
        Document once = load(withClicks(dir, sizeHeader + ".click();"), dir);
        Element table = once.selectFirst("table.figures");
        assertEquals(List.of("kryo", "memcpy", "protobuf", "xstream"), codecs(table), "by size, smallest first");
        assertEquals("ascending", table.selectFirst("th:contains(size (B))").attr("aria-sort"));
        Document twice = load(withClicks(dir, "var h = " + sizeHeader + "; h.click(); h.click();"), dir);
        assertEquals(List.of("memcpy", "protobuf", "xstream", "kryo"), codecs(twice.selectFirst("table.figures")), "largest first");
    }

    @Test
    void aTraitFilterHidesTheOtherCodecsButNotTheBaselines(@TempDir Path dir) throws Exception {
        Document d = load(withClicks(dir, "document.querySelector(\"#filters button[data-trait='schema']\").click();"), dir);
        assertFalse(d.selectFirst("#filters").hasAttr("hidden"), "the script shows the filter");
        Element table = d.selectFirst("table.figures");
        assertEquals(List.of("memcpy", "protobuf"), table.select("tbody tr:not([hidden]) td:first-child").eachText());
        assertEquals("showing 1 of 3 codecs", d.selectFirst("#shown").text());
    }

    /** The calculator, given a service, computes each codec's figures from its row by docs/calculator.md's formula. */
    @Test
    void theCalculatorRecomputesForTheServiceTypedIn(@TempDir Path dir) throws Exception {
        Document d = load(withClicks(dir, "var f = document.getElementById('calc').elements; f.bw.value = '10'; f.unit.value = '1e6';"
            + " f.cores.value = '1'; f.dir.value = 'send'; f.rate.value = '20000';"
            + " document.getElementById('calc').dispatchEvent(new Event('input'));"), dir);
        assertFalse(d.selectFirst("#calc").hasAttr("hidden"), "the script shows the form");
        assertEquals("For 10.0 Mbit/s each way, 1 core, send, 20,000 messages/s.", d.selectFirst("#calc-for").text());
        double last = Double.POSITIVE_INFINITY;
        Element table = d.selectFirst("table.calc");
        // the real codecs with both times and a size; xstream has no deser-read here, and says so
        assertEquals(2, table.select("tbody tr").size(), "no baseline");
        assertTrue(d.select("p.note").eachText().contains("Not in it: xstream (no deser-read time)."));
        for (Element row : table.select("tbody tr")) {
            // the first way is the codec's bytes sent as encoded: [compressor "", encode ns, decode ns, bytes]
            String[] plain = row.attr("data-ways").replaceAll("^\\[\\[|\\].*$", "").split(",");
            double enc = Double.parseDouble(plain[1]), bytes = Double.parseDouble(plain[3]);
            // send only: 1 core x 1e9 / encode ns against 1e7 bit/s / (8 x bytes)
            double byCpu = 1e9 / enc, byLink = 1e7 / (8 * bytes), sustained = Math.min(byCpu, byLink);
            List<String> cells = row.select("td").eachText();
            assertEquals(String.format(java.util.Locale.ROOT, "%,d", Math.round(enc)), cells.get(1));
            assertEquals(String.format(java.util.Locale.ROOT, "%,d", Math.round(sustained)), cells.get(3), row.toString());
            assertEquals(byCpu <= byLink ? "cores" : "link", cells.get(4));
            assertEquals(String.format(java.util.Locale.ROOT, "%.3g", 20000 * enc / 1e9), cells.get(5));
            assertTrue(sustained <= last, "most messages first");
            last = sustained;
        }
    }

    /**
     * An entry the form cannot take is marked, the line above the tables says what it must be, and no figure stays from
     * the service typed before; a rate below 1 prints with its digits. One page, each entry's outcome read in turn.
     */
    @Test
    void anEntryTheFormCannotTakeIsMarkedAndLeavesNoFigures(@TempDir Path dir) throws Exception {
        Document d = load(withClicks(dir, "var calc = document.getElementById('calc'), f = calc.elements, seen = [];"
            + " var type = function (field, value) { f[field].value = value; calc.dispatchEvent(new Event('input'));"
            + "   seen.push(document.getElementById('calc-for').textContent + ' | ' + f[field].getAttribute('aria-invalid') + ' | '"
            + "     + document.querySelector('table.calc td.msgs').textContent); };"
            + " type('cores', '-1'); type('cores', 'abc'); type('cores', '0'); type('cores', '2'); type('bw', '-1'); type('bw', '1');"
            + " type('rate', '0.4');"
            + " var out = document.createElement('pre'); out.id = 'seen'; out.textContent = seen.join('\\n'); document.body.appendChild(out);"), dir);
        List<String> seen = List.of(d.selectFirst("#seen").wholeText().split("\n"));
        String cores = "No figures: cores must be a number from 0.000001 to 1,000,000. | true | —";
        assertEquals(List.of(cores, cores, cores), seen.subList(0, 3));
        assertTrue(seen.get(3).startsWith("For 1.00 Gbit/s each way, 2 cores, send and receive. | false | "), seen.get(3));
        assertEquals("No figures: the link must be from 1 bit/s to 1,000 Tbit/s. | true | —", seen.get(4));
        assertTrue(seen.get(5).matches("For 1.00 Gbit/s each way, 2 cores, send and receive\\. \\| false \\| [0-9,]+"), seen.get(5));
        assertTrue(seen.get(6).startsWith("For 1.00 Gbit/s each way, 2 cores, send and receive, 0.400 messages/s. | false | "), seen.get(6));
    }

    /** Compression allowed: each codec takes its best way, as Calculator.best does (CompressionReportTest's case). */
    @Test
    void withCompressionAllowedEachCodecTakesItsBestCompressor(@TempDir Path dir) throws Exception {
        String form = "var f = document.getElementById('calc').elements; f.bw.value = '1'; f.unit.value = '1e6'; f.cores.value = '1';";
        Document off = load(withClicks(dir, CompressionReportTest.run(), form
            + " document.getElementById('calc').dispatchEvent(new Event('input'));"), dir);
        Element table = off.select("table.calc").last();
        assertEquals(List.of("none", "none"), table.select("td.comp").eachText(), "uncompressed until allowed");
        Document on = load(withClicks(dir, CompressionReportTest.run(), form
            + " f.compress.checked = true; document.getElementById('calc').dispatchEvent(new Event('change'));"), dir);
        assertEquals("For 1.00 Mbit/s each way, 1 core, send and receive, compression allowed.", on.selectFirst("#calc-for").text());
        table = on.select("table.calc").last();
        assertEquals(List.of("kryo", "protobuf"), codecs(table));
        assertEquals(List.of("zstd", "zstd"), table.select("td.comp").eachText());
        assertEquals(List.of("8,333", "5,000"), table.select("td.msgs").eachText());
        assertEquals(List.of("15", "25"), table.select("td.bytes").eachText());
    }

    /** A need is a preset of the filter: only the codecs that qualify stay, in every filtered table. */
    @Test
    void aNeedsButtonKeepsOnlyTheCodecsThatQualify(@TempDir Path dir) throws Exception {
        serbench.results.Results run = ReportTest.run();
        run.safety = List.of(new serbench.results.SafetyCell("kryo", "user", "truncate", 100, java.util.Map.of("rejected", 100), null),
            new serbench.results.SafetyCell("protobuf", "user", "truncate", 100, java.util.Map.of("rejected", 99, "hang", 1), null));
        Document d = load(withClicks(dir, run, "document.querySelector(\"#filters button[data-trait='need:untrusted-input']\").click();"), dir);
        for (Element table : d.select("table.figures, table.calc")) {
            List<String> shown = table.select("tbody tr:not([hidden]) td:first-child").eachText();
            assertTrue(shown.contains("kryo") && !shown.contains("protobuf") && !shown.contains("xstream"), shown.toString());
        }
        assertEquals("showing 1 of 3 codecs", d.selectFirst("#shown").text());
    }

    /**
     * The committed example run's page, all 38 codecs, in a 1,400 × 900 window: nothing scrolls sideways, and the
     * summary's table and its size-against-time chart stand side by side within the window, on the first screen.
     */
    @Test
    void theExampleSummaryFitsA1400PixelWindow(@TempDir Path dir) throws Exception {
        ReportWriter.writeAll(ResultsStore.load(Path.of("docs", "example", "results.json")), dir, null);
        Path page = dir.resolve("measured.html");
        Files.writeString(page, Files.readString(dir.resolve("report.html")).replace("</body>", "<script>"
            + "var b = document.querySelector('.summary table.bests').getBoundingClientRect(),"
            + " c = document.querySelector('.summary svg.scatter').getBoundingClientRect();"
            + "document.body.setAttribute('data-fit', [document.documentElement.scrollWidth, innerWidth, innerHeight,"
            + " b.right, c.left, c.right, c.bottom, document.querySelector('.summary table.needs').getBoundingClientRect().bottom]"
            + ".map(Math.round).join(' '));</script></body>"));
        String fit = load(page, dir).body().attr("data-fit");
        int[] v = java.util.Arrays.stream(fit.split(" ")).mapToInt(Integer::parseInt).toArray();
        assertTrue(v[0] <= v[1], "nothing scrolls sideways: " + fit);
        assertTrue(v[4] >= v[3] && v[5] <= v[1], "the chart beside the table, within the window: " + fit);
        assertTrue(v[6] <= v[2], "the whole summary on the first screen: " + fit);
        assertTrue(v[7] <= v[2], "the scorecard's needs too: " + fit);
    }

    /**
     * Scripts off, as a reader's browser may have them: a Content-Security-Policy that allows no script (Chromium's
     * own switch for it also stops the DOM from being read back).
     */
    @Test
    void withScriptsOffEveryTableIsComplete(@TempDir Path dir) throws Exception {
        ReportWriter.writeAll(ReportTest.run(), dir, null);
        Path page = dir.resolve("no-script.html");
        Files.writeString(page, Files.readString(dir.resolve("report.html"))
            .replace("<head>", "<head><meta http-equiv=\"Content-Security-Policy\" content=\"script-src 'none'\">"));
        Document d = load(page, dir);
        for (Element t : d.select("table.figures")) assertEquals(List.of("memcpy", "protobuf", "kryo", "xstream"), codecs(t));
        assertTrue(d.selectFirst("#filters").hasAttr("hidden"), "no filter that cannot work");
        assertTrue(d.selectFirst("#calc").hasAttr("hidden"), "no calculator form that cannot work");
        assertEquals(java.util.Set.of("protobuf", "kryo"), java.util.Set.copyOf(codecs(d.selectFirst("table.calc"))),
            "the calculator's table, written for 1 Gbit/s and 0.5 cores");
        assertTrue(d.select("th.sort").isEmpty(), "the script did not run");
        assertEquals(14, d.select("svg.chart").size(), "every chart drawn");
    }
}
