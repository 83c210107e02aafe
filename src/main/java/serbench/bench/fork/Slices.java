package serbench.bench.fork;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import serbench.results.MeasureMode;
import serbench.stats.SteadyState;

/** The measured slices of a measuring JVM, and when it stops measuring further ones. */
final class Slices {
    private Slices() {}

    /**
     * The slices of one thread count. Each slice runs every (codec, data set, op) in a JMH run of its own, so the
     * reference readings line up with its iterations. After the profile's slices, a JVM measures further slices, up to
     * {@link Profile#maxSlices()} and as long as another slice, as long as the last one took, fits in
     * {@code allowedExtraSeconds}, while some op's last two slices' medians are more than {@link SteadyState#SETTLED}
     * apart: its code was still changing, and the figure keeps only the slices that agree with the last
     * ({@link SteadyState}). A JVM no longer waits for calm moments (until 0.4.0 it did): a slower stretch of the host
     * slows the reference too, and the figure is read in the run's units (docs/method.md, "The reference").
     */
    static ForkOutput measure(ForkTask task, int threads, double allowedExtraSeconds) throws Exception {
        MeasureMode mode = MeasureMode.parse(task.mode());
        Profile profile = Profile.byId(task.profile());
        // one thread and iterations of their own: a reference reading per iteration means something
        boolean reference = threads == 1 && mode.kind() != MeasureMode.Kind.TIME && profile.comparable();
        Reference.enable(reference);
        IterationMeter.enable(true);
        Map<Benchmark, List<Double>> samples = new LinkedHashMap<>();
        Map<Benchmark, List<Double>> readings = new LinkedHashMap<>();
        Map<Benchmark, List<MeasuredCost>> costs = new LinkedHashMap<>();
        int planned = slices(task);
        int cap = reference ? profile.maxSlices() : planned;
        double lastSlice = 0;
        double extra = 0;
        for (int slice = 1; slice <= cap; slice++) {
            long start = System.nanoTime();
            // null: every benchmark of the task
            Set<Benchmark> due = null;
            if (slice > planned) {
                long unsettled = samples.keySet().stream().filter(k -> unsettled(samples.get(k), profile.sliceIterations(k.op()))).count();
                if (unsettled == 0) break;
                String why = String.format("%d op%s last two slices more than %.0f%% apart", unsettled,
                    unsettled == 1 ? "'s" : "s'", 100 * SteadyState.SETTLED);
                if (allowedExtraSeconds <= 0) {
                    System.out.printf("# serbench: %s, but this run gives no time to further slices: measuring no further%n", why);
                    break;
                }
                if (extra + lastSlice > allowedExtraSeconds) {
                    System.out.printf("# serbench: %s, but another slice would overrun this JVM's share of the run's"
                        + " time (%.1f s): measuring no further%n", why, allowedExtraSeconds);
                    break;
                }
                if (task.codecs().size() > 1) {
                    // a compressor JVM of several codecs: one unsettled benchmark of 32 re-runs itself, not all 32
                    due = due(samples, k -> profile.sliceIterations(k.op()));
                    why += String.format(" (%d of %d benchmarks)", due.size(), samples.size());
                }
                System.out.printf("# serbench: slice %d (up to %d): %s%n", slice, cap, why);
            } else {
                System.out.printf("# serbench: slice %d of %d%n", slice, planned);
            }
            for (String codec : task.codecs()) for (String dataset : task.datasets()) {
                for (String op : task.ops()) {
                    if (due != null && !due.contains(new Benchmark(codec, dataset, op))) continue;
                    Reference.drain();
                    IterationMeter.drain();
                    for (RunResult run : new Runner(JmhOptions.slice(task, threads, codec, dataset, op).build()).run()) {
                        Benchmark key = new Benchmark(codec, dataset, op);
                        List<Double> scores = iterations(run, mode);
                        System.out.println("# serbench: " + summary((task.codecs().size() > 1 ? codec + " " : "") + dataset, op,
                            scores, mode));
                        samples.computeIfAbsent(key, k -> new ArrayList<>()).addAll(scores);
                        List<Double> taken = Reference.drain();
                        // warm-up iterations are probed too: the last readings belong to the measured ones
                        if (reference && taken.size() >= scores.size()) {
                            readings.computeIfAbsent(key, k -> new ArrayList<>())
                                .addAll(taken.subList(taken.size() - scores.size(), taken.size()));
                        }
                        costs.computeIfAbsent(key, k -> new ArrayList<>()).add(MeasuredCost.of(run, IterationMeter.drain(), threads));
                    }
                }
            }
            lastSlice = (System.nanoTime() - start) / 1e9;
            System.out.printf("# serbench: slice %d took %.0f ms%n", slice, lastSlice * 1000);
            if (slice > planned) extra += lastSlice;
        }
        Reference.enable(false);
        IterationMeter.enable(false);
        List<ForkResult> results = new ArrayList<>();
        samples.forEach((key, s) -> {
            MeasuredCost g = costs.containsKey(key) ? MeasuredCost.sum(costs.get(key)) : MeasuredCost.NONE;
            List<Double> c = readings.get(key);
            results.add(new ForkResult(key.codec(), key.dataset(), key.op(), threads, s, task.alloc() ? g.bytesPerOp() : null,
                task.alloc() ? g.gcNanosPerOp() : null, c != null && c.size() == s.size() ? c : null,
                g.collections().size() == s.size() ? g.collections() : null, g.jitMillis().size() == s.size() ? g.jitMillis() : null,
                g.iterationOps().size() == s.size() ? g.iterationOps() : null, g.classesLoaded(),
                g.cpuShares().size() == s.size() ? g.cpuShares() : null));
        });
        return new ForkOutput(results, extra, null);
    }

