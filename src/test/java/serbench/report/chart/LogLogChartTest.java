package serbench.report.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The size axis's log-log chart: each point's interval drawn as a bar through it, inside the plot. */
class LogLogChartTest {
    private static final Pattern POINT = Pattern.compile("<circle cx='([\\d.]+)' cy='([\\d.]+)'");
    private static final Pattern BAR = Pattern.compile("<path d='M([\\d.]+) ([\\d.]+)V([\\d.]+)M[^']*' stroke='[^']*' stroke-width='1'/>");

    @Test
    void eachIntervalIsABarThroughItsPointTheSameLengthForTheSameRelativeError() {
        double nan = Double.NaN;
        String svg = LogLogChart.of("t", "bytes", "ns/op", List.of(new LogLogChart.Line("codec",
            new double[] {1_000, 10_000, 100_000}, new double[] {100, 1_000, 5_000},
            new double[] {80, 800, nan}, new double[] {125, 1_250, nan}, List.of("a", "b", "c"))));

        List<double[]> points = all(POINT.matcher(svg), 2), bars = all(BAR.matcher(svg), 3);
        assertEquals(3, points.size());
        assertEquals(2, bars.size(), "no bar where a figure has no interval: " + svg);
        for (int i = 0; i < 2; i++) {
            double[] p = points.get(i), b = bars.get(i);
            assertEquals(p[0], b[0], 0.01, "the bar stands on its point");
            assertTrue(b[1] < p[1] && p[1] < b[2], "the slower end above the point on a time axis, the faster below");
            // 80..125 around 100: 1.25 times either way, so the point sits in the middle of its bar on log axes
            assertEquals(b[2] - p[1], p[1] - b[1], 0.2);
            assertTrue(b[1] >= 34, "the top of the bar inside the plot, whose range covers the intervals: " + b[1]);
        }
        assertEquals(bars.get(0)[2] - bars.get(0)[1], bars.get(1)[2] - bars.get(1)[1], 0.2, "±25% draws one length at 100 and at 1,000");
    }

    private static List<double[]> all(Matcher m, int groups) {
        List<double[]> found = new ArrayList<>();
        while (m.find()) {
            double[] v = new double[groups];
            for (int g = 0; g < groups; g++) v[g] = Double.parseDouble(m.group(g + 1));
            found.add(v);
        }
        return found;
    }
}
