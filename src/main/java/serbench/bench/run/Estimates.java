package serbench.bench.run;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import serbench.bench.fork.ForkTask;
import serbench.bench.fork.Profile;
import serbench.results.MeasureMode;
import serbench.results.Measurement;
import serbench.results.Results;
import serbench.stats.ReferenceLevel;
import serbench.stats.RobustFigure;
import serbench.stats.SteadyState;

/**
 * Computes a figure from the iterations its measuring JVMs recorded, with a note on how it came about, and keeps
 * the run's figures up to date as JVMs end.
 */
final class Estimates {
    private Estimates() {}

    /**
     * Recomputes a step's figures of one codec on one data set from the iterations of all its JVMs, and those of the
     * ops it measures as others ({@link Step#sameAs()}); the ops no JVM measured.
     */
    static List<String> update(Step step, String codec, String dataset, Results results, Profile profile, Double typical) {
        Figures figures = figures(step, codec, dataset, results, profile, typical);
        step.sameBytesAs(codec).forEach(other -> figures.forSameBytes(other).apply(results));
        return figures.apply(results);
    }

    /** A step's figures of one codec on one data set, computed from the results but not yet put in them. */
    private record Figures(Step step, String codec, String dataset, List<Figure> figures) {
        /** One op at one thread count: its figure, or null when no JVM measured it. */
        record Figure(String op, int threads, Measurement m) {}

        /** These figures as those of {@code other}, a codec whose bytes are the same ({@link Step#sameBytes()}). */
        Figures forSameBytes(String other) {
            return new Figures(step, other, dataset, figures.stream()
                .map(f -> new Figure(f.op(), f.threads(), f.m() == null ? null : f.m().forSameBytes(other))).toList());
        }

        /** Puts the figures in the results in place of the old ones; the ops no JVM measured. */
        List<String> apply(Results results) {
            List<String> missing = new ArrayList<>();
            for (Figure f : figures) {
                results.results.removeIf(old -> old.jvm().equals(step.jvm().id()) && old.codec().equals(codec)
                    && old.dataset().equals(dataset) && old.op().equals(f.op()) && old.threads() == f.threads()
                    && old.mode().equals(step.task().mode()));
                if (f.m() != null) results.results.add(f.m());
                else if (!step.sameAs().containsKey(f.op())) missing.add(f.op() + "@" + f.threads());
            }
            return missing;
        }
    }

    private static Figures figures(Step step, String codec, String dataset, Results results, Profile profile,
                                   Double typical) {
        ForkTask task = step.task();
        List<Figures.Figure> figures = new ArrayList<>();
        for (int t : task.threads()) {
            Map<String, Measurement> measured = new HashMap<>();
            for (String op : task.ops()) {
                Measurement m = of(results, step.jvm().id(), codec, dataset, op, t, task.mode(), profile, typical);
                figures.add(new Figures.Figure(op, t, m));
                if (m != null) measured.put(op, m);
            }
            int threads = t;
            step.sameAs().forEach((op, as) -> figures.add(new Figures.Figure(op, threads,
                measured.containsKey(as) ? measured.get(as).as(op) : null)));
        }
        return new Figures(step, codec, dataset, figures);
    }

    /**
     * Recomputes every figure: each is widened to the run's typical spread between JVMs, which later JVMs move. No JVM
     * measures meanwhile, so the figures are computed side by side, on every CPU: one after the other, the bootstraps
     * of the whole matrix took some 25 s.
     */
    static void updateAll(List<Step> steps, Results results, Profile profile) {
        recordReference(results);
        Double typical = recordSpread(results, profile);
        List<Figures> all = steps.parallelStream().filter(step -> !step.failed(results))
            .flatMap(step -> step.task().codecs().stream().flatMap(c -> step.task().datasets().stream()
                .map(d -> figures(step, c, d, results, profile, typical))
                .flatMap(f -> Stream.concat(Stream.of(f), step.sameBytesAs(c).stream().map(f::forSameBytes)))))
            .toList();
        all.forEach(f -> f.apply(results));
    }

