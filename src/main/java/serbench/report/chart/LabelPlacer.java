package serbench.report.chart;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Names the points of a scatter chart: each label goes to the first spot, nearest its point first, where it
 * overlaps no label placed before and no other point, within the plot; labels pushed away from their point
 * get a thin leader line. Points on the Pareto front are named first, so theirs take the best spots.
 * Text widths are estimated (the page picks its own font), with a margin.
 */
final class LabelPlacer {
    private static final double CHAR = 6.3, HEIGHT = 11, POINT = 5;
    private static final int[] RINGS = {7, 13, 22, 32, 44, 58, 74, 92, 112};

    private final double minX, minY, maxX, maxY;
    private final double[][] points;
    private final List<double[]> taken = new ArrayList<>();

    /** @param points the pixel position {x, y} of every point, in the order of the labels */
    LabelPlacer(double minX, double minY, double maxX, double maxY, double[][] points) {
        this.minX = minX;
        this.minY = minY;
        this.maxX = maxX;
        this.maxY = maxY;
        this.points = points;
    }

    /** Appends every label (and leader) to the chart. */
    void place(StringBuilder svg, List<SvgChart.Point> labels) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < labels.size(); i++) order.add(i);
        order.sort(Comparator.comparingInt((Integer i) -> labels.get(i).mark().ordinal()).thenComparingDouble(i -> points[i][0]));
        for (int i : order) {
            SvgChart.Point p = labels.get(i);
            double[] box = spot(i, p.label().length() * CHAR + 2);
            String cls = switch (p.mark()) {
                case FRONT -> "label front";
                case OTHER -> "label";
                case BASELINE -> "label muted";
            };
            double cx = points[i][0], cy = points[i][1];
            double far = Math.hypot(Math.max(box[0] - cx, Math.max(0, cx - box[2])), Math.max(box[1] - cy, Math.max(0, cy - box[3])));
            if (far > 10) {
                double lx = Math.max(box[0], Math.min(cx, box[2])), ly = Math.max(box[1], Math.min(cy, box[3]));
                svg.append(String.format(Locale.ROOT, "<path d='M%.1f %.1fL%.1f %.1f' class='leader'/>", cx, cy, lx, ly));
            }
            svg.append(String.format(Locale.ROOT, "<text x='%.1f' y='%.1f' class='%s'>%s</text>", box[0] + 1, box[3] - 2, cls,
                SvgChart.esc(p.label())));
        }
    }

    /** The box {x0, y0, x1, y1} for point i's label: the first free one around it, or to its right when none is. */
    private double[] spot(int i, double w) {
        double cx = points[i][0], cy = points[i][1];
        for (int r : RINGS) {
            int steps = r < 20 ? 8 : 16;
            for (int k = 0; k < steps; k++) {
                double a = angle(k, steps), dx = Math.cos(a), dy = Math.sin(a);
                double ax = cx + r * dx, ay = cy + r * dy;
                double x0 = dx > 0.3 ? ax : dx < -0.3 ? ax - w : ax - w / 2;
                double y0 = dy > 0.3 ? ay : dy < -0.3 ? ay - HEIGHT : ay - HEIGHT / 2;
                double[] box = {x0, y0, x0 + w, y0 + HEIGHT};
                if (free(box, i)) {
                    taken.add(box);
                    return box;
                }
            }
        }
        double[] box = {cx + RINGS[0], cy - HEIGHT / 2, cx + RINGS[0] + w, cy + HEIGHT / 2};
        taken.add(box);
        return box;
    }

    /** Right, left, up, down, then the diagonals, then the angles between: the nearest readable spots first. */
    private static double angle(int k, int steps) {
        double[] first = {0, Math.PI, -Math.PI / 2, Math.PI / 2, -Math.PI / 4, Math.PI / 4, -3 * Math.PI / 4, 3 * Math.PI / 4};
        return k < first.length ? first[k] : (k - first.length) * Math.PI / 4 + Math.PI / 8;
    }

    private boolean free(double[] b, int self) {
        if (b[0] < minX || b[1] < minY || b[2] > maxX || b[3] > maxY) return false;
        for (double[] t : taken) if (b[0] < t[2] && t[0] < b[2] && b[1] < t[3] && t[1] < b[3]) return false;
        for (int j = 0; j < points.length; j++) {
            if (j == self) continue;
            double px = points[j][0], py = points[j][1];
            if (px + POINT > b[0] && px - POINT < b[2] && py + POINT > b[1] && py - POINT < b[3]) return false;
        }
        return true;
    }
}
