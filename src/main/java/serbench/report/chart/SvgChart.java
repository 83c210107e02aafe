package serbench.report.chart;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import serbench.results.Numbers;

/**
 * Plain inline SVG charts for the self-contained HTML report: grouped horizontal bars with error whiskers,
 * labelled points on logarithmic axes, and lines on a logarithmic axis. Every mark has a tooltip with its
 * exact figure.
 */
public final class SvgChart {
    /** The height of a title's further line, in px. */
    static final int TITLE_LINE = 16;
    static final String[] PALETTE = {"#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1",
        "#ff9da7", "#9c755f", "#bab0ac", "#1f77b4", "#8c564b", "#17becf", "#bcbd22", "#7f7f7f", "#d62728"};

    private SvgChart() {}

    /** One labelled row of bars, one bar per series; NaN values are drawn as absent. */
    public record BarRow(String label, boolean muted, double[] values, double[] errors) {}

    /**
     * Horizontal grouped bars with error whiskers and their values, on a linear axis from zero or, where the
     * values span more than {@link Axis#LOG_SPAN} times, a logarithmic one (so the fastest codec still gets a
     * readable bar); the axis title says which.
     *
     * @param series the names of the bars in each row, in palette order
     */
    public static String bars(String title, String unit, List<String> series, List<BarRow> rows) {
        int left = 150, right = 64, top = 46, bottom = 36, width = 600, bar = 10, gap = 8;
        int group = series.size() * (bar + 1) + gap;
        int height = top + rows.size() * group + bottom;
        int plot = width - left - right;
        double min = Double.MAX_VALUE, max = 0;
        for (BarRow r : rows) {
            for (int i = 0; i < r.values().length; i++) {
                double v = r.values()[i];
                if (Double.isNaN(v) || v <= 0) continue;
                min = Math.min(min, v);
                max = Math.max(max, v + err(r, i));
            }
        }
        Axis axis = Axis.of(min, max);
        StringBuilder svg = open(width, height, title, axis.log() ? " log" : "");
        legend(svg, series, left, 34);
        for (double t : axis.ticks()) {
            double x = left + plot * axis.at(t);
            svg.append(String.format(Locale.ROOT, "<line x1='%.1f' y1='%d' x2='%.1f' y2='%d' class='grid'/>", x, top - 4, x, height - bottom));
            svg.append(String.format(Locale.ROOT, "<text x='%.1f' y='%d' text-anchor='middle' class='tick'>%s</text>", x,
                height - bottom + 14, Axis.label(t)));
        }
        svg.append(String.format("<text x='%d' y='%d' text-anchor='middle' class='axis'>%s</text>", left + plot / 2, height - 4,
            esc(axis.title(unit))));
        for (int r = 0; r < rows.size(); r++) {
            BarRow row = rows.get(r);
            int y0 = top + r * group;
            svg.append(String.format("<text x='%d' y='%d' text-anchor='end' class='label%s'>%s</text>", left - 6,
                y0 + (group - gap) / 2 + 4, row.muted() ? " muted" : "", esc(row.label())));
            for (int i = 0; i < series.size(); i++) {
                double v = row.values()[i];
                if (Double.isNaN(v)) continue;
                int y = y0 + i * (bar + 1);
                double e = err(row, i), w = plot * axis.at(v);
                String tip = row.label() + " " + series.get(i) + ": " + Numbers.withError(v, e == 0 ? null : e) + " " + unit;
                svg.append(String.format(Locale.ROOT, "<rect x='%d' y='%d' width='%.1f' height='%d' fill='%s'%s><title>%s</title></rect>",
                    left, y, Math.max(w, 0.5), bar, PALETTE[i % PALETTE.length], row.muted() ? " fill-opacity='0.45'" : "", esc(tip)));
                double hi = plot * axis.at(v + e);
                if (e > 0) {
                    double lo = plot * axis.at(Math.max(v - e, axis.lo())), cy = y + bar / 2.0;
                    svg.append(String.format(Locale.ROOT, "<path d='M%.1f %.1fH%.1fM%.1f %.1fV%.1fM%.1f %.1fV%.1f' class='whisker'/>",
                        left + lo, cy, left + hi, left + lo, cy - 3, cy + 3, left + hi, cy - 3, cy + 3));
                }
                svg.append(String.format(Locale.ROOT, "<text x='%.1f' y='%d' class='value'>%s</text>", left + Math.max(w, hi) + 4, y + bar - 1,
                    Numbers.compact(v)));
            }
        }
        return close(svg);
    }

