package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.select.Elements;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import serbench.report.ReportWriter;
import serbench.results.Results;

/** report.html read with an HTML parser, as a browser with scripts off sees it. */
class HtmlReportTest {
    static Document page(Results r, Path dir) throws Exception {
        ReportWriter.writeAll(r, dir, null);
        return Jsoup.parse(Files.readString(dir.resolve("report.html")));
    }

    /** The made-up run on one data set only, as the default run is. */
    static Results oneDataset() {
        Results r = ReportTest.run();
        r.datasets.keySet().retainAll(List.of("user"));
        r.settings = new Results.Settings("quick", true, List.of("/usr/bin/java"), List.of(new Results.Plan(
            List.of("protobuf", "kryo", "xstream", "memcpy"), List.of("user"), List.of("ser", "deser-read"), List.of(1), "avgt")));
        return r;
    }

    @Test
    void theSummaryComesFirstAndTheMethodIsFoldedAway(@TempDir Path dir) throws Exception {
        Document d = page(oneDataset(), dir);
        assertEquals("serbench: 3 codecs on user", d.selectFirst("h1").text());
        Element summary = d.selectFirst("div.summary");
        assertNotNull(summary);
        List<String> firsts = d.select("h1, div.summary, table.figures, details#environment, details#method").stream()
            .map(e -> e.tagName() + (e.id().isEmpty() ? "." + e.className() : "#" + e.id())).toList();
        assertEquals(List.of("h1.", "div.summary", "table.sortable figures", "details#environment", "details#method"), firsts);
        assertTrue(d.selectFirst("p.qualifier").text().startsWith("Precision: median error ±"), "the precision beside the summary");
        // the best of each like-for-like column, then the size-against-time chart beside it
        assertEquals(List.of("fastest round trip", "fastest ser", "fastest deser-read", "smallest", "smallest after zstd"),
            summary.select("table.bests:not(.needs) tbody tr td:first-child").eachText());
        // under them, the scorecard's needs in brief
        assertEquals(List.of("untrusted input", "schema will evolve", "cross-language", "no class registration", "future JDKs"),
            summary.select("table.needs tbody tr td:first-child").eachText());
        assertEquals(List.of("protobuf", "kryo", "protobuf", "kryo", "kryo"), summary.select("table.bests:not(.needs) tbody tr td:nth-child(2) b").eachText());
        // kryo needs its classes registered: protobuf is the fastest without
        assertEquals(List.of("protobuf"), summary.select("table.needs tbody tr td b").eachText());
        assertTrue(d.select("div.heats, table.heat").isEmpty(), "one data set: no codec × data set grid");
    }

    /** A summary cell names three codecs tied with the best and counts the rest, so the summary keeps to the first screen. */
    @Test
    void aSummaryCellNamesThreeTiedCodecsAndCountsTheRest(@TempDir Path dir) throws Exception {
        Results r = oneDataset();
        List<String> tied = List.of("tied-a", "tied-b", "tied-c", "tied-d", "tied-e");
        for (String c : tied) {
            r.codecs.put(c, new Results.CodecInfo("Kryo", "kryo", "5.6.2", List.of("reflection"), "registered", false));
            r.verification.add(new Results.Check("user", c, Results.Check.Status.PASS, null));
            r.sizes.add(new Results.Size("user", c, 20, 1, 2, 15, 4, 5));
            // kryo's figures, within its errors
            r.results.add(ReportTest.avgt("user", c, "ser", 80, 3));
            r.results.add(ReportTest.avgt("user", c, "deser-read", 250, 5));
        }
        r.settings = new Results.Settings("quick", true, List.of("/usr/bin/java"), List.of(new Results.Plan(
            List.of("protobuf", "kryo", "xstream", "memcpy", "tied-a", "tied-b", "tied-c", "tied-d", "tied-e"), List.of("user"),
            List.of("ser", "deser-read"), List.of(1), "avgt")));
        Element ties = page(r, dir).select("div.summary table.bests:not(.needs) div.ties").first();
        assertNotNull(ties);
        assertTrue(ties.text().matches("tied: [a-z-]+, [a-z-]+, [a-z-]+ and [0-9]+ more"), ties.text());
        // every tied codec in the title, the best aside
        assertEquals(4, tied.stream().filter(c -> ties.attr("title").contains(c)).count(), ties.attr("title"));
        assertTrue(ties.attr("title").startsWith("tied (within the errors or 5%): "), ties.attr("title"));
    }

