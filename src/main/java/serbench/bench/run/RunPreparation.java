package serbench.bench.run;

import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import serbench.SerbenchVersion;
import serbench.bench.fork.Profile;
import serbench.bench.machine.JvmProbe;
import serbench.bench.machine.Machine;
import serbench.codec.Codec;
import serbench.codec.Codecs;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.results.Environment;
import serbench.results.Op;
import serbench.results.Results;
import serbench.results.version.VersionCell;
import serbench.size.SizeRow;
import serbench.verify.CrossVersion;
import serbench.verify.PoolRoundTrip;
import serbench.verify.RoundTrips;
import serbench.verify.Verdict;

/**
 * What a run starts from: a new run's environment, settings, round-trip checks and sizes; a resumed run's
 * results with its failed pairs cleared for another try.
 */
final class RunPreparation {
    private RunPreparation() {}

    /** The memory two measuring JVMs' heaps need beside serbench and the machine's own, to warm up side by side. */
    static final long SIDE_BY_SIDE_MEMORY_MB = 4096;

    /**
     * Whether two measuring JVMs warm up at once ({@link Lanes#takingTurns()}): unless asked otherwise, or in lanes, or
     * where the machine's memory would not hold two of their 1 GiB heaps with room to spare.
     */
    static boolean sideBySide(BenchRun.Request request, Environment env) {
        return request.lanes() == 1 && !request.warmUpsAlone() && env.memoryMb >= SIDE_BY_SIDE_MEMORY_MB;
    }

    /** The results of a new run before its first measurement. */
    static Results prepare(BenchRun.Request request) throws Exception {
        Results r = new Results();
        describe(r.environment, request);
        r.settings = new Results.Settings(request.profile().id(), request.alloc(),
            request.jvms().stream().map(Path::toString).toList(), request.plans(), request.own(), request.safety(),
            request.evolution(), request.interop(), request.timeLimit() == null ? null : (double) request.timeLimit().toSeconds(),
            false, request.lanes() == 1 ? null : request.lanes(), request.firstCall(),
            sideBySide(request, r.environment) ? Results.Settings.SIDE_BY_SIDE : null, request.platform(),
            request.profile().minForks() == Profile.byId(request.profile().id()).minForks() ? null : request.profile().minForks());
        r.preset = request.preset();
        r.shard = request.shard();
        List<ShardSplit.Unit> part = ShardSplit.part(r.settings, r.shard);
        if (r.shard != null) {
            r.shardPairs = part.stream().flatMap(u -> u.datasets().stream()
                .map(d -> new Results.ShardPair(r.environment.jvms.get(u.jvm()).id(), d, u.codec()))).distinct().toList();
        }
        checkAndSize(r, r.settings.plans(), (plan, codec, dataset) -> part.stream()
            .anyMatch(u -> u.plan() == plan && u.codec().equals(codec) && u.datasets().contains(dataset)));
        r.scaling = SizeAxisPreparation.describe(r);
        return r;
    }

    /** The machine, the profile, serbench's version, the start, and each JVM (a second of the same id numbered). */
    private static void describe(Environment env, BenchRun.Request request) throws Exception {
        Machine.describe(env);
        env.profile = request.profile().id();
        env.profileDetail = request.profile().describe();
        env.serbenchVersion = SerbenchVersion.current();
        env.start = Instant.now().toString();
        for (Path java : request.jvms()) {
            Environment.Jvm jvm = JvmProbe.describe(java);
            boolean taken = env.jvms.stream().anyMatch(j -> j.id().equals(jvm.id()));
            env.jvms.add(taken ? new Environment.Jvm(jvm.id() + "#" + (env.jvms.size() + 1), jvm.vendor(), jvm.version(),
                jvm.vm(), jvm.path()) : jvm);
        }
    }

