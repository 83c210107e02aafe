package serbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The page's scorecard and calculator as a browser with scripts off sees them, and report.md's scorecard. */
class CalculatorPageTest {
    /** The heading above each of the page's calculator tables. */
    private static List<String> calculatorHeadings(Document d) {
        return d.select("table.calc").stream().map(t -> t.parent().previousElementSibling().text()).toList();
    }

    @Test
    void aMergeOfMachinesGetsAScorecardAndACalculatorPerMachine(@TempDir Path dir) throws Exception {
        Document d = HtmlReportTest.page(AdviseTest.twoMachines(), dir);
        List<String> each = List.of("tree-0 — A", "tree-32 — A", "user — A", "tree-0 — B", "tree-32 — B", "user — B");
        assertEquals(each, calculatorHeadings(d));
        assertEquals(each, d.select("div.scorecard h3").eachText());
        Element onA = d.select("table.calc").get(2), onB = d.select("table.calc").get(5);
        assertEquals(List.of("kryo"), onA.select("tbody td:first-child").eachText());
        assertEquals(List.of("protobuf", "kryo"), onB.select("tbody td:first-child").eachText(), "measured on B, advised on B");
        assertEquals("Not in it: protobuf (not measured (run interrupted?)); xstream (FAIL: title <differs> at index 3).",
            onA.parent().nextElementSibling().text());
        String md = Files.readString(dir.resolve("report.md"));
        assertTrue(md.contains("\n### user — A\n") && md.contains("\n### user — B\n"), md);
    }

    @Test
    void aCodecLeftOutOfTheCalculatorSaysWhy(@TempDir Path dir) throws Exception {
        Document d = HtmlReportTest.page(ReportTest.run(), dir);
        assertEquals(List.of("Not in it: xstream (no deser-read time).", "Not in it: xstream (no deser-read time).",
            "Not in it: xstream (FAIL: title <differs> at index 3)."),
            d.select("table.calc").stream().map(t -> t.parent().nextElementSibling().text()).toList());
    }
}
