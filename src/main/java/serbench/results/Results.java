package serbench.results;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.statistics.descriptive.Median;
import serbench.data.own.OwnType;
import serbench.size.Compression;
import serbench.size.SizeRow;

/**
 * Everything one run produced; {@code results.json} is this object, and every report is generated
 * from it alone, so {@code serbench report} can rebuild them.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public class Results {
    public Environment environment = new Environment();
    public Settings settings;
    /** codec id to what it is; includes codecs that were selected but failed or were unsupported. */
    public Map<String, CodecInfo> codecs = new LinkedHashMap<>();
    /** data set id to its description. */
    public Map<String, String> datasets = new LinkedHashMap<>();
    /** Every selected pair's round-trip verdict; only passing pairs are sized and timed. */
    public List<Check> verification = new ArrayList<>();
    public List<Size> sizes = new ArrayList<>();
    public List<Measurement> results = new ArrayList<>();
    /** Every measuring JVM that ran, in order: the rounds of the run. */
    public List<ForkRun> forks = new ArrayList<>();
    /** The raw iteration scores of every figure in every measuring JVM, from which {@link #results} is computed. */
    public List<Iterations> iterations = new ArrayList<>();
    /** Pairs that passed the gate but whose benchmark failed in the measuring JVM. */
    public List<Failure> failures = new ArrayList<>();
    /** The part of the run this file holds ({@code run --shard K/N}); null for a whole run. */
    public Shard shard;
    /** A shard's own pairs on each of the run's JVMs (the others are its other shards'); null for a whole run, and in
     *  shards' files from before it was kept (whose own pairs are those with a round trip checked). */
    public List<ShardPair> shardPairs;
    /** Set when the run was one of the classic-post presets. */
    public String preset;
    /** The safety matrix of the run's codecs and data sets ({@code run --safety}); null when not asked for. */
    public List<SafetyCell> safety;
    /** The schema evolution matrix of the run's codecs ({@code run --evolution}); null when not asked for. */
    public List<EvolutionCell> evolution;
    /** The cross-language matrix of the run's codecs and data sets ({@code run --interop}); null when not asked for. */
    public List<InteropCell> interop;
    /** The platform matrix of the run's codecs and data sets on its JDKs ({@code run --platform}); null when not asked for. */
    public List<PlatformCell> platform;
    /** The first-call measurement ({@code serbench first-call}, {@code run --first-call}); null when not asked for. */
    public FirstCall firstCall;
    /** The size axis's seed, pools and every value's size per codec ({@code run --sizes}); null without it. */
    public Scaling scaling;
    /** Each versioned row beside its today's row: the bytes of one read by the other, per data set; null without such rows. */
    public List<serbench.results.version.VersionCell> crossVersion;

    /**
     * Why a pair has no figure on a JVM: its failed or unsupported round trip, its benchmark's failure in the
     * measuring JVM, or another shard measures it; empty when nothing went wrong.
     */
    public java.util.Optional<String> whyMissing(String jvm, String dataset, String codec) {
        return verification.stream()
            .filter(v -> v.dataset().equals(dataset) && v.codec().equals(codec) && v.status() != Check.Status.PASS)
            .map(v -> (v.status() == Check.Status.FAIL ? "FAIL: " : "unsupported: ") + v.reason()).findFirst()
            .or(() -> failures.stream().filter(f -> f.jvm().equals(jvm) && f.dataset().equals(dataset) && f.codec().equals(codec))
                .map(f -> "benchmark failed: " + f.reason()).findFirst())
            .or(() -> measures(jvm, dataset, codec) ? java.util.Optional.empty()
                : java.util.Optional.of("another shard's pair (this is shard " + shard + ")"));
    }

    /** One pair on one of the run's JVMs (by id). */
    public record ShardPair(String jvm, String dataset, String codec) {}

    /** Whether this file's part measures the pair on the JVM ({@code jvm} null: on any of them); a whole run, every pair. */
    public boolean measures(String jvm, String dataset, String codec) {
        if (shard == null) return true;
        if (shardPairs == null) return verification.stream().anyMatch(v -> v.dataset().equals(dataset) && v.codec().equals(codec));
        return shardPairs.stream().anyMatch(p -> (jvm == null || p.jvm().equals(jvm)) && p.dataset().equals(dataset) && p.codec().equals(codec));
    }

    /**
     * False for a smoke run: one JVM per codec and a few milliseconds per op make a CI check, and its
     * figures are printed marked ({@link Numbers#SMOKE_MARK}) and without an error everywhere.
     */
    public boolean comparable() {
        return !"smoke".equals(environment.profile);
    }

    /**
     * How the run was asked for: one plan for a plain run, several for a preset; {@code own}: the user's own
     * data sets (--type), which a resumed run loads again (empty, or absent in older files, without);
     * {@code safety}, {@code evolution}, {@code interop}: the matrices to compute before measuring, which a resumed run computes
     * if they are still missing (false in older files); {@code timeLimitSeconds}: how long the run may take in
     * all (null: 30% beyond its minimum rounds, see {@code Profile}), which a resumed run counts from its resumption;
     * {@code leaveCpusIdle}: true in a run of serbench before 0.3.0 made without its spinners that kept idle CPUs busy;
     * since, always false (there are none); {@code firstCall}: fresh JVMs per pair for the first calls measured before
     * the rounds ({@code run --first-call}; after them before 2026-12-06), which a resumed run measures or continues (null: none, and in older files);
     * {@code warmUps}: "side-by-side" when two measuring JVMs warmed up at once and took turns to measure (the default
     * since 2026-11-28), absent when each JVM ran alone from its start to its end ({@code run --warm-ups-alone}, lanes,
     * and older files); {@code platform}: compute the platform matrix before measuring (absent when not, and in older files);
     * {@code forks}: JVMs per pair in the minimum rounds, where {@code run --forks} set them (absent: the profile's). */
    public record Settings(String profile, boolean alloc, List<String> jvms, List<Plan> plans, List<OwnType> own,
                           boolean safety, boolean evolution, boolean interop, Double timeLimitSeconds, boolean leaveCpusIdle,
                           @JsonInclude(JsonInclude.Include.NON_NULL) Integer lanes,
                           @JsonInclude(JsonInclude.Include.NON_NULL) Integer firstCall,
                           @JsonInclude(JsonInclude.Include.NON_NULL) String warmUps,
                           @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean platform,
                           @JsonInclude(JsonInclude.Include.NON_NULL) Integer forks) {
        /** The value of {@code warmUps} for warm-ups side by side. */
        public static final String SIDE_BY_SIDE = "side-by-side";

        public Settings(String profile, boolean alloc, List<String> jvms, List<Plan> plans) {
            this(profile, alloc, jvms, plans, List.of());
        }

        public Settings(String profile, boolean alloc, List<String> jvms, List<Plan> plans, List<OwnType> own) {
            this(profile, alloc, jvms, plans, own, false, false, false, null, false, null, null, null, false, null);
        }

        /** Measuring JVMs at once (run --lanes); absent from runs made one at a time, as every run before it was. */
        public int laneCount() {
            return lanes == null ? 1 : lanes;
        }

        /** Whether two measuring JVMs warmed up at once, each measuring alone (docs/method.md, "Warm-ups side by side"). */
        public boolean warmUpsSideBySide() {
            return SIDE_BY_SIDE.equals(warmUps);
        }

        public List<OwnType> own() {
            return own == null ? List.of() : own;
        }
    }

    /** One part of a run: these codecs on these data sets, these ops at these thread counts, in one mode. */
    public record Plan(List<String> codecs, List<String> datasets, List<String> ops, List<Integer> threads,
                       String mode) {}

    public record CodecInfo(String family, String library, String version, List<String> traits, String setup,
                            boolean baseline) {}

    /**
     * One pair's round trip; results.json keeps the status by its name. {@code sharesModel}: the codec writes the shared
     * model itself ({@code build+ser} measured as {@code ser}, {@code deser-read} as {@code deser}); {@code zeroCopy}: the
     * format offers {@code access} and {@code update} (checked); {@code bytes}: a digest of the bytes of every value timed
     * (pairs with one digest write the same bytes: compressors timed once). Each absent otherwise and in older files.
     */
    public record Check(String dataset, String codec, Status status, String reason,
                        @JsonInclude(JsonInclude.Include.NON_NULL) Boolean sharesModel,
                        @JsonInclude(JsonInclude.Include.NON_NULL) Boolean zeroCopy,
                        @JsonInclude(JsonInclude.Include.NON_NULL) String bytes) {
        public enum Status { PASS, FAIL, UNSUPPORTED }

        public Check(String dataset, String codec, Status status, String reason) {
            this(dataset, codec, status, reason, null, null, null);
        }

        public boolean measuresOnce() {
            return Boolean.TRUE.equals(sharesModel);
        }
    }

    public record Size(String dataset, String codec, int size, int deflate, int gzip, int zstd, int lz4, int snappy) {
        public static Size of(SizeRow row) {
            Map<Compression, Integer> c = row.compressed();
            return new Size(row.dataset(), row.codec(), row.size(), c.get(Compression.DEFLATE), c.get(Compression.GZIP),
                c.get(Compression.ZSTD), c.get(Compression.LZ4), c.get(Compression.SNAPPY));
        }

        /** The bytes after {@code c}. */
        public int compressed(Compression c) {
            return switch (c) {
                case DEFLATE -> deflate;
                case GZIP -> gzip;
                case ZSTD -> zstd;
                case LZ4 -> lz4;
                case SNAPPY -> snappy;
            };
        }
    }

    public record Failure(String jvm, String dataset, String codec, String reason) {}

    /**
     * One measuring JVM: its codecs (several only when it timed compressors on their bytes, {@code compressors}; the
     * zero-copy ops, {@code zeroCopy}) on its data sets in one mode and round, taking {@code seconds},
     * {@code extraSliceSeconds} of them on further slices. Results saved before such JVMs were shared name one {@code codec}.
     */
    public record ForkRun(String jvm,
                          @JsonAlias("codec") @JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<String> codecs,
                          List<String> datasets, String mode, int round, double seconds, double extraSliceSeconds,
                          @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean compressors,
                          @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean zeroCopy) {
        /** A JVM that timed the codec's own ops. */
        public ForkRun(String jvm, String codec, List<String> datasets, String mode, int round, double seconds,
                       double extraSliceSeconds) {
            this(jvm, List.of(codec), datasets, mode, round, seconds, extraSliceSeconds, false, false);
        }

        /** What the JVM took for its planned slices. */
        public double plannedSeconds() {
            return seconds - extraSliceSeconds;
        }
    }

    /**
     * How noisy the machine was while measuring, read off the measurements themselves (the machine check
     * sees only a few seconds before the run): the share of measurement iterations more than 10% slower than
     * their figure, and by how much the median iteration was slower. Null before any figure.
     */
    public Noise noiseDuringRun() {
        Map<List<Object>, Measurement> figures = new HashMap<>();
        for (Measurement m : results) figures.put(java.util.Arrays.asList(m.jvm(), m.codec(), m.dataset(), m.op(), m.threads(), m.mode()), m);
        List<Double> slowdowns = new ArrayList<>();
        for (Iterations i : iterations) {
            Measurement m = figures.get(java.util.Arrays.asList(i.jvm(), i.codec(), i.dataset(), i.op(), i.threads(), i.mode()));
            if (m == null || m.score() <= 0) continue;
            boolean lower = MeasureMode.parse(m.mode()).lowerIsBetter();
            for (double x : i.samples()) if (x > 0) slowdowns.add(lower ? x / m.score() - 1 : m.score() / x - 1);
        }
        if (slowdowns.isEmpty()) return null;
        double[] s = slowdowns.stream().mapToDouble(Double::doubleValue).toArray();
        long disturbed = slowdowns.stream().filter(x -> x > 0.10).count();
        return new Noise(100.0 * disturbed / s.length, 100 * Median.withDefaults().evaluate(s), s.length);
    }

    /** Whether the codec is one of serbench's baselines (memcpy, manual); false for a codec the run does not list. */
    public boolean baseline(String codec) {
        CodecInfo info = codecs.get(codec);
        return info != null && info.baseline();
    }

    /**
     * How precise the codecs' figures came out (the baselines frame the comparison and are left out, as
     * {@code compare} leaves them out of its verdict): the median relative error and how many figures are
     * within {@link #PRECISE} of their value. Null without a figure that has an error.
     */
    public Precision precision() {
        double[] errors = results.stream()
            .filter(m -> m.error() != null && m.score() != 0 && !baseline(m.codec()))
            .mapToDouble(m -> m.error() / Math.abs(m.score())).toArray();
        if (errors.length == 0) return null;
        long within = java.util.Arrays.stream(errors).filter(e -> e <= PRECISE).count();
        return new Precision(100 * Median.withDefaults().evaluate(errors), (int) within, errors.length);
    }

    /** A figure whose error is within this share of its value is precise enough to compare. */
    public static final double PRECISE = 0.10;

    /** See {@link #precision()}. */
    public record Precision(double medianErrorPercent, int precise, int figures) {
        /** At least 95% of the figures precise: otherwise the run's figures are not fit to compare. */
        public boolean enough() {
            return precise >= 0.95 * figures;
        }

        /** One line for the console and the report. */
        public String describe() {
            return String.format(java.util.Locale.ROOT, "median error ±%.1f%%; %d of %d codec figures (%.0f%%) within ±%.0f%%%s",
                medianErrorPercent, precise, figures, 100.0 * precise / figures, 100 * PRECISE, enough() ? ""
                    : ": the machine was too noisy for these figures to be compared; rerun when it is quieter");
        }
    }

    /** See {@link #noiseDuringRun()}. */
    public record Noise(double disturbedPercent, double medianSlowdownPercent, int iterations) {}

    /**
     * One figure's iteration scores (in the mode's unit) in the measuring JVM of one round, the bytes allocated and GC
     * time (ns) per op over them (null when not measured), the reference reading before each ({@code canaries}: the canary's until 0.4.0), the collections
     * and the JIT's compile milliseconds during each ({@code collections}, {@code jitMillis}; null with several threads
     * and in older runs' files), the ops each completed ({@code ops}), the classes the JVM loaded during them
     * ({@code classesLoaded}), the bytes that JVM allocated between two young collections ({@code edenBytes}), and the
     * share of each iteration its thread had a CPU ({@code cpuShares}); null in older runs' files.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Iterations(String jvm, String codec, String dataset, String op, int threads, String mode, int round,
                             List<Double> samples,
                             // written as null when not measured, as every run before did
                             @JsonInclude(JsonInclude.Include.ALWAYS) Double allocBytesPerOp,
                             Double gcNanosPerOp,
                             @JsonInclude(JsonInclude.Include.ALWAYS) List<Double> canaries,
                             List<Integer> collections, List<Integer> jitMillis, List<Long> ops, Long classesLoaded,
                             Double edenBytes, List<Double> cpuShares) {
        public Iterations(String jvm, String codec, String dataset, String op, int threads, String mode, int round,
                          List<Double> samples, Double allocBytesPerOp, Double gcNanosPerOp, List<Double> canaries) {
            this(jvm, codec, dataset, op, threads, mode, round, samples, allocBytesPerOp, gcNanosPerOp, canaries, null, null,
                null, null, null, null);
        }

        /** The same iterations, of the JVM named {@code id}. */
        public Iterations withJvm(String id) {
            return new Iterations(id, codec, dataset, op, threads, mode, round, samples, allocBytesPerOp, gcNanosPerOp,
                canaries, collections, jitMillis, ops, classesLoaded, edenBytes, cpuShares);
        }
    }
}