    /**
     * The round trip of every pair the run (or its shard) measures, checked once (every value of a size-axis pool),
     * and the sizes of those that pass (a pool's first value); every planned codec and data set named, so each
     * shard's reports list the whole selection.
     */
    static void checkAndSize(Results r, List<Results.Plan> plans, Measured measured) {
        Map<String, PoolRoundTrip.Pool> checked = new LinkedHashMap<>();   // by "data set/codec", in the order first met
        // each data set's codecs, whose round trips are checked at once (the user's own class's in a JVM of its own)
        Map<String, Map<String, Codec>> pairs = new LinkedHashMap<>();
        for (int p = 0; p < plans.size(); p++) {
            for (String c : plans.get(p).codecs()) {
                Codec codec = Codecs.byId(c).orElseThrow();
                r.codecs.computeIfAbsent(c, id -> new Results.CodecInfo(codec.family(), codec.library().name(),
                    codec.library().version(), codec.traits().labels(), codec.setup(), codec.baseline()));
                for (String d : plans.get(p).datasets()) {
                    r.datasets.putIfAbsent(d, Datasets.byId(d).orElseThrow().description());
                    if (measured.pair(p, c, d)) {
                        checked.put(d + "/" + c, null);
                        pairs.computeIfAbsent(d, k -> new LinkedHashMap<>()).put(c, codec);
                    }
                }
            }
        }
        pairs.forEach((d, codecs) -> {
            List<PoolRoundTrip.Pool> pools = RoundTrips.checkPools(List.copyOf(codecs.values()), Datasets.byId(d).orElseThrow());
            pools.forEach(pool -> checked.put(d + "/" + pool.verdict().codec(), pool));
        });
        for (PoolRoundTrip.Pool pool : checked.values()) {
            Verdict v = pool.verdict();
            r.verification.add(new Results.Check(v.dataset(), v.codec(), Results.Check.Status.valueOf(v.status().name()),
                v.reason(), v.passed() && v.sharesModel() ? Boolean.TRUE : null, v.passed() && v.zeroCopy() ? Boolean.TRUE : null,
                pool.bytes()));
            if (v.passed()) r.sizes.add(Results.Size.of(SizeRow.of(v.dataset(), v.codec(), v.encoded())));
        }
        // a versioned row beside its today's row: each one's bytes read by the other
        Map<Dataset<?>, List<Codec>> selected = new LinkedHashMap<>();
        pairs.forEach((d, codecs) -> selected.put(Datasets.byId(d).orElseThrow(), List.copyOf(codecs.values())));
        List<VersionCell> cross = CrossVersion.matrix(selected);
        if (!cross.isEmpty()) r.crossVersion = cross;
    }

    /**
     * Whether JVMs like {@code k} measure {@code op} of {@code codec} on {@code dataset}: a compressor JVM only compressors'
     * ops, a zero-copy JVM only the zero-copy ops.
     */
    private static boolean measuredBy(Results.ForkRun k, String codec, String dataset, String op) {
        Op o = Op.byId(op).orElseThrow();
        return k.codecs().contains(codec) && k.datasets().contains(dataset)
            && o.compression().isPresent() == k.compressors() && o.zeroCopy() == k.zeroCopy();
    }

    /**
     * Clears the failures with all their measuring JVMs left (rounds, iterations, figures), so the failed pairs are
     * measured anew from the first round: a failed JVM still counted as a round would never run again.
     */
    static void forgetFailures(Results r) {
        for (Results.Failure f : r.failures) {
            List<Results.ForkRun> failed = r.forks.stream().filter(k -> k.jvm().equals(f.jvm()) && k.codecs().contains(f.codec())
                && k.datasets().contains(f.dataset())).toList();
            r.forks.removeAll(failed);
            // what was measured beside the failed pair (its other data sets, a compressor JVM's other codecs) shares its
            // JVMs' rounds, so it goes too
            r.iterations.removeIf(i -> i.jvm().equals(f.jvm()) && failed.stream().anyMatch(k -> measuredBy(k, i.codec(), i.dataset(), i.op()))
                || i.jvm().equals(f.jvm()) && i.codec().equals(f.codec()) && i.dataset().equals(f.dataset()));
            r.results.removeIf(m -> m.jvm().equals(f.jvm()) && failed.stream().anyMatch(k -> measuredBy(k, m.codec(), m.dataset(), m.op()))
                || m.jvm().equals(f.jvm()) && m.codec().equals(f.codec()) && m.dataset().equals(f.dataset()));
        }
        r.failures.clear();
    }

    /** Which planned pairs this process measures (a shard's part; every pair otherwise). */
    @FunctionalInterface
    interface Measured {
        Measured EVERY = (plan, codec, dataset) -> true;

        boolean pair(int plan, String codec, String dataset);
    }
}
