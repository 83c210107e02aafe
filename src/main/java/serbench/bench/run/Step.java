package serbench.bench.run;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import serbench.bench.fork.ForkTask;
import serbench.bench.fork.Profile;
import serbench.codec.Codecs;
import serbench.results.Environment;
import serbench.results.Measurement;
import serbench.results.Op;
import serbench.results.Results;

/**
 * One (codec, data sets, mode) on one JVM: what one measuring JVM runs in each round. {@code sameAs}: the ops of the
 * plan its JVMs do not measure, each with the op whose figure is also theirs (the same work: {@link #sameWork}).
 * {@code sameBytes}: of a compressor step, the codecs whose bytes it does not time, each with the codec of its own
 * whose bytes are the same ({@link #sameBytes(Results, List, List)}).
 *
 * <p>A compressor's ops on the codec's bytes are a step of their own ({@link #compressors()}): timed in the codec's
 * JVMs, between its slices, they made the codec's own ops 2 to 6% slower in one check (protobuf, kryo and
 * jackson-json on media, against a run without them; the baselines, which time no compressor, unchanged).
 */
record Step(Environment.Jvm jvm, ForkTask task, Map<String, String> sameAs, Map<String, String> sameBytes) {
    Step(Environment.Jvm jvm, ForkTask task) {
        this(jvm, task, Map.of(), Map.of());
    }

    Step(Environment.Jvm jvm, ForkTask task, Map<String, String> sameAs) {
        this(jvm, task, sameAs, Map.of());
    }

    /**
     * Every step of a run (or of its shard, {@link ShardSplit}): per JVM and plan, each codec on its passing data sets,
     * together or one by one.
     */
    static List<Step> plan(Results results, Profile profile) {
        List<Step> steps = new ArrayList<>();
        List<ShardSplit.Unit> part = ShardSplit.part(results.settings, results.shard);
        for (int j = 0; j < results.environment.jvms.size(); j++) {
            Environment.Jvm jvm = results.environment.jvms.get(j);
            int jvmIndex = j;
            for (int p = 0; p < results.settings.plans().size(); p++) {
                Results.Plan plan = results.settings.plans().get(p);
                int planIndex = p;
                // per group of data sets, the codecs whose bytes the compressors time, in the plan's order
                Map<List<String>, List<String>> compressed = new LinkedHashMap<>();
                List<String> compressorOps = plan.ops().stream().filter(Step::compressing).toList();
                List<String> zeroCopyOps = plan.ops().stream().filter(Step::zeroCopy).toList();
                for (String codec : plan.codecs()) {
                    List<String> passing = plan.datasets().stream()
                        .filter(d -> ShardSplit.owns(part, jvmIndex, planIndex, codec, d))
                        .filter(d -> results.verification.stream().anyMatch(v -> v.codec().equals(codec)
                            && v.dataset().equals(d) && v.status() == Results.Check.Status.PASS))
                        .toList();
                    List<List<String>> groups = profile.perCodecFork || passing.isEmpty()
                        ? (passing.isEmpty() ? List.of() : List.of(passing))
                        : passing.stream().map(List::of).toList();
                    for (List<String> datasets : groups) {
                        Map<String, String> sameAs = sharesModel(results, codec, datasets) ? sameWork(plan.ops()) : Map.of();
                        List<String> codecOps = plan.ops().stream()
                            .filter(op -> !sameAs.containsKey(op) && !compressing(op) && !zeroCopy(op)).toList();
                        if (!codecOps.isEmpty()) steps.add(new Step(jvm, task(results, profile, plan, List.of(codec), datasets, codecOps), sameAs));
                        // the zero-copy ops in JVMs of their own, on the data sets where the format offers them
                        List<String> offering = zeroCopyOps.isEmpty() ? List.of() : datasets.stream().filter(d -> results.verification
                            .stream().anyMatch(v -> v.codec().equals(codec) && v.dataset().equals(d) && Boolean.TRUE.equals(v.zeroCopy()))).toList();
                        if (!offering.isEmpty()) steps.add(new Step(jvm, task(results, profile, plan, List.of(codec), offering, zeroCopyOps)));
                        // a baseline's bytes are no codec's: compressing them answers nothing
                        if (!compressorOps.isEmpty() && !results.baseline(codec)) {
                            compressed.computeIfAbsent(datasets, k -> new ArrayList<>()).add(codec);
                        }
                    }
                }
                compressed.forEach((datasets, codecs) -> {
                    Map<String, String> same = sameBytes(results, codecs, datasets);
                    int size = Math.max(1, COMPRESSOR_BENCHMARKS_PER_JVM / (compressorOps.size() * datasets.size()));
                    // a JVM's codecs share their JVM options: a library's switch holds for the whole JVM
                    codecs.stream().filter(c -> !same.containsKey(c)).collect(Collectors.groupingBy(c -> Codecs.jvmOptions(List.of(c)),
                        LinkedHashMap::new, Collectors.toList())).values().forEach(timed -> {
                            for (int from = 0; from < timed.size(); from += size) {
                                List<String> chunk = timed.subList(from, Math.min(timed.size(), from + size));
                                Map<String, String> copied = new LinkedHashMap<>(same);
                                copied.values().retainAll(chunk);
                                steps.add(new Step(jvm, task(results, profile, plan, List.copyOf(chunk), datasets, compressorOps),
                                    Map.of(), Collections.unmodifiableMap(copied)));
                            }
                        });
                });
            }
        }
        return steps;
    }

