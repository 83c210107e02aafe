package serbench.report;

import java.util.List;
import java.util.Locale;
import serbench.results.Numbers;

/**
 * Plain inline SVG charts for the self-contained HTML report: grouped horizontal bars with error
 * whiskers, and lines on a logarithmic axis. Every mark has a tooltip with its exact figure.
 */
final class SvgChart {
    static final String[] PALETTE = {"#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1",
        "#ff9da7", "#9c755f", "#bab0ac", "#1f77b4", "#8c564b", "#17becf", "#bcbd22", "#7f7f7f", "#d62728"};

    private SvgChart() {}

    /** One labelled row of bars, one bar per series; NaN values are drawn as absent. */
    record BarRow(String label, boolean muted, double[] values, double[] errors) {}

    /**
     * Horizontal grouped bars on a linear axis from zero (bars on a log axis mislead).
     *
     * @param series the names of the bars in each row, in palette order
     */
    static String bars(String title, String unit, List<String> series, List<BarRow> rows) {
        int left = 130, right = 56, top = 48, bottom = 34, width = 570, bar = 11, gap = 10;
        int group = series.size() * (bar + 1) + gap;
        int height = top + rows.size() * group + bottom;
        int plot = width - left - right;
        double max = 0;
        for (BarRow r : rows) {
            for (int i = 0; i < r.values().length; i++) {
                if (!Double.isNaN(r.values()[i])) max = Math.max(max, r.values()[i] + err(r, i));
            }
        }
        double[] ticks = niceTicks(max);
        double top_ = ticks[ticks.length - 1];
        StringBuilder svg = open(width, height, title);
        legend(svg, series, left, 34);
        for (double t : ticks) {
            double x = left + plot * t / top_;
            svg.append(String.format(Locale.ROOT, "<line x1='%.1f' y1='%d' x2='%.1f' y2='%d' class='grid'/>", x, top - 4, x, height - bottom));
            svg.append(String.format(Locale.ROOT, "<text x='%.1f' y='%d' text-anchor='middle' class='tick'>%s</text>", x,
                height - bottom + 14, Numbers.compact(t)));
        }
        svg.append(String.format("<text x='%d' y='%d' text-anchor='middle' class='axis'>%s</text>", left + plot / 2, height - 4, esc(unit)));
        for (int r = 0; r < rows.size(); r++) {
            BarRow row = rows.get(r);
            int y0 = top + r * group;
            svg.append(String.format("<text x='%d' y='%d' text-anchor='end' class='label%s'>%s</text>", left - 6,
                y0 + (group - gap) / 2 + 4, row.muted() ? " muted" : "", esc(row.label())));
            for (int i = 0; i < series.size(); i++) {
                double v = row.values()[i];
                if (Double.isNaN(v)) continue;
                int y = y0 + i * (bar + 1);
                double w = plot * v / top_, e = plot * err(row, i) / top_;
                String tip = row.label() + " " + series.get(i) + ": " + Numbers.withError(v, Double.isNaN(err(row, i)) || err(row, i) == 0 ? null : err(row, i)) + " " + unit;
                svg.append(String.format(Locale.ROOT, "<rect x='%d' y='%d' width='%.1f' height='%d' fill='%s'%s><title>%s</title></rect>",
                    left, y, Math.max(w, 0.5), bar, PALETTE[i % PALETTE.length], row.muted() ? " fill-opacity='0.45'" : "", esc(tip)));
                if (e > 0) {
                    double cy = y + bar / 2.0;
                    svg.append(String.format(Locale.ROOT, "<path d='M%.1f %.1fH%.1fM%.1f %.1fV%.1fM%.1f %.1fV%.1f' class='whisker'/>",
                        left + w - e, cy, left + w + e, left + w - e, cy - 3, cy + 3, left + w + e, cy - 3, cy + 3));
                }
                svg.append(String.format(Locale.ROOT, "<text x='%.1f' y='%d' class='value'>%s</text>", left + w + e + 4, y + bar - 2,
                    Numbers.compact(v)));
            }
        }
        return svg.append("</svg>").toString();
    }