    /** The run's reference, in ns ({@link ReferenceLevel#ofRun}); null before any reading (or in a run without them). */
    static Double runReference(Results results) {
        return ReferenceLevel.ofRun(results.iterations.stream().filter(i -> i.canaries() != null && !i.canaries().isEmpty())
            .mapToDouble(i -> ReferenceLevel.of(i.canaries().stream().mapToDouble(Double::doubleValue).toArray())).toArray());
    }

    /** {@link #runReference}, also kept in the environment ({@code reference_nanos}). */
    static Double recordReference(Results results) {
        Double reference = runReference(results);
        results.environment.referenceNanos = reference == null ? null : Math.round(reference * 10) / 10.0;
        return reference;
    }

    /**
     * The run's typical spread between JVMs, which every figure's interval is widened to, computed once for a batch
     * of figures and kept in the environment.
     */
    static Double recordSpread(Results results, Profile profile) {
        Double spread = typicalSpread(results, profile);
        results.environment.jvmSpreadPercent = spread == null ? null : Math.round(spread * 1000) / 10.0;
        return spread;
    }

    /**
     * The spread {@link #recordSpread} last kept, to 0.1%: what deciding which figure to re-measure next needs,
     * without computing it again over the whole run (34 ms at the end of the whole matrix, for every JVM).
     */
    static Double recordedSpread(Results results) {
        return results.environment.jvmSpreadPercent == null ? null : results.environment.jvmSpreadPercent / 100;
    }

    /**
     * The figure, or null when no JVM measured it; {@code typical}: the run's {@link #typicalSpread} (null: none yet),
     * which the caller computes once for all the figures it estimates.
     */
    static Measurement of(Results r, String jvm, String codec, String dataset, String op, int threads, String mode,
                          Profile profile, Double typical) {
        List<Results.Iterations> measured = r.iterations.stream()
            .filter(i -> i.jvm().equals(jvm) && i.codec().equals(codec) && i.dataset().equals(dataset) && i.op().equals(op)
                && i.threads() == threads && i.mode().equals(mode) && !i.samples().isEmpty())
            .sorted(Comparator.comparingInt(Results.Iterations::round))
            .toList();
        if (measured.isEmpty()) return null;
        List<Results.Iterations> forks = measured;
        MeasureMode m = MeasureMode.parse(mode);
        String name = String.join(" ", jvm, dataset, codec, op, String.valueOf(threads), mode);
        JvmParts.Calm calm = JvmParts.Calm.of(r);
        List<SteadyState.Kept> steady = steady(forks, m, profile, calm);
        List<RobustFigure.Jvm> parts = new ArrayList<>();
        List<RobustFigure.Jvm> rawParts = new ArrayList<>();
        for (int k = 0; k < forks.size(); k++) {
            RobustFigure.Jvm part = JvmParts.part(r, forks.get(k), steady.get(k), m, profile, calm);
            rawParts.add(JvmParts.asTimed(forks.get(k), steady.get(k), part));
            parts.add(part);
        }
        RobustFigure.Estimate own = RobustFigure.estimate(parts, name);
        RobustFigure.Estimate e = typical == null ? own : own.atLeast(RobustFigure.floor(typical, own.forks()));
        Double rawScore = parts.equals(rawParts) ? null
            : rawParts.stream().filter(p -> p.scores().length > 0).mapToDouble(RobustFigure.Jvm::figure).average().orElseThrow();
        double min = forks.stream().flatMap(f -> f.samples().stream()).mapToDouble(Double::doubleValue).min().orElseThrow();
        double max = forks.stream().flatMap(f -> f.samples().stream()).mapToDouble(Double::doubleValue).max().orElseThrow();
        Double error = e.samples() < 2 ? null : e.error();
        RobustFigure.Share gc = e.gc();
        Optional<RobustFigure.Split> split = RobustFigure.split(e.forkScores(), plateauGap(typical));
        int collections = steady.stream().mapToInt(k -> (int) java.util.stream.IntStream.range(0, k.scores().length)
            .filter(i -> k.collected()[i]).count()).sum();
        Long classes = forks.stream().allMatch(f -> f.classesLoaded() != null)
            ? forks.stream().mapToLong(Results.Iterations::classesLoaded).sum() : null;
        return new Measurement(dataset, codec, op, threads, m.id(), e.score(), error, m.unit(),
            mean(forks, Results.Iterations::allocBytesPerOp), gc != null ? Double.valueOf(gc.score()) : mean(forks, Results.Iterations::gcNanosPerOp),
            jvm, e.samples(), min, max, e.forks(), error == null ? null : e.low(), error == null ? null : e.high(),
            FigureNote.withMemo(FigureNote.note(e, profile.targetError(dataset), profile.maxForks(dataset), profile, measured.size(),
                FigureNote.waited(forks, profile), typical, steady, classes, split, FigureNote.timed(e.score(), rawScore, m.unit()),
                m.unit()), r, codec, op),
            null, gc == null ? null : gc.low(), gc == null ? null : gc.high(), gc == null ? null : collections, classes,
            split.isPresent() ? Boolean.TRUE : null, null, rawScore);
    }

