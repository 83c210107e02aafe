package serbench.bench.run;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import serbench.bench.fork.Profile;
import serbench.results.MeasureMode;
import serbench.results.Results;
import serbench.stats.ReferenceLevel;
import serbench.stats.RobustFigure;
import serbench.stats.SteadyState;

/** Each measuring JVM's part in a figure: its steady iterations, and its share of garbage collection. */
final class JvmParts {
    private JvmParts() {}

    /**
     * One JVM's part in a figure: its steady iterations without a collection, and its share of collections, expected
     * rather than counted: collections per op (the bytes the op allocates over the bytes the JVM allocates between two
     * young collections) times what one cost the codec's JVMs ({@link #costPerCollection}). Counted, the one or two or three
     * collections that fall into a JVM's 200 ms of an op moved its figure by several percent. Without the readings
     * (older runs, several threads, rates, smoke without allocation), every steady iteration, collections and all.
     */
    static RobustFigure.Jvm part(Results r, Results.Iterations f, SteadyState.Kept kept, MeasureMode mode, Profile profile, Calm calm) {
        double[] quiet = kept.quiet();
        if (f.collections() == null || f.allocBytesPerOp() == null || mode.kind() != MeasureMode.Kind.AVGT || quiet.length == 0) {
            return new RobustFigure.Jvm(kept.scores(), Double.NaN);
        }
        if (f.allocBytesPerOp() == 0) return new RobustFigure.Jvm(quiet, 0);
        double cost = costPerCollection(r, f, mode, profile, calm);
        if (f.edenBytes() == null || Double.isNaN(cost)) {
            // what this JVM's iterations happened to hold
            return new RobustFigure.Jvm(quiet, Math.max(0, RobustFigure.mean(kept.scores()) - RobustFigure.mean(quiet)));
        }
        return new RobustFigure.Jvm(quiet, f.allocBytesPerOp() / f.edenBytes() * cost);
    }

    /**
     * What a young collection cost the JVMs of {@code f}'s codec in this run, in ns: over every op they measured, each
     * steady iteration with a collection took this much longer than that op's iterations without one, per collection.
     * Its pause, and what the op lost after it (the caches refilled); NaN when no steady iteration had a collection.
     * Pooled over the codec's JVMs, whose heaps hold the same values: one JVM's one to four collections an op made its
     * own cost, and with it a figure, move by several percent from run to run (java-builtin's {@code deser-read} of
     * {@code media}: 117 and 704 ns/op of collections in two runs of one build), and a JVM in which no collection fell
     * into a steady iteration had none.
     */
    static double costPerCollection(Results r, Results.Iterations f, MeasureMode mode, Profile profile, Calm calm) {
        double excess = 0;
        long collections = 0;
        for (Results.Iterations g : r.iterations) {
            if (!g.jvm().equals(f.jvm()) || !g.codec().equals(f.codec()) || !g.mode().equals(f.mode())
                || g.threads() != f.threads() || g.collections() == null || g.ops() == null) continue;
            SteadyState.Kept kept = steady(g, mode, profile, calm);
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

    /**
     * The calm reference levels a run's iterations are judged by ({@link SteadyState#BUSY}): each JVM's
     * ({@link SteadyState#calm} over the readings of every op it measured, a JVM being one round of one (codec, data set)
     * pair on one JDK), and the run's, the median of its JVMs'. An iteration is judged against the lower of its JVM's and
     * the run's: a JVM that measured only while the machine was busy (a re-measuring JVM that times one op, within one
     * burst) has a calm level of a busy machine, 1.2 times the run's, and its iterations are busy by the run's. The
     * reference is interpreted work, whose level differs from JVM to JVM by 6% at most on a calm machine (docs/method.md).
     */
    record Calm(Map<List<Object>, Double> jvms, double run) {
        static Calm of(Results r) {
            Map<List<Object>, List<Double>> readings = new HashMap<>();
            for (Results.Iterations i : r.iterations) {
                if (i.canaries() != null && !i.canaries().isEmpty()) readings.computeIfAbsent(jvm(i), k -> new ArrayList<>()).addAll(i.canaries());
            }
            Map<List<Object>, Double> jvms = new HashMap<>();
            readings.forEach((k, v) -> jvms.put(k, SteadyState.calm(v.stream().mapToDouble(Double::doubleValue).toArray())));
            Double run = ReferenceLevel.ofRun(jvms.values().stream().mapToDouble(Double::doubleValue).toArray());
            return new Calm(jvms, run == null ? Double.NaN : run);
        }

        /** The level {@code f}'s iterations are judged against; NaN without readings. */
        double of(Results.Iterations f) {
            Double own = jvms.get(jvm(f));
            return own == null ? Double.NaN : Math.min(own, run);
        }

        private static List<Object> jvm(Results.Iterations i) {
            return List.of(i.jvm(), i.codec(), i.dataset(), i.threads(), i.round());
        }
    }

    /** One JVM's steady iterations of a figure ({@link SteadyState}), in the profile's slices, judged against {@code calm}. */
    static SteadyState.Kept steady(Results.Iterations f, MeasureMode mode, Profile profile, Calm calm) {
        return steady(f, mode, profile, calm.of(f));
    }

    /** {@link #steady(Results.Iterations, MeasureMode, Profile, Calm)} against {@code calm} (NaN: no iteration is busy). */
    static SteadyState.Kept steady(Results.Iterations f, MeasureMode mode, Profile profile, double calm) {
        int slice = mode.kind() == MeasureMode.Kind.TIME ? 1 : profile.sliceIterations(f.op());
        return SteadyState.of(new SteadyState.Iterations(samples(f), doubles(f.canaries()), ints(f.collections()),
            ints(f.jitMillis()), slice, calm), !mode.lowerIsBetter());
    }

    /**
     * {@code part} as its JVM timed it: its kept iterations without a collection by the clock, the time its thread had
     * no CPU included ({@link #samples} leaves it out), and the same share of collections; itself without CPU shares.
     */
    static RobustFigure.Jvm asTimed(Results.Iterations f, SteadyState.Kept kept, RobustFigure.Jvm part) {
        if (f.cpuShares() == null) return part;
        // the part holds every kept iteration, or (with a share of collections) those without a collection
        boolean all = part.scores().length == kept.scores().length;
        double[] timed = java.util.stream.IntStream.range(0, kept.index().length).filter(k -> all || !kept.collected()[k])
            .mapToDouble(k -> f.samples().get(kept.index()[k])).toArray();
        return new RobustFigure.Jvm(timed, part.gc());
    }

    private static double[] doubles(List<Double> x) {
        return x == null ? null : x.stream().mapToDouble(Double::doubleValue).toArray();
    }

    private static int[] ints(List<Integer> x) {
        return x == null ? null : x.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * The iterations' times per op, each without the time its thread had no CPU ({@code cpuShares}): the OS gave the
     * CPU to another thread or process, or the hypervisor took it. A reference of a tenth of a millisecond cannot see
     * that: a compile of two threads beside a run left its readings as they were and made the 20 ms iterations 1.5 to
     * 2.2 times as long. An iteration during which a collection ran keeps its whole time: its thread waited for the
     * collection, the op's own cost. As timed without the shares (older runs, several threads).
     */
    static double[] samples(Results.Iterations f) {
        double[] x = f.samples().stream().mapToDouble(Double::doubleValue).toArray();
        if (f.cpuShares() == null || f.cpuShares().size() != x.length) return x;
        for (int i = 0; i < x.length; i++) {
            boolean collected = f.collections() != null && f.collections().get(i) > 0;
            if (!collected) x[i] *= f.cpuShares().get(i);
        }
        return x;
    }
}
