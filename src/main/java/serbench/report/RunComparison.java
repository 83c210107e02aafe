package serbench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import serbench.SerbenchVersion;
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

    /**
     * {@code lost}: figures of the old run the new one has none of because their pair failed there (its round trip,
     * or its benchmark), each with why: a codec that stopped working is worse than one that got slower.
     */
    public record Outcome(List<Change> changes, List<String> onlyBefore, List<String> onlyAfter, List<Lost> lost,
                          double scale) {
        /** Whether a time figure was compared: sizes alone are no comparison of two runs' speed. */
        public boolean comparedTimes() {
            return changes.stream().anyMatch(c -> !c.unit().equals(BYTES));
        }
    }

    /** A figure of the old run whose pair failed in the new one; {@code baseline}: the figure is a baseline's. */
    public record Lost(String figure, String why, boolean baseline) {}

    private static final String BYTES = "bytes";

    private RunComparison() {}

    /**
     * Why two results files cannot be compared, in a line naming them OLD and NEW; null when they can. Runs of two
     * serbench versions may compute their figures differently (0.3.0: the steady-state mean, before it the fastest
     * iteration), a smoke run's figures are not for comparison at all (docs/method.md#the-profiles), and an interrupted
     * run lacks figures that would otherwise count as lost or regressed. Runs of two profiles estimate the same figure,
     * each as precisely as its profile measures.
     */
    public static String incomparable(Results before, Results after) {
        for (String side : List.of("OLD", "NEW")) {
            String problem = notForComparison(side, side.equals("OLD") ? before : after);
            if (problem != null) return problem;
        }
        String old = before.environment.serbenchVersion, neu = after.environment.serbenchVersion;
        return sameMethod(old, neu) ? null : "OLD was made by serbench " + old + " and NEW by " + neu + ", " + OTHER_METHOD
            + ": measure both with one serbench";
    }

    /**
     * Why the figures of run {@code r} ({@code name} in the line: OLD, NEW, its file) are not for comparison with any
     * others: a first-call measurement has none, an unfinished run lacks some, a smoke run's are not fit to compare;
     * null when they are.
     */
    public static String notForComparison(String name, Results r) {
        if (FirstCallReport.only(r)) {
            return name + " is a first-call measurement ('serbench first-call'), not a run: it has no figures to compare";
        }
        if (!r.environment.complete) {
            return name + " is an unfinished run: the figures it lacks would go unseen; finish it first (serbench run --resume)";
        }
        if (!r.comparable()) {
            return name + " is a smoke run, whose figures are not for comparison (one measuring JVM per codec, a few"
                + " milliseconds per op); use a run of the quick or full profile";
        }
        return null;
    }

    /** Why figures of two serbench methods are not compared, for a line that names the two versions first. */
    public static final String OTHER_METHOD = "whose figures are computed differently (docs/history.md)";

    /**
     * Whether figures of serbench {@code a} and {@code b} are computed alike: one major and minor version (a patch
     * computes them as the release before), or a version that does not say (a build run from classes).
     */
    public static boolean sameMethod(String a, String b) {
        String one = SerbenchVersion.method(a), other = SerbenchVersion.method(b);
        return one == null || other == null || one.equals(other);
    }

    /** Why nothing was compared, naming what each run's figures are measured on (their JVMs, with a merge's machines). */
    public static String nothingInCommon(Results before, Results after) {
        return "no time figure is in both runs (OLD has " + before.results.size() + ", NEW " + after.results.size() + "; a figure"
            + " is its data set, codec, op, threads and mode, and its JVM where a run has several: OLD's JVMs "
            + jvms(before) + ", NEW's " + jvms(after) + ")";
    }

    private static String jvms(Results r) {
        return String.join(", ", r.environment.jvms.stream().map(j -> j.id()).toList());
    }

    /** {@link #compare(Results, Results, boolean)} by the reference, where both runs have one. */
    public static Outcome compare(Results before, Results after) {
        return compare(before, after, true);
    }

    /**
     * How many times as long the new run's reference took as the old one's, by which the old run's time figures are
     * read in the new run's units; 1 when {@code byReference} is false or either run has none (runs before
     * 0.4.0, smoke). Two runs of one build on two hours, or on a laptop and a CI runner, then differ only where the
     * code's cost in units of the reference did: the reference is interpreted work, the same in every JVM, which a
     * slower machine or hour slows as it slows the codecs (docs/method.md, "The reference").
     */
    public static double scale(Results before, Results after, boolean byReference) {
        Double old = before.environment.referenceNanos, now = after.environment.referenceNanos;
        return !byReference || old == null || now == null || old <= 0 || now <= 0 ? 1 : now / old;
    }

    /**
     * Every figure's change, the old run's time figures read in the new run's units ({@link #scale}) when
     * {@code byReference}.
     */
    public static Outcome compare(Results before, Results after, boolean byReference) {
        // JVM ids are part of a figure's name only when a run measured several JVMs
        boolean byJvm = before.environment.jvms.size() > 1 || after.environment.jvms.size() > 1;
        double scale = scale(before, after, byReference);
        Map<String, Figure> old = figures(before, byJvm, scale), now = figures(after, byJvm, 1);
        List<Change> changes = new ArrayList<>();
        List<String> onlyBefore = new ArrayList<>(), onlyAfter = new ArrayList<>();
        List<Lost> lost = new ArrayList<>();
        old.forEach((name, o) -> {
            Figure n = now.get(name);
            if (n != null) {
                changes.add(new Change(name, o.unit(), o.score(), o.error(), n.score(), n.error(), o.lowerIsBetter(), o.baseline()));
                return;
            }
            // without JVMs in the names, the new run's one JVM is the one that would have measured it
            String jvm = byJvm ? o.jvm() : after.environment.jvms.get(0).id();
            after.whyMissing(jvm, o.dataset(), o.codec()).ifPresentOrElse(why -> lost.add(new Lost(name, why, o.baseline())),
                () -> onlyBefore.add(name));
        });
        now.keySet().stream().filter(k -> !old.containsKey(k)).forEach(onlyAfter::add);
        return new Outcome(changes, onlyBefore, onlyAfter, lost, scale);
    }

    private record Figure(double score, Double error, String unit, boolean lowerIsBetter, boolean baseline, String jvm,
                          String dataset, String codec) {}

    /** The figures by name, each time figure read {@code scale} times slower (a rate that many times lower). */
    private static Map<String, Figure> figures(Results r, boolean byJvm, double scale) {
        Map<String, Figure> f = new LinkedHashMap<>();
        for (Measurement m : r.results) {
            String name = (byJvm ? m.jvm() + " " : "") + m.dataset() + " " + m.codec() + " " + m.op()
                + " threads=" + m.threads() + " " + m.mode();
            boolean lower = MeasureMode.parse(m.mode()).lowerIsBetter();
            double by = lower ? scale : 1 / scale;
            f.put(name, new Figure(m.score() * by, m.error() == null ? null : m.error() * by, m.unit(), lower,
                r.baseline(m.codec()), m.jvm(), m.dataset(), m.codec()));
        }
        for (Results.Size s : r.sizes) {
            boolean baseline = r.baseline(s.codec());
            f.put(s.dataset() + " " + s.codec() + " size", new Figure(s.size(), null, BYTES, true, baseline, null, s.dataset(), s.codec()));
            f.put(s.dataset() + " " + s.codec() + " zstd", new Figure(s.zstd(), null, BYTES, true, baseline, null, s.dataset(), s.codec()));
        }
        return f;
    }
}