    /**
     * Lines over evenly spaced categories (e.g. children 0, 32, 64, 1024) on a log10 value axis, since
     * the values span orders of magnitude. NaN values break a line; each line is named at its end.
     */
    static String lines(String title, String xTitle, String unit, List<String> xLabels, List<String> series,
                        List<double[]> values) {
        int left = 64, right = 150, top = 34, bottom = 46, width = 720, height = 340;
        int plotW = width - left - right, plotH = height - top - bottom;
        double min = Double.MAX_VALUE, max = 0;
        for (double[] s : values) {
            for (double v : s) {
                if (v > 0) {
                    min = Math.min(min, v);
                    max = Math.max(max, v);
                }
            }
        }
        if (max == 0) return "";
        int lo = (int) Math.floor(Math.log10(min)), hi = Math.max(lo + 1, (int) Math.ceil(Math.log10(max)));
        StringBuilder svg = open(width, height, title);
        for (int p = lo; p <= hi; p++) {
            double y = top + plotH * (1 - (double) (p - lo) / (hi - lo));
            svg.append(String.format(Locale.ROOT, "<line x1='%d' y1='%.1f' x2='%d' y2='%.1f' class='grid'/>", left, y, left + plotW, y));
            svg.append(String.format(Locale.ROOT, "<text x='%d' y='%.1f' text-anchor='end' class='tick'>%s</text>", left - 6, y + 4,
                Numbers.compact(Math.pow(10, p))));
        }
        int n = xLabels.size();
        double step = n > 1 ? (double) plotW / (n - 1) : 0;
        for (int i = 0; i < n; i++) {
            svg.append(String.format(Locale.ROOT, "<text x='%.1f' y='%d' text-anchor='middle' class='tick'>%s</text>",
                left + i * step, top + plotH + 16, esc(xLabels.get(i))));
        }
        svg.append(String.format("<text x='%d' y='%d' text-anchor='middle' class='axis'>%s</text>", left + plotW / 2, height - 6, esc(xTitle)));
        svg.append(String.format(Locale.ROOT, "<text transform='rotate(-90)' x='%.1f' y='14' text-anchor='middle' class='axis'>%s (log scale)</text>",
            -(top + plotH / 2.0), esc(unit)));
        List<double[]> ends = new java.util.ArrayList<>();   // {series, x, y} of each line's last point
        for (int s = 0; s < series.size(); s++) {
            String colour = PALETTE[s % PALETTE.length];
            StringBuilder path = new StringBuilder();
            boolean pen = false;
            double[] end = null;
            for (int i = 0; i < n; i++) {
                double v = values.get(s)[i];
                if (!(v > 0)) {
                    pen = false;
                    continue;
                }
                double x = left + i * step, y = top + plotH * (1 - (Math.log10(v) - lo) / (hi - lo));
                path.append(pen ? "L" : "M").append(String.format(Locale.ROOT, "%.1f %.1f", x, y));
                pen = true;
                end = new double[] {s, x, y};
                svg.append(String.format(Locale.ROOT, "<circle cx='%.1f' cy='%.1f' r='3' fill='%s'><title>%s</title></circle>", x, y, colour,
                    esc(series.get(s) + " at " + xLabels.get(i) + ": " + Numbers.plain(v) + " " + unit)));
            }
            svg.append(String.format("<path d='%s' fill='none' stroke='%s' stroke-width='1.8'/>", path, colour));
            if (end != null) ends.add(end);
        }
        labelLineEnds(svg, series, ends, left + plotW, top, top + plotH);
        return svg.append("</svg>").toString();
    }

    /**
     * Names each line at its right end, which reads faster than a 14-colour legend; labels are pushed
     * apart (at least one line of text) and joined to their point by a thin leader.
     */
    private static void labelLineEnds(StringBuilder svg, List<String> series, List<double[]> ends, int x0, int minY, int maxY) {
        ends.sort(java.util.Comparator.comparingDouble(e -> e[2]));
        double gap = 12;
        double[] y = new double[ends.size()];
        for (int i = 0; i < y.length; i++) y[i] = Math.max(ends.get(i)[2], i == 0 ? minY : y[i - 1] + gap);
        for (int i = y.length - 1; i >= 0; i--) y[i] = Math.min(y[i], i == y.length - 1 ? maxY : y[i + 1] - gap);
        for (int i = 0; i < y.length; i++) {
            double[] e = ends.get(i);
            String colour = PALETTE[(int) e[0] % PALETTE.length];
            svg.append(String.format(Locale.ROOT, "<path d='M%.1f %.1fL%d %.1f' stroke='%s' stroke-width='0.6' fill='none'/>"
                + "<text x='%d' y='%.1f' class='label' fill='%s'>%s</text>", e[1] + 4, e[2], x0 + 14, y[i], colour,
                x0 + 17, y[i] + 4, colour, esc(series.get((int) e[0]))));
        }
    }

    private static double err(BarRow r, int i) {
        return r.errors() == null || Double.isNaN(r.errors()[i]) ? 0 : r.errors()[i];
    }

    private static StringBuilder open(int width, int height, String title) {
        return new StringBuilder(String.format("<svg xmlns='http://www.w3.org/2000/svg' class='chart' viewBox='0 0 %d %d' width='%d' height='%d' role='img'>"
            + "<title>%s</title><text x='4' y='16' class='title'>%s</text>", width, height, width, height, esc(title), esc(title)));
    }

    private static void legend(StringBuilder svg, List<String> series, int x, int y) {
        int cx = x;
        for (int i = 0; i < series.size(); i++) {
            svg.append(String.format("<rect x='%d' y='%d' width='10' height='10' fill='%s'/><text x='%d' y='%d' class='label'>%s</text>",
                cx, y - 9, PALETTE[i % PALETTE.length], cx + 14, y, esc(series.get(i))));
            cx += 24 + 7 * series.get(i).length();
        }
    }

    /** About five round ticks from zero to at least {@code max}. */
    static double[] niceTicks(double max) {
        if (!(max > 0)) return new double[] {0, 1};
        double raw = max / 5, mag = Math.pow(10, Math.floor(Math.log10(raw))), f = raw / mag;
        double step = (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * mag;
        int n = (int) Math.ceil(max / step - 1e-9);
        double[] ticks = new double[n + 1];
        for (int i = 0; i <= n; i++) ticks[i] = i * step;
        return ticks;
    }

    static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("'", "&#39;").replace("\"", "&quot;");
    }
}
