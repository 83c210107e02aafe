package serbench.report.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class SvgChartTest {
    private static final Pattern HEIGHT = Pattern.compile("viewBox='0 0 (\\d+) (\\d+)' width='\\d+' height='(\\d+)'");
    private static final List<SvgChart.BarRow> ROWS = List.of(new SvgChart.BarRow("kryo", false, new double[] {80}, new double[] {3}));

    @Test
    void aShortTitleIsOneLineAndMovesNothing() {
        String svg = SvgChart.bars("media: ser (shorter is better)", "ns/op", List.of("ser"), ROWS);
        assertEquals(1, count(svg, "<tspan"), svg);
        assertTrue(svg.contains("<g><"), svg);
        assertTrue(svg.endsWith("</g></svg>"), svg);
    }

    /** 600px holds about 74 characters of the title's type: a longer one would run past the edge and be cut off. */
    @Test
    void aLongTitleWrapsBetweenWordsAndTheChartMovesDownByItsExtraLine() {
        String title = "addressbook@10KB: bytes allocated per op (build+ser / deser-read), codecs in the time chart's order"
            + " (shorter is better)";
        String shortSvg = SvgChart.bars("t", "B/op", List.of("ser"), ROWS), longSvg = SvgChart.bars(title, "B/op", List.of("ser"), ROWS);
        assertEquals(2, count(longSvg, "<tspan"), longSvg);
        assertTrue(longSvg.contains("<tspan x='4' dy='16'>"), longSvg);
        assertTrue(longSvg.contains("<title>" + SvgChart.esc(title) + "</title>"), "the tooltip keeps the whole title");
        assertEquals(height(shortSvg) + SvgChart.TITLE_LINE, height(longSvg));
        assertTrue(longSvg.contains("<g transform='translate(0,16)'>"), longSvg);
        for (String line : SvgChart.titleLines(title, 600)) {
            assertTrue(line.length() <= 74, line);
            assertTrue(!line.startsWith(" ") && !line.endsWith(" "), line);
        }
        assertEquals(title, String.join(" ", SvgChart.titleLines(title, 600)));
    }

    private static int height(String svg) {
        Matcher m = HEIGHT.matcher(svg);
        assertTrue(m.find(), svg);
        assertEquals(m.group(2), m.group(3), "viewBox and height agree");
        return Integer.parseInt(m.group(3));
    }

    private static int count(String s, String part) {
        return s.split(Pattern.quote(part), -1).length - 1;
    }
}
