package serbench.report.chart;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Lines on logarithmic axes both ways, for cost against payload size: a codec whose time grows in proportion to the
 * size draws a straight line at 45 degrees, a fixed per-op cost bends it flat at the small end. Each line is named at
 * its end, each point has its exact figures as a tooltip and its interval as a vertical bar: on log axes a bar's length
 * is the same for the same relative error, whatever the figure.
 */
public final class LogLogChart {
    /**
     * One codec's points, in order of size; {@code low} and {@code high} bound each point's interval (NaN where it
     * has none), {@code tips} are the points' tooltips.
     */
    public record Line(String name, double[] x, double[] y, double[] low, double[] high, List<String> tips) {}

    private LogLogChart() {}

    /** 630px wide, so an op's ns/op and MB/s charts sit side by side on the report's page (1,320px at most). */
    public static String of(String title, String xUnit, String yUnit, List<Line> lines) {
        int left = 64, right = 150, top = 34, bottom = 46, width = 630, height = 360;
        int plotW = width - left - right, plotH = height - top - bottom;
        double xMin = Double.MAX_VALUE, xMax = 0, yMin = Double.MAX_VALUE, yMax = 0;
        for (Line l : lines) {
            for (int i = 0; i < l.x().length; i++) {
                if (!(l.x()[i] > 0 && l.y()[i] > 0)) continue;
                xMin = Math.min(xMin, l.x()[i]);
                xMax = Math.max(xMax, l.x()[i]);
                yMin = Math.min(yMin, l.low()[i] > 0 ? Math.min(l.low()[i], l.y()[i]) : l.y()[i]);
                yMax = Math.max(yMax, l.high()[i] > 0 ? Math.max(l.high()[i], l.y()[i]) : l.y()[i]);
            }
        }
        if (xMax == 0) return "";
        Axis xa = Axis.logBetween(xMin / 1.3, xMax * 1.3), ya = Axis.logBetween(yMin / 1.3, yMax * 1.3);
        StringBuilder svg = SvgChart.open(width, height, title, " log");
        SvgChart.grid(svg, xa, ya, left, top, plotW, plotH, height - 6, xa.title(xUnit), ya.title(yUnit));
        List<double[]> ends = new ArrayList<>();
        for (int s = 0; s < lines.size(); s++) {
            Line l = lines.get(s);
            String colour = SvgChart.PALETTE[s % SvgChart.PALETTE.length];
            StringBuilder path = new StringBuilder();
            double[] end = null;
            for (int i = 0; i < l.x().length; i++) {
                if (!(l.x()[i] > 0 && l.y()[i] > 0)) continue;
                double x = left + plotW * xa.at(l.x()[i]), y = top + plotH * (1 - ya.at(l.y()[i]));
                path.append(end == null ? "M" : "L").append(String.format(Locale.ROOT, "%.1f %.1f", x, y));
                end = new double[] {s, x, y};
                if (l.low()[i] > 0 && l.high()[i] > l.low()[i]) {
                    double lo = top + plotH * (1 - ya.at(l.low()[i])), hi = top + plotH * (1 - ya.at(l.high()[i]));
                    svg.append(String.format(Locale.ROOT, "<path d='M%.1f %.1fV%.1fM%.1f %.1fH%.1fM%.1f %.1fH%.1f' stroke='%s' stroke-width='1'/>",
                        x, hi, lo, x - 3, hi, x + 3, x - 3, lo, x + 3, colour));
                }
                svg.append(String.format(Locale.ROOT, "<circle cx='%.1f' cy='%.1f' r='3' fill='%s'><title>%s</title></circle>", x, y,
                    colour, SvgChart.esc(l.tips().get(i))));
            }
            svg.append(String.format("<path d='%s' fill='none' stroke='%s' stroke-width='1.8'/>", path, colour));
            if (end != null) ends.add(end);
        }
        SvgChart.labelLineEnds(svg, lines.stream().map(Line::name).toList(), ends, left + plotW, top, top + plotH);
        return SvgChart.close(svg);
    }
}