    @Test
    void everyCodecIsInTheTablesAndEveryTimedOneInTheSizeTimeChart(@TempDir Path dir) throws Exception {
        Document d = page(ReportTest.run(), dir);
        Elements tables = d.select("table.figures");
        assertEquals(3, tables.size());
        for (Element t : tables) {
            assertEquals(List.of("memcpy", "protobuf", "kryo", "xstream"), t.select("tbody tr td:first-child").eachText(),
                "every codec, fastest round trip first");
        }
        for (Element svg : d.select("svg.scatter")) {
            assertEquals(List.of("memcpy", "protobuf", "kryo"), svg.select("circle").stream()
                .map(c -> c.selectFirst("title").text().replaceFirst(":.*", "")).toList(), "every codec with a time and a size");
            assertEquals(List.of("protobuf", "kryo"), svg.select("text.label.front").eachText(), "the Pareto front, named");
            assertNotNull(svg.selectFirst("path.front-line"));
        }
    }

    @Test
    void bytesPerOpAreChartedInTheOrderOfTheTimesAndTheHeaderSaysWhatTimesHoldOfGc(@TempDir Path dir) throws Exception {
        Document d = page(oneDataset(), dir);
        List<String> charts = d.select("svg.chart:not(.scatter)").stream().map(s -> s.selectFirst("title").text()).toList();
        Element time = chart(d, "fastest round trip first"), alloc = chart(d, "bytes allocated per op (ser / deser-read)");
        assertEquals(charts.indexOf(time.selectFirst("title").text()) + 1, charts.indexOf(alloc.selectFirst("title").text()),
            "beside the times: " + charts);
        assertEquals(time.select("text.label").eachText(), alloc.select("text.label").eachText(), "codecs in the time chart's order");
        assertEquals("B/op", alloc.select("text.axis").text());
        Element table = d.selectFirst("table.figures");
        assertTrue(table.select("thead th").eachText().stream().anyMatch(h -> h.startsWith("GC ns/op")), table.select("thead").text());
        assertTrue(d.selectFirst("p.read").text().contains("includes the op's share of garbage collection, which GC ns/op shows apart"), d.selectFirst("p.read").text());
    }

    @Test
    void aRunWithoutAllocationSaysNotMeasuredAndDrawsNoAllocationChart(@TempDir Path dir) throws Exception {
        Results r = oneDataset();
        r.results.replaceAll(m -> new serbench.results.Measurement(m.dataset(), m.codec(), m.op(), m.threads(), m.mode(), m.score(),
            m.error(), m.unit(), null, null, m.jvm(), m.samples(), m.min(), m.max(), m.forks(), m.low(), m.high(), m.note()));
        Document d = page(r, dir);
        assertTrue(d.selectFirst("p.read").text().contains("Bytes allocated and the share of garbage collection: not measured in this run"));
        assertTrue(d.select("svg.chart title").eachText().stream().noneMatch(t -> t.contains("bytes allocated")));
        assertTrue(d.select("table.figures thead th").eachText().stream().noneMatch(h -> h.startsWith("alloc") || h.startsWith("GC")));
    }

    private static Element chart(Document d, String title) {
        return d.select("svg.chart").stream().filter(s -> s.selectFirst("title").text().contains(title)).findFirst()
            .orElseThrow(() -> new AssertionError("no chart '" + title + "'"));
    }

