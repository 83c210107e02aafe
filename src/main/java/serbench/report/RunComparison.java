package serbench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import serbench.results.MeasureMode;
import serbench.results.Measurement;
import serbench.results.Results;

/**
 * Figure-by-figure change between two runs. A change is significant when it exceeds the two figures'
 * errors combined; a regression is a significant change for the worse by more than the threshold, of a codec:
 * the baselines (memcpy, manual) are serbench's own reference code, which moves only with the machine or JVM.
 */
public final class RunComparison {
    /**
     * One figure in both runs. {@code error}s may be null (deterministic sizes, or too few samples); {@code baseline}:
     * the figure is a baseline's.
     */
    public record Change(String figure, String unit, double before, Double beforeError, double after, Double afterError,
                         boolean lowerIsBetter, boolean baseline) {
        public double percent() {
            return before == 0 ? 0 : 100 * (after - before) / before;
        }

        /**
         * The change as a change of time, so that negative always means faster: for throughput, where a rise is
         * the improvement, the change of its inverse.
         */
        public double timePercent() {
            return lowerIsBetter ? percent() : 100 * (before / after - 1);
        }

        public boolean significant() {
            double combined = (beforeError == null ? 0 : beforeError) + (afterError == null ? 0 : afterError);
            return Math.abs(after - before) > combined;
        }

        public boolean worse() {
            return lowerIsBetter ? after > before : after < before;
        }

        /** Worse beyond the errors and by more than the threshold, a baseline's figure too. */
        public boolean worseBeyond(double thresholdPercent) {
            return significant() && worse() && Math.abs(percent()) > thresholdPercent;
        }

        public boolean regressed(double thresholdPercent) {
            return !baseline && worseBeyond(thresholdPercent);
        }
    }

    public record Outcome(List<Change> changes, List<String> onlyBefore, List<String> onlyAfter) {}

    private RunComparison() {}

    public static Outcome compare(Results before, Results after) {
        // JVM ids are part of a figure's name only when a run measured several JVMs
        boolean byJvm = before.environment.jvms.size() > 1 || after.environment.jvms.size() > 1;
        Map<String, Figure> old = figures(before, byJvm), now = figures(after, byJvm);
        List<Change> changes = new ArrayList<>();
        List<String> onlyBefore = new ArrayList<>(), onlyAfter = new ArrayList<>();
        old.forEach((name, o) -> {
            Figure n = now.get(name);
            if (n == null) onlyBefore.add(name);
            else changes.add(new Change(name, o.unit(), o.score(), o.error(), n.score(), n.error(), o.lowerIsBetter(),
                o.baseline()));
        });
        now.keySet().stream().filter(k -> !old.containsKey(k)).forEach(onlyAfter::add);
        return new Outcome(changes, onlyBefore, onlyAfter);
    }

    private record Figure(double score, Double error, String unit, boolean lowerIsBetter, boolean baseline) {}

    private static Map<String, Figure> figures(Results r, boolean byJvm) {
        Map<String, Figure> f = new LinkedHashMap<>();
        for (Measurement m : r.results) {
            String name = (byJvm ? m.jvm() + " " : "") + m.dataset() + " " + m.codec() + " " + m.op()
                + " threads=" + m.threads() + " " + m.mode();
            f.put(name, new Figure(m.score(), m.error(), m.unit(), MeasureMode.parse(m.mode()).lowerIsBetter(),
                r.baseline(m.codec())));
        }
        for (Results.Size s : r.sizes) {
            f.put(s.dataset() + " " + s.codec() + " size", new Figure(s.size(), null, "bytes", true, r.baseline(s.codec())));
            f.put(s.dataset() + " " + s.codec() + " zstd", new Figure(s.zstd(), null, "bytes", true, r.baseline(s.codec())));
        }
        return f;
    }
}