    /**
     * Of {@code codecs}, those that write, on every one of {@code datasets}, the same bytes as a codec before them (their
     * round trips' digests agree: protobuf, wire and protobuf-lite on the same schema; Jackson's speed modules), each with
     * the first such codec: a compressor's op on them is the same work, measured once (on media, 19 of 62 codecs).
     */
    static Map<String, String> sameBytes(Results results, List<String> codecs, List<String> datasets) {
        Map<List<String>, String> first = new LinkedHashMap<>();
        Map<String, String> same = new LinkedHashMap<>();
        for (String codec : codecs) {
            List<String> digests = datasets.stream().map(d -> results.verification.stream()
                .filter(v -> v.codec().equals(codec) && v.dataset().equals(d)).findFirst().map(Results.Check::bytes).orElse(null))
                .toList();
            if (digests.contains(null)) continue;   // an older run's check, without digests: every codec timed
            String measured = first.putIfAbsent(digests, codec);
            if (measured != null) same.put(codec, measured);
        }
        return same;
    }

    /**
     * The most benchmarks (codec, data set, compressor op) one compressor JVM times: several codecs' bytes share it.
     * Its JVM start and warm-up (some 1.5 s) cost as much as a codec's four compressor ops' slices, and were spent again
     * for every codec: 366 of an {@code --all-aspects} run's 782 s of rounds went to some 120 compressor JVMs. The compressors
     * run the same code (mostly native) whatever codec made the bytes, so the neighbours share a JIT profile of one
     * code path; and a JVM of 32 stays short enough (some 10 s) that a further one for a wide figure costs little.
     */
    static final int COMPRESSOR_BENCHMARKS_PER_JVM = 32;

    private static ForkTask task(Results results, Profile profile, Results.Plan plan, List<String> codecs, List<String> datasets,
                                 List<String> ops) {
        return new ForkTask(codecs, datasets, ops, plan.threads(), plan.mode(), profile.id(), results.settings.alloc(),
            results.settings.own(), null, results.scaling == null ? null : results.scaling.seed());
    }

    private static boolean zeroCopy(String op) {
        return Op.byId(op).filter(Op::zeroCopy).isPresent();
    }

    private static boolean compressing(String op) {
        return Op.byId(op).flatMap(Op::compression).isPresent();
    }

    /** Whether its JVMs time the format's zero-copy ops, apart from the codec's other ops. */
    boolean zeroCopy() {
        return task.ops().stream().allMatch(Step::zeroCopy);
    }