    /**
     * Each JVM's steady iterations of one figure ({@link JvmParts#steady}). A JVM that measured the op only while the
     * machine was busy keeps none, and the figure is its other JVMs'; when every JVM did, each keeps its iterations as
     * they were, busy or not: a figure of a machine busy all along is that machine's (docs/noise.md, "What is not").
     */
    static List<SteadyState.Kept> steady(List<Results.Iterations> forks, MeasureMode mode, Profile profile, JvmParts.Calm calm) {
        List<SteadyState.Kept> steady = forks.stream().map(f -> JvmParts.steady(f, mode, profile, calm)).toList();
        if (steady.stream().anyMatch(k -> k.scores().length > 0)) return steady;
        return forks.stream().map(f -> JvmParts.steady(f, mode, profile, Double.NaN)).toList();
    }

    /**
     * How far apart two JVMs' figures must be to sit on two levels: 5%, or three times the run's typical spread
     * between JVMs if that is wider (a gap JVMs of one level rarely show).
     */
    static double plateauGap(Double typical) {
        return Math.max(PLATEAU_GAP, typical == null ? 0 : 3 * typical);
    }

    /** See {@link #plateauGap}. */
    static final double PLATEAU_GAP = 0.05;

    /** The mean over the JVMs that measured it of a per-op figure (allocation, GC time); null when none did. */
    private static Double mean(List<Results.Iterations> forks, Function<Results.Iterations, Double> figure) {
        List<Double> values = forks.stream().map(figure).filter(v -> v != null).toList();
        return values.isEmpty() ? null : values.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    }

    /**
     * The run's typical spread between the JVMs of a figure ({@link RobustFigure#typicalSpread}); null while no figure
     * has two.
     */
    static Double typicalSpread(Results r, Profile profile) {
        Map<List<Object>, List<Results.Iterations>> figures = r.iterations.stream()
            .filter(i -> !i.samples().isEmpty())
            .sorted(Comparator.comparingInt(Results.Iterations::round))
            .collect(Collectors.groupingBy(i -> List.of(i.jvm(), i.codec(), i.dataset(), i.op(), i.threads(), i.mode()),
                LinkedHashMap::new, Collectors.toList()));
        List<List<Double>> forkScores = new ArrayList<>();
        JvmParts.Calm calm = JvmParts.Calm.of(r);
        for (List<Results.Iterations> figure : figures.values()) {
            MeasureMode mode = MeasureMode.parse(figure.get(0).mode());
            List<Double> jvms = new ArrayList<>();
            for (Results.Iterations f : figure) {
                SteadyState.Kept kept = JvmParts.steady(f, mode, profile, calm);
                if (kept.scores().length > 0) {
                    jvms.add(JvmParts.part(r, f, kept, mode, profile, calm).figure());
                }
            }
            forkScores.add(jvms);
        }
        return RobustFigure.typicalSpread(forkScores);
    }
}