    /** How a point of a scatter chart is drawn: on the Pareto front, another codec, or a baseline. */
    public enum Mark { FRONT, OTHER, BASELINE }

    /** One labelled point; {@code tip} is its tooltip, with the exact figures. */
    public record Point(String label, double x, double y, Mark mark, String tip) {}

    /**
     * Points on logarithmic axes, each named beside it (labels are placed where they overlap no other label or
     * point, joined by a leader line when pushed away), the Pareto front joined as a staircase: a codec below
     * and left of it would beat the front on both axes, and there is none.
     */
    public static String scatter(String title, String xUnit, String yUnit, List<Point> points) {
        int left = 62, right = 24, top = 42, bottom = 44, width = 760, height = 440;
        int plotW = width - left - right, plotH = height - top - bottom;
        double xMin = points.stream().mapToDouble(Point::x).min().orElse(1), xMax = points.stream().mapToDouble(Point::x).max().orElse(10);
        double yMin = points.stream().mapToDouble(Point::y).min().orElse(1), yMax = points.stream().mapToDouble(Point::y).max().orElse(10);
        Axis xa = Axis.logBetween(xMin / 1.15, xMax * 1.15), ya = Axis.logBetween(yMin / 1.15, yMax * 1.15);
        StringBuilder svg = open(width, height, title, " scatter log");
        svg.append(String.format("<text x='%d' y='32' class='label'><tspan class='front'>● on the Pareto front</tspan>: no codec is"
            + " both faster and smaller · ● other codecs · <tspan class='muted'>○ baselines</tspan></text>", left));
        grid(svg, xa, ya, left, top, plotW, plotH, height - 8, xa.title(xUnit), ya.title(yUnit));
        double[][] at = new double[points.size()][];
        for (int i = 0; i < points.size(); i++) {
            at[i] = new double[] {left + plotW * xa.at(points.get(i).x()), top + plotH * (1 - ya.at(points.get(i).y()))};
        }
        StringBuilder front = new StringBuilder();
        for (int i = 0; i < points.size(); i++) {
            if (points.get(i).mark() != Mark.FRONT) continue;
            front.append(front.length() == 0 ? String.format(Locale.ROOT, "M%.1f %.1f", at[i][0], at[i][1])
                : String.format(Locale.ROOT, "H%.1fV%.1f", at[i][0], at[i][1]));
        }
        if (front.length() > 0) svg.append("<path d='").append(front).append("' class='front-line'/>");
        for (int i = 0; i < points.size(); i++) {
            Point p = points.get(i);
            String style = switch (p.mark()) {
                case FRONT -> "r='5' class='pt front'";
                case OTHER -> "r='4' class='pt'";
                case BASELINE -> "r='4' class='pt base'";
            };
            svg.append(String.format(Locale.ROOT, "<circle cx='%.1f' cy='%.1f' %s><title>%s</title></circle>", at[i][0], at[i][1], style,
                esc(p.tip())));
        }
        new LabelPlacer(left, top, left + plotW, top + plotH, at).place(svg, points);
        return close(svg);
    }

    /**
     * Lines over evenly spaced categories (e.g. children 0, 32, 64, 1024) on a log10 value axis, since
     * the values span orders of magnitude. NaN values break a line; each line is named at its end.
     */
    public static String lines(String title, String xTitle, String unit, List<String> xLabels, List<String> series,
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
        StringBuilder svg = open(width, height, title, " log");
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
        return close(svg);
    }