    /** Whether its JVMs time compressors on the codec's bytes rather than the codec's own ops. */
    boolean compressors() {
        return task.ops().stream().allMatch(Step::compressing);
    }

    /** A figure of this step: one of its ops (or one it measures as another) on one of its data sets. */
    boolean owns(Measurement m) {
        return m.jvm().equals(jvm.id()) && (task.codecs().contains(m.codec()) || sameBytes.containsKey(m.codec()))
            && task.datasets().contains(m.dataset())
            && m.mode().equals(task.mode()) && (task.ops().contains(m.op()) || sameAs.containsKey(m.op()));
    }

    /** For progress lines: the codec and data sets, and whether its JVMs time the compressors. */
    String label() {
        return task.label() + (compressors() ? " compressors" : "");
    }

    /** Whether the codec writes the shared model itself on each of the data sets (their round trips say). */
    private static boolean sharesModel(Results results, String codec, List<String> datasets) {
        return datasets.stream().allMatch(d -> results.verification.stream()
            .anyMatch(v -> v.codec().equals(codec) && v.dataset().equals(d) && v.measuresOnce()));
    }

    /**
     * For a codec that writes the shared model itself, the ops of {@code ops} whose work another of them does exactly
     * ({@link Op#sameWorkWhenModelShared()}), each with that op: measured once, they take half the JVM's time (its
     * warm-up and its slices) on 36 of the 51 configurations. Measured apart, the two were the same code in two
     * benchmark methods, and differed by 0.6% at the median over 264 such pairs (up to 8%: how the JIT lays out
     * each method), a difference between two measurements of one thing.
     */
    static Map<String, String> sameWork(List<String> ops) {
        Map<String, String> same = new LinkedHashMap<>();
        for (String op : ops) {
            Op.byId(op).flatMap(Op::sameWorkWhenModelShared).map(Op::id).filter(ops::contains)
                .ifPresent(measured -> same.put(op, measured));
        }
        return same;
    }

    /**
     * The codecs a further JVM of it times: of a compressor step, those with a figure wider than {@code wide} (relative)
     * or on two levels, since a compressor JVM of 8 codecs re-measured all 32 benchmarks for one wide figure (12 s a JVM,
     * 70 of the 103 s of re-measuring in an {@code --all-aspects} run); every codec otherwise, or when none is.
     */
    List<String> due(Results r, double wide) {
        if (!compressors() || task.codecs().size() == 1) return task.codecs();
        List<String> due = task.codecs().stream().filter(c -> r.results.stream().anyMatch(m -> m.jvm().equals(jvm.id())
            && m.codec().equals(c) && task.datasets().contains(m.dataset()) && m.mode().equals(task.mode())
            && task.ops().contains(m.op()) && (relativeError(m) > wide || Boolean.TRUE.equals(m.split())))).toList();
        return due.isEmpty() ? task.codecs() : due;
    }

    /** The codecs whose figures are {@code codec}'s, which it times: those writing the same bytes. */
    List<String> sameBytesAs(String codec) {
        return sameBytes.entrySet().stream().filter(e -> e.getValue().equals(codec)).map(Map.Entry::getKey).toList();
    }

    boolean failed(Results r) {
        return r.failures.stream().anyMatch(f -> f.jvm().equals(jvm.id()) && task.codecs().contains(f.codec())
            && task.datasets().contains(f.dataset()));
    }

    private Stream<Results.ForkRun> runs(Results r) {
        List<Object> own = runKey();
        return r.forks.stream().filter(f -> runKey(f).equals(own));
    }

    /** What a JVM of the run is known by: whose step it ran ({@link #runKey()}). */
    private static List<Object> runKey(Results.ForkRun f) {
        return List.of(f.jvm(), f.codecs(), f.datasets(), f.mode(), f.compressors(), f.zeroCopy());
    }

    private List<Object> runKey() {
        return List.of(jvm.id(), task.codecs(), task.datasets(), task.mode(), compressors(), zeroCopy());
    }

    /** Every JVM of the run by the step that ran it: one pass over the run, for questions asked of many steps. */
    static Map<List<Object>, List<Results.ForkRun>> runsByStep(Results r) {
        return r.forks.stream().collect(Collectors.groupingBy(Step::runKey));
    }