    @Test
    void logAxesSayTheyAreLog(@TempDir Path dir) throws Exception {
        Document d = page(ReportTest.run(), dir);
        Elements scatters = d.select("svg.scatter");
        assertEquals(3, scatters.size());
        for (Element svg : scatters) {
            assertEquals(2, svg.select("text.axis").stream().filter(t -> t.text().endsWith("(log scale)")).count(), svg.outerHtml());
        }
        // the time charts span 10 to 409 ns/op (over 20 times): on a log axis; the sizes (15 to 30 bytes) on a linear one
        for (Element svg : d.select("svg.chart")) {
            String title = svg.selectFirst("title").text();
            if (title.contains("ser and deser-read")) {
                assertTrue(svg.hasClass("log") && svg.select("text.axis").text().equals("ns/op (log scale)"), title);
            } else if (title.contains("encoded size, smallest first")) {
                assertFalse(svg.hasClass("log"), title);
                assertEquals("bytes", svg.select("text.axis").text(), title);
            }
        }
    }

    @Test
    void theShortestTimeBarIsAtLeastATwentiethOfTheLongest(@TempDir Path dir) throws Exception {
        Document d = page(ReportTest.run(), dir);
        for (Element svg : d.select("svg.chart:not(.scatter)")) {
            if (!svg.selectFirst("title").text().contains("ser and deser-read")) continue;
            double[] widths = svg.select("rect[width]").stream().filter(r -> r.selectFirst("title") != null)
                .mapToDouble(r -> Double.parseDouble(r.attr("width"))).toArray();
            double min = java.util.Arrays.stream(widths).min().orElseThrow(), max = java.util.Arrays.stream(widths).max().orElseThrow();
            assertTrue(min >= max / 20, min + " against " + max);
        }
    }

    @Test
    void severalDataSetsGetCodecByDataSetGrids(@TempDir Path dir) throws Exception {
        Document d = page(ReportTest.run(), dir);
        Element bests = d.selectFirst("table.bests.per-dataset");
        assertEquals(List.of("tree-0", "tree-32", "user"), bests.select("tbody tr td:first-child").eachText(), "one row per data set");
        assertEquals("protobuf 400.0 ± 8.0 ns", bests.selectFirst("tbody tr td:nth-child(2)").text());
        Elements heats = d.select("table.heat");
        assertEquals(2, heats.size(), "time and size");
        assertEquals(List.of("codec", "tree-0", "tree-32", "user"), heats.get(0).select("thead th").eachText());
        assertEquals(List.of("protobuf", "kryo", "xstream", "memcpy"), heats.get(0).select("tbody tr td:first-child").eachText());
        Element best = heats.get(0).selectFirst("tbody tr td:nth-child(2)");
        assertEquals("1.00×", best.text());
        assertTrue(best.attr("style").startsWith("background:hsl(120,"), "the best is green");
        assertEquals("—", heats.get(0).select("tbody tr").get(2).child(1).text(), "xstream has no round trip");
    }

    @Test
    void nothingIsFetchedAndTheTablesAreCompleteWithoutTheScript(@TempDir Path dir) throws Exception {
        Document d = page(ReportTest.run(), dir);
        for (Element e : d.select("[src], [href]")) {
            String url = e.hasAttr("src") ? e.attr("src") : e.attr("href");
            assertTrue(url.startsWith("#"), "only links within the page: " + e.outerHtml());
        }
        assertTrue(d.select("link, img, iframe, object, embed, script[src]").isEmpty());
        Elements scripts = d.select("script");
        assertEquals(1, scripts.size());
        assertTrue(scripts.get(0).data().contains("table.sortable") && scripts.get(0).data().contains("aria-sort"), "the sorting script");
        for (Element t : d.select("table.sortable")) assertFalse(t.select("thead th").isEmpty(), "sortable by its headers");
        // nothing is hidden but the trait filter and the calculator's form, which do nothing without the script
        assertEquals(List.of("filters", "calc"), d.select("[hidden]").eachAttr("id"));
        // the needs the run measured first (the traits answer "no class registration"), then the traits
        assertEquals(List.of("no class registration", "schema", "reflection", "binary", "text"), d.select("#filters button").eachText());
        assertEquals("schema need:no-class-registration", d.selectFirst("table.figures tr:has(td:contains(protobuf))").attr("data-traits"));
    }
}