    /**
     * Names each line at its right end, which reads faster than a 14-colour legend; labels are pushed
     * apart (at least one line of text) and joined to their point by a thin leader.
     */
    static void labelLineEnds(StringBuilder svg, List<String> series, List<double[]> ends, int x0, int minY, int maxY) {
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

    /**
     * An inline SVG (no namespace: the page is HTML, and it names no URL) with its title; {@code kind} adds classes.
     * A title too long for the width wraps onto further lines, and the chart drawn below it moves down by as much
     * (an SVG text never wraps by itself: it would run past the edge and be cut off). End it with {@link #close}.
     */
    static StringBuilder open(int width, int height, String title, String kind) {
        List<String> lines = titleLines(title, width);
        int extra = (lines.size() - 1) * TITLE_LINE;
        StringBuilder svg = new StringBuilder(String.format("<svg class='chart%s' viewBox='0 0 %d %d' width='%d' height='%d' role='img'>"
            + "<title>%s</title><text x='4' y='16' class='title'>", kind, width, height + extra, width, height + extra, esc(title)));
        for (int i = 0; i < lines.size(); i++) {
            svg.append(i == 0 ? "<tspan>" : "<tspan x='4' dy='" + TITLE_LINE + "'>").append(esc(lines.get(i))).append("</tspan>");
        }
        return svg.append("</text>").append(extra == 0 ? "<g>" : "<g transform='translate(0," + extra + ")'>");
    }

    /** The end of a chart begun with {@link #open}. */
    static String close(StringBuilder svg) {
        return svg.append("</g></svg>").toString();
    }

    /** The title's lines, broken between words to fit the width at the title's 13px bold (up to 8px a character). */
    static List<String> titleLines(String title, int width) {
        int max = (width - 8) / 8;
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : title.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > max) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.length() > 0 ? " " : "").append(word);
        }
        lines.add(line.toString());
        return lines;
    }

    private static void legend(StringBuilder svg, List<String> series, int x, int y) {
        int cx = x;
        for (int i = 0; i < series.size(); i++) {
            svg.append(String.format("<rect x='%d' y='%d' width='10' height='10' fill='%s'/><text x='%d' y='%d' class='label'>%s</text>",
                cx, y - 9, PALETTE[i % PALETTE.length], cx + 14, y, esc(series.get(i))));
            cx += 24 + 7 * series.get(i).length();
        }
    }

    public static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("'", "&#39;").replace("\"", "&quot;");
    }

    /** Grid lines with their tick labels over a plot of two axes, and the axes' titles (the x title's baseline at {@code xTitleY}). */
    static void grid(StringBuilder svg, Axis xa, Axis ya, int left, int top, int plotW, int plotH, int xTitleY, String xTitle,
                     String yTitle) {
        for (double t : xa.ticks()) {
            double x = left + plotW * xa.at(t);
            svg.append(String.format(Locale.ROOT, "<line x1='%.1f' y1='%d' x2='%.1f' y2='%d' class='grid'/><text x='%.1f' y='%d'"
                + " text-anchor='middle' class='tick'>%s</text>", x, top, x, top + plotH, x, top + plotH + 14, Axis.label(t)));
        }
        for (double t : ya.ticks()) {
            double y = top + plotH * (1 - ya.at(t));
            svg.append(String.format(Locale.ROOT, "<line x1='%d' y1='%.1f' x2='%d' y2='%.1f' class='grid'/><text x='%d' y='%.1f'"
                + " text-anchor='end' class='tick'>%s</text>", left, y, left + plotW, y, left - 5, y + 4, Axis.label(t)));
        }
        svg.append(String.format("<text x='%d' y='%d' text-anchor='middle' class='axis'>%s</text>", left + plotW / 2, xTitleY,
            esc(xTitle)));
        svg.append(String.format(Locale.ROOT, "<text transform='rotate(-90)' x='%.1f' y='14' text-anchor='middle' class='axis'>%s</text>",
            -(top + plotH / 2.0), esc(yTitle)));
    }
}