    /** Whether an op's last two slices' medians are more than {@link SteadyState#SETTLED} apart. */
    static boolean unsettled(List<Double> samples, int sliceSize) {
        double[] levels = SteadyState.sliceLevels(samples.stream().mapToDouble(Double::doubleValue).toArray(), sliceSize);
        int n = levels.length;
        return n >= 2 && Math.abs(levels[n - 1] / levels[n - 2] - 1) > SteadyState.SETTLED;
    }

    /** The benchmarks of {@code samples} that a further slice is for: those whose last two slices disagree ({@link #unsettled}). */
    static <K> Set<K> due(Map<K, List<Double>> samples, Function<K, Integer> sliceSize) {
        return samples.keySet().stream().filter(k -> unsettled(samples.get(k), sliceSize.apply(k)))
            .collect(Collectors.toSet());
    }

    /** One (codec, data set, op) of the task: what each JMH run of a slice measures. */
    private record Benchmark(String codec, String dataset, String op) {}

    /** Fixed-time iterations last T seconds each: three slices of one, whatever the profile. */
    private static int slices(ForkTask task) {
        return MeasureMode.parse(task.mode()).kind() == MeasureMode.Kind.TIME ? 3 : Profile.byId(task.profile()).slices;
    }

    /** The log's line for one op of a slice, JMH's own being silenced: its iterations, fastest and median. */
    static String summary(String dataset, String op, List<Double> scores, MeasureMode mode) {
        if (scores.isEmpty()) return String.format("%s %s: no iterations", dataset, op);
        List<Double> sorted = scores.stream().sorted(mode.lowerIsBetter() ? Comparator.naturalOrder() : Comparator.reverseOrder()).toList();
        return String.format(Locale.ROOT, "%s %s: %d iteration%s, fastest %,.1f, median %,.1f %s", dataset, op, sorted.size(),
            sorted.size() == 1 ? "" : "s", sorted.get(0), sorted.get(sorted.size() / 2), mode.unit());
    }

    private static List<Double> iterations(RunResult run, MeasureMode mode) {
        return run.getBenchmarkResults().stream()
            .flatMap(b -> b.getIterationResults().stream())
            .map(i -> JmhTerms.fromJmh(mode, i.getPrimaryResult().getScore()))
            .toList();
    }
}
