package serbench.report.section;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import serbench.report.HtmlReport;
import serbench.results.Results;
import serbench.results.ResultsStore;
import serbench.results.SafetyCell;

/** The scorecard's needs as presets of the page's filter: a button per measured need, a token on each qualifying row. */
class NeedFilterTest {
    private static Results example() throws Exception {
        return ResultsStore.load(Path.of("docs/example/results.json"));
    }

    @Test
    void onlyTheNeedsTheRunMeasuredGetAButton() throws Exception {
        Results r = example();
        r.safety = null;
        Document page = Jsoup.parse(HtmlReport.render(r, null));
        List<String> needs = page.select("#filters button.need").eachText();
        assertEquals(List.of("no class registration"), needs, "the traits say it; the matrices were not run");
    }

    @Test
    void aNeedsButtonShowsOnlyTheCodecsThatQualifyInEveryTable() throws Exception {
        Results r = example();
        r.safety = List.of(new SafetyCell("kryo", "media", "truncate", 100, Map.of("rejected", 100), null),
            new SafetyCell("fory", "media", "truncate", 100, Map.of("rejected", 90, "oom", 10), null));
        Document page = Jsoup.parse(HtmlReport.render(r, null));
        Element button = page.selectFirst("#filters button.need[data-trait='need:untrusted-input']");
        assertEquals("untrusted input", button.text());
        assertEquals("need:untrusted-input", button.attr("data-group"), "a group of its own: two needs chosen must both hold");
        // every filtered table: the figures, the scorecard, the calculator
        for (String table : List.of("table.figures", "table.scorecard-rows", "table.calc")) {
            Element kryo = row(page, table, "kryo"), fory = row(page, table, "fory");
            assertTrue(tokens(kryo).contains("need:untrusted-input"), table);
            assertFalse(tokens(fory).contains("need:untrusted-input"), table + ": harmed by hostile input");
            assertTrue(tokens(kryo).contains("binary"), table + ": the traits stay");
        }
        // avro, not attacked: no verdict, so it does not qualify
        assertFalse(tokens(row(page, "table.figures", "avro")).contains("need:untrusted-input"));
        assertFalse(page.select("table.codecs td").text().contains("need:"), "the codecs table shows traits only");
    }

    private static Element row(Document page, String table, String codec) {
        return page.select(table + " tr[data-traits]").stream().filter(tr -> tr.child(0).text().equals(codec)).findFirst().orElseThrow();
    }

    private static List<String> tokens(Element row) {
        return List.of(row.attr("data-traits").split(" "));
    }
}
