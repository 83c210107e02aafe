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
     * canary readings line up with its iterations. After the profile's slices, a JVM measures further slices, up to
     * {@link Profile#maxSlices()} and as long as another slice, as long as the last one took, fits in
     * {@code allowedExtraSeconds}, while some op has not yet had {@link SteadyState#MIN_CALM} iterations right after a
     * calm canary (a neighbour that slowed the machine for this JVM's whole life would otherwise decide its figures), or
     * its last two slices' medians are more than {@link SteadyState#SETTLED} apart (its code was still changing, and the
     * figure keeps only the slices that agree with the last: {@link SteadyState}). A run on a machine that is never
     * calm must still end in its time.
     */
    static ForkOutput measure(ForkTask task, int threads, double allowedExtraSeconds) throws Exception {
        MeasureMode mode = MeasureMode.parse(task.mode());
        Profile profile = Profile.byId(task.profile());
        // one thread and iterations of their own: a canary reading per iteration means something
        boolean canary = threads == 1 && mode.kind() != MeasureMode.Kind.TIME && profile.comparable();
        Canary.enable(canary);
        IterationMeter.enable(true);
        Map<Benchmark, List<Double>> samples = new LinkedHashMap<>();
        Map<Benchmark, List<Double>> canaries = new LinkedHashMap<>();
        Map<Benchmark, List<MeasuredCost>> costs = new LinkedHashMap<>();
        int planned = slices(task);
        int cap = canary ? profile.maxSlices() : planned;
        double reference = task.calmCanary() == null ? Double.POSITIVE_INFINITY : task.calmCanary();
        double lastSlice = 0;
        double extra = 0;
        for (int slice = 1; slice <= cap; slice++) {
            long start = System.nanoTime();
            // null: every benchmark of the task
            Set<Benchmark> due = null;
            if (slice > planned) {
                double calm = Math.min(reference, Canary.fastest(canaries.values()));
                long restless = Canary.restless(canaries.values(), calm);
                long unsettled = samples.keySet().stream().filter(k -> unsettled(samples.get(k), canaries.get(k), calm,
                    profile.sliceIterations(k.op()))).count();
                if (restless == 0 && unsettled == 0) break;
                List<String> reasons = new ArrayList<>();
                if (restless > 0) {
                    reasons.add(String.format("%d op%s not yet measured right after a calm canary (within %.0f%% of %.0f ns)",
                        restless, restless == 1 ? " has" : "s have", 100 * SteadyState.CALM, calm));
                }
                if (unsettled > 0) {
                    reasons.add(String.format("%d op%s last two slices more than %.0f%% apart", unsettled,
                        unsettled == 1 ? "'s" : "s'", 100 * SteadyState.SETTLED));
                }
                String why = String.join("; ", reasons);
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
                    // a compressor JVM of several codecs: one restless benchmark of 32 re-runs itself, not all 32
                    due = due(samples, canaries, calm, k -> profile.sliceIterations(k.op()));
                    why += String.format(" (%d of %d benchmarks)", due.size(), samples.size());
                }
                System.out.printf("# serbench: slice %d (up to %d): %s%n", slice, cap, why);
            } else {
                System.out.printf("# serbench: slice %d of %d%n", slice, planned);
            }
            for (String codec : task.codecs()) for (String dataset : task.datasets()) {
                for (String op : task.ops()) {
                    if (due != null && !due.contains(new Benchmark(codec, dataset, op))) continue;
                    Canary.drain();
                    IterationMeter.drain();
                    for (RunResult run : new Runner(JmhOptions.slice(task, threads, codec, dataset, op).build()).run()) {
                        Benchmark key = new Benchmark(codec, dataset, op);
                        List<Double> scores = iterations(run, mode);
                        System.out.println("# serbench: " + summary((task.codecs().size() > 1 ? codec + " " : "") + dataset, op,
                            scores, mode));
                        samples.computeIfAbsent(key, k -> new ArrayList<>()).addAll(scores);
                        List<Double> readings = Canary.drain();
                        // warm-up iterations are probed too: the last readings belong to the measured ones
                        if (canary && readings.size() >= scores.size()) {
                            canaries.computeIfAbsent(key, k -> new ArrayList<>())
                                .addAll(readings.subList(readings.size() - scores.size(), readings.size()));
                        }
                        costs.computeIfAbsent(key, k -> new ArrayList<>()).add(MeasuredCost.of(run, IterationMeter.drain(), threads));
                    }
                }
            }
            lastSlice = (System.nanoTime() - start) / 1e9;
            System.out.printf("# serbench: slice %d took %.0f ms%n", slice, lastSlice * 1000);
            if (slice > planned) extra += lastSlice;
        }
        Canary.enable(false);
        IterationMeter.enable(false);
        List<ForkResult> results = new ArrayList<>();
        samples.forEach((key, s) -> {
            MeasuredCost g = costs.containsKey(key) ? MeasuredCost.sum(costs.get(key)) : MeasuredCost.NONE;
            List<Double> c = canaries.get(key);
            results.add(new ForkResult(key.codec(), key.dataset(), key.op(), threads, s, task.alloc() ? g.bytesPerOp() : null,
                task.alloc() ? g.gcNanosPerOp() : null, c != null && c.size() == s.size() ? c : null,
                g.collections().size() == s.size() ? g.collections() : null, g.jitMillis().size() == s.size() ? g.jitMillis() : null,
                g.iterationOps().size() == s.size() ? g.iterationOps() : null, g.classesLoaded()));
        });
        return new ForkOutput(results, extra, null);
    }

    /**
     * Whether an op's last two slices that can be judged, by their iterations right after a calm canary (within
     * {@link SteadyState#CALM} of {@code calmCanary}; every iteration without readings), have medians more than
     * {@link SteadyState#SETTLED} apart ({@link SteadyState#calmMedians}).
     */
    static boolean unsettled(List<Double> samples, List<Double> canaries, double calmCanary, int sliceSize) {
        double[] medians = SteadyState.calmMedians(samples.stream().mapToDouble(Double::doubleValue).toArray(),
            canaries == null ? null : canaries.stream().mapToDouble(Double::doubleValue).toArray(), calmCanary, sliceSize);
        double[] judged = java.util.Arrays.stream(medians).filter(m -> !Double.isNaN(m)).toArray();
        int n = judged.length;
        return n >= 2 && Math.abs(judged[n - 1] / judged[n - 2] - 1) > SteadyState.SETTLED;
    }

    /**
     * The benchmarks of {@code samples} that a further slice is for: those not yet measured right after a calm canary
     * ({@link Canary#restless}) or whose last two slices disagree ({@link #unsettled}).
     */
    static <K> Set<K> due(Map<K, List<Double>> samples, Map<K, List<Double>> canaries, double calmCanary, Function<K, Integer> sliceSize) {
        return samples.keySet().stream().filter(k -> Canary.restless(List.of(canaries.getOrDefault(k, List.of())), calmCanary) > 0
            || unsettled(samples.get(k), canaries.get(k), calmCanary, sliceSize.apply(k))).collect(Collectors.toSet());
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