    /** This step's JVMs, from {@link #runsByStep}. */
    List<Results.ForkRun> runs(Map<List<Object>, List<Results.ForkRun>> byStep) {
        return byStep.getOrDefault(runKey(), List.of());
    }

    int forks(Results r) {
        return (int) runs(r).count();
    }

    /** What the step's JVMs took for their planned slices, on average. */
    double plannedSeconds(Results r) {
        return plannedSeconds(runs(r).toList());
    }

    /** What {@code runs}, JVMs of one step, took for their planned slices on average; 0 for none. */
    static double plannedSeconds(List<Results.ForkRun> runs) {
        return runs.stream().mapToDouble(Results.ForkRun::plannedSeconds).average().orElse(0);
    }

    /**
     * Whether the step measures a baseline: those are re-measured after the codecs, since they frame the
     * comparison rather than take part in it, and memcpy's few nanoseconds per op differ more from JVM to
     * JVM than a codec's figures (16.3 to 18.1 ns for media's, every JVM calm), which a further JVM rarely narrows.
     */
    boolean baseline(Results r) {
        return task.codecs().stream().anyMatch(r::baseline);
    }

    /** The ± its figures aim for: the tightest of its data sets' ({@link Profile#targetError(String)}). */
    double targetError(Profile profile) {
        return task.datasets().stream().mapToDouble(profile::targetError).min().orElse(profile.targetError());
    }

    /** The most JVMs it gets: the most of its data sets' ({@link Profile#maxForks(String)}). */
    int maxForks(Profile profile) {
        return task.datasets().stream().mapToInt(profile::maxForks).max().orElse(profile.maxForks);
    }

    /** What it may take beyond its minimum rounds, as a share of them: the most of its data sets' ({@link Profile#extraShare(String)}). */
    double extraShare(Profile profile) {
        return task.datasets().stream().mapToDouble(profile::extraShare).max().orElse(profile.extraShare);
    }

    private static double relativeError(Measurement m) {
        return m.error() == null ? Double.POSITIVE_INFINITY : m.error() / Math.abs(m.score());
    }

    /**
     * Each of {@code steps} as a candidate for a further JVM: {@link #baseline}, the widest relative interval among
     * its figures, {@link #forks} and {@link #plannedSeconds}, from one pass over the run's JVMs and figures (asking
     * each step in turn read them all once a step: 31 ms before every further JVM at the end of the whole matrix).
     */
    static List<Remeasuring.Candidate<Step>> candidates(List<Step> steps, Results r, Profile profile) {
        Map<List<Object>, List<Results.ForkRun>> runs = runsByStep(r);
        Map<List<Object>, Double> widest = r.results.stream()
            .collect(Collectors.toMap(Step::figureKey, Step::relativeError, Math::max));
        Set<List<Object>> split = r.results.stream().filter(m -> Boolean.TRUE.equals(m.split()))
            .map(Step::figureKey).collect(Collectors.toSet());
        return steps.stream().map(s -> {
            List<Results.ForkRun> own = s.runs(runs);
            List<List<Object>> keys = s.task.codecs().stream().flatMap(c -> s.task.datasets().stream().flatMap(d -> s.task.ops()
                .stream().map(op -> List.<Object>of(s.jvm.id(), c, d, s.task.mode(), op)))).toList();
            double wide = keys.stream().map(widest::get).filter(w -> w != null).mapToDouble(Double::doubleValue).max().orElse(0);
            return new Remeasuring.Candidate<>(s, s.baseline(r), wide, s.targetError(profile), own.size(), s.maxForks(profile),
                plannedSeconds(own), keys.stream().anyMatch(split::contains));
        }).toList();
    }

    /** A figure's step and op: the ops a step measures are its own, whichever step measures the pair's others. */
    private static List<Object> figureKey(Measurement m) {
        return List.of(m.jvm(), m.codec(), m.dataset(), m.mode(), m.op());
    }
}
