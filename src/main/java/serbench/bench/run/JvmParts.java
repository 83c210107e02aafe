package serbench.bench.run;

import java.util.List;
import serbench.bench.fork.Profile;
import serbench.results.MeasureMode;
import serbench.results.Results;
import serbench.stats.RobustFigure;
import serbench.stats.SteadyState;

/** Each measuring JVM's part in a figure: its steady iterations, and its share of garbage collection. */
final class JvmParts {
    private JvmParts() {}

    /**
     * One JVM's part in a figure: its steady iterations without a collection, and its share of collections, expected
     * rather than counted: collections per op (the bytes the op allocates over the bytes the JVM allocates between two
     * young collections) times what one cost that JVM ({@link #costPerCollection}). Counted, the one or two or three
     * collections that fall into a JVM's 200 ms of an op moved its figure by several percent. Without the readings
     * (older runs, several threads, rates, smoke without allocation), every steady iteration, collections and all.
     */
    static RobustFigure.Jvm part(Results r, Results.Iterations f, SteadyState.Kept kept, Double reference, MeasureMode mode,
                                 Profile profile) {
        double[] quiet = kept.quiet();
        if (f.collections() == null || f.allocBytesPerOp() == null || mode.kind() != MeasureMode.Kind.AVGT || quiet.length == 0) {
            return new RobustFigure.Jvm(kept.scores(), Double.NaN);
        }
        if (f.allocBytesPerOp() == 0) return new RobustFigure.Jvm(quiet, 0);
        double cost = costPerCollection(r, f, reference, mode, profile);
        if (f.edenBytes() == null || Double.isNaN(cost)) {
            // what this JVM's iterations happened to hold
            return new RobustFigure.Jvm(quiet, Math.max(0, RobustFigure.mean(kept.scores()) - RobustFigure.mean(quiet)));
        }
        return new RobustFigure.Jvm(quiet, f.allocBytesPerOp() / f.edenBytes() * cost);
    }

    /**
     * What a young collection cost the JVM that measured {@code f}, in ns: over every op it measured, each steady
     * iteration with a collection took this much longer than that op's iterations without one, per collection. Its
     * pause, and what the op lost after it (the caches refilled); NaN when no steady iteration had a collection.
     */
    static double costPerCollection(Results r, Results.Iterations f, Double reference, MeasureMode mode, Profile profile) {
        double excess = 0;
        long collections = 0;
        for (Results.Iterations g : r.iterations) {
            if (g.round() != f.round() || !g.jvm().equals(f.jvm()) || !g.codec().equals(f.codec()) || !g.mode().equals(f.mode())
                || g.threads() != f.threads() || g.collections() == null || g.ops() == null) continue;
            SteadyState.Kept kept = steady(g, reference, mode, profile);
            double[] quiet = kept.quiet();
            if (quiet.length == 0) continue;
            double base = RobustFigure.mean(quiet);
            for (int k = 0; k < kept.scores().length; k++) {
                if (!kept.collected()[k]) continue;
                int i = kept.index()[k];
                excess += (kept.scores()[k] - base) * g.ops().get(i);
                collections += g.collections().get(i);
            }
        }
        // a collection cannot make an op faster: a negative mean is the iterations' noise
        return collections == 0 ? Double.NaN : Math.max(0, excess / collections);
    }

    /** One JVM's steady iterations of a figure ({@link SteadyState}), in the profile's slices. */
    static SteadyState.Kept steady(Results.Iterations f, Double reference, MeasureMode mode, Profile profile) {
        int slice = mode.kind() == MeasureMode.Kind.TIME ? 1 : profile.sliceIterations(f.op());
        return SteadyState.of(new SteadyState.Iterations(samples(f), doubles(f.canaries()), ints(f.collections()),
            ints(f.jitMillis()), slice), reference, !mode.lowerIsBetter());
    }

    private static double[] doubles(List<Double> x) {
        return x == null ? null : x.stream().mapToDouble(Double::doubleValue).toArray();
    }

    private static int[] ints(List<Integer> x) {
        return x == null ? null : x.stream().mapToInt(Integer::intValue).toArray();
    }

    static double[] samples(Results.Iterations f) {
        return f.samples().stream().mapToDouble(Double::doubleValue).toArray();
    }
}
