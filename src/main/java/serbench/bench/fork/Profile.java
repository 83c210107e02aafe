package serbench.bench.fork;

import java.util.List;
import java.util.Locale;
import serbench.data.scale.SizeAxis;
import serbench.results.Op;

/**
 * How long and how often to measure.
 *
 * <p>Inside one measuring JVM: passes over all of its benchmarks, of fixed calls and then in the mode that is then
 * measured, until every op has been called often enough for C2 and the JIT has settled ({@link JitSettling});
 * then {@code slices} slices, each running every op for {@code sliceWarmups} warm-up and {@code sliceIterations}
 * measured iterations of {@code iterationMillis}.
 * Slicing interleaves the ops, so a drift or a burst of a neighbour within the JVM's life hits every op alike;
 * a JVM whose last two slices of an op disagree (its code still settling) runs further slices, up to
 * {@link #maxSlices()}.
 *
 * <p>Across JVMs: the run measures the whole matrix in rounds, one JVM per (codec, data set) pair per
 * round, at least {@code minForks} rounds. The run may take {@code 1 + extraShare} times what those rounds
 * take at their planned slices; the further slices (each JVM of those rounds may spend an even share of the time
 * still spare) and further rounds for the pairs with a figure whose interval is still wider than
 * {@code targetError} (up to {@code maxForks} JVMs per pair) share that time ({@link Progress#spareSeconds()}).
 * Smoke runs one JVM per codec and is not for comparison. {@code run --forks N} gives a profile more JVMs per pair
 * ({@link #withForks}).
 */
public final class Profile {
    public static final Profile SMOKE = new Profile("smoke", 10, 300, 0, 1, 2, 5, 10, 1, 1, Double.NaN, 0, true);
    // quick settles for at most 1 s; a slice whose code had not settled is left out of a figure (SteadyState).
    // Iterations of 20 ms: every iteration starts after JMH handed it over, an idle moment the next iteration pays
    // for; plain JMH on 4 codecs x user, media deser-read read 1.05 times its 1 s iterations' mean with 2 ms
    // iterations (until 0.3.0 serbench's, when the fastest of many short ones was the figure), 1.02 with 10 ms and
    // 1.00 with 20 ms (docs/method.md). 30% more time than the planned slices, for further slices and re-measuring,
    // keeps the default run in ten minutes on a noisy host: with 40% more, a default run took 10 min 27 s on a
    // machine where a JVM took 5.8 s.
    // at most 10 s for the calls C2 needs: ops slower than some 150 us (4 ops, 16,128 calls each) stop short of them;
    // XStream and Hessian on addressbook took two minutes per JVM to make them all.
    // Two slices and further JVMs only for figures wider than 10% (until 2026-11-26: three, and 3%), from three runs of
    // the whole matrix and two default runs re-estimated without the third slice or the re-measuring: the two runs'
    // figures agreed as closely (median 1.35% and 1.31% apart with two slices and three), the re-measuring that took 23%
    // to 45% of a run's time left that agreement where it was (1.31% apart without it, 1.35% with it), and the figures
    // a rerun found changed beyond the two errors grew with it from 19 to 45 of 2,148: re-measuring until an interval
    // is narrow stops when it happens to be, and makes it too narrow. Its first 50 JVMs, for figures over 10%, took
    // those within 10% from 97.2% to 99.5%.
    public static final Profile QUICK = new Profile("quick", 25, 1000, 10_000, 2, 1, 10, 20, 2, 5, 0.10, 0.30, false);
    // full measures every pair in a fixed number of JVMs, enough for a pair on two levels (Remeasuring.PLATEAU_JVMS):
    // no optional stopping, whose intervals come out too narrow (measuring until an interval happens to be narrow)
    public static final Profile FULL = new Profile("full", 100, 10_000, 60_000, 5, 1, 40, 20, 6, 6, 0.02, 0.5, false);
    private static final List<Profile> PRESETS = List.of(SMOKE, QUICK, FULL);

    private final String id;

    /** How long each benchmark runs in one settling pass. */
    final int passMillis;
    /** The longest shared warm-up before giving up on the JIT settling. */
    public final int settleCapMillis;
    /** The longest the fixed passes go on past {@code settleCapMillis} to call every op as often as C2 needs. */
    final int callsCapMillis;
    public final int slices;
    public final int sliceWarmups;
    public final int sliceIterations;
    public final int iterationMillis;
    public final int minForks;
    public final int maxForks;
    /**
     * The size axis aims closer than the fixed data sets: its charts draw each codec's line over a hundredfold of
     * sizes, and a figure off by 10% at one size bends that line as much as a codec's real change of pace does. Its
     * figures are few (four sizes of a few data sets), so the further JVMs fit the time a run may take.
     */
    static final double SIZE_AXIS_TARGET = 0.05;
    /**
     * The most JVMs a size-axis pair gets. A 1KB figure's JVMs differ by up to 20%, each at a level of its own (see
     * {@link serbench.stats.RobustFigure}); averaged over pairs of JVMs, ten of them put such a figure within ±5% nine
     * times in ten, five only four times in ten (drawn from 66 JVMs of fory's {@code ser} of {@code dns-response@1KB}).
     */
    static final int SIZE_AXIS_MAX_FORKS = 10;
    /**
     * What a size-axis pair may take beyond its minimum rounds, as a share of them: with the profile's 30%, two runs
     * left 5 and 13 of 192 figures over ±5% when the time ran out, java-builtin's 1MB pairs (20 to 27 s a JVM) still
     * at two JVMs. A run on the size axis is asked for, not the default, and has no time limit of its own.
     */
    static final double SIZE_AXIS_EXTRA_SHARE = 0.6;

    /** Relative half-width of the interval that no longer asks for another JVM; NaN: never re-measure. */
    final double targetError;
    public final double extraShare;
    public final boolean perCodecFork;

    private Profile(String id, int passMillis, int settleCapMillis, int callsCapMillis, int slices, int sliceWarmups, int sliceIterations,
            int iterationMillis, int minForks, int maxForks, double targetError, double extraShare, boolean perCodecFork) {
        this.id = id;
        this.passMillis = passMillis;
        this.settleCapMillis = settleCapMillis;
        this.callsCapMillis = callsCapMillis;
        this.slices = slices;
        this.sliceWarmups = sliceWarmups;
        this.sliceIterations = sliceIterations;
        this.iterationMillis = iterationMillis;
        this.minForks = minForks;
        this.maxForks = maxForks;
        this.targetError = targetError;
        this.extraShare = extraShare;
        this.perCodecFork = perCodecFork;
    }

    public String id() {
        return id;
    }

    /** The profile named {@code id} (smoke, quick, full); an {@link IllegalArgumentException} for any other name. */
    public static Profile byId(String id) {
        return PRESETS.stream().filter(p -> p.id.equals(id.toLowerCase(Locale.ROOT))).findFirst()
            .orElseThrow(() -> new IllegalArgumentException("no profile '" + id + "'"));
    }

    /**
     * The profile named {@code id} with at least {@code forks} measuring JVMs per pair, the profile's own where null
     * (a run's settings: its --profile and --forks).
     */
    public static Profile byId(String id, Integer forks) {
        Profile p = byId(id);
        return forks == null ? p : p.withForks(forks);
    }

    /**
     * This profile with {@code forks} measuring JVMs per pair in its minimum rounds, and re-measuring up to its own
     * most where that is more. The JVM-to-JVM spread of a noisy host is each JVM's own level: ratios of two runs'
     * figures reproduce within ±5% for some 71% of codec pairs with 2 JVMs a figure, 94% with 6, 97% with 8
     * (docs/method.md, "How many JVMs a ratio that reproduces needs").
     */
    public Profile withForks(int forks) {
        if (forks < MIN_FORKS || forks > MAX_FORKS) {
            throw new IllegalArgumentException("--forks takes " + MIN_FORKS + " to " + MAX_FORKS + " measuring JVMs per pair, got " + forks);
        }
        if (!comparable()) throw new IllegalArgumentException("--forks: the smoke profile measures one JVM per codec, a CI check; use quick or full");
        return new Profile(id, passMillis, settleCapMillis, callsCapMillis, slices, sliceWarmups, sliceIterations,
            iterationMillis, forks, Math.max(forks, maxForks), targetError, extraShare, perCodecFork);
    }

    /** The fewest and most JVMs per pair --forks takes: fewer than two make no figure to compare. */
    public static final int MIN_FORKS = 2;
    public static final int MAX_FORKS = 20;

    /** The measuring JVMs every pair gets in the minimum rounds. */
    public int minForks() {
        return minForks;
    }

    /**
     * The measured iterations of each slice of {@code op}: half the profile's for a compressor's op. A compressor times
     * native code (zstd-jni, lz4's JNI, the JDK's zlib) whose iterations barely differ: in an {@code --all-aspects} run on
     * media its 240 figures sat at the run's floor between JVMs (median ±2.24%, the widest ±7.6%) while its JVMs' slices,
     * four ops of eleven 20 ms iterations, took 470 of the rounds' 885 s; the figure's error comes from the spread
     * between JVMs, which fewer iterations in each do not change.
     */
    public int sliceIterations(String op) {
        boolean compressing = Op.byId(op).flatMap(Op::compression).isPresent();
        return compressing ? Math.max(2, (sliceIterations + 1) / 2) : sliceIterations;
    }

    /** False for smoke: one JVM per codec and a few milliseconds per op make a CI check, not a figure to compare. */
    public boolean comparable() {
        return minForks >= 2;
    }

    /**
     * The most slices a measuring JVM runs: twice the planned ones, for a JVM whose code is still settling
     * ({@link serbench.stats.SteadyState#SETTLED}) and that has time left for them; smoke never runs more than planned.
     */
    int maxSlices() {
        return comparable() ? 2 * slices : slices;
    }

    /** The relative interval half-width this profile aims for (NaN when it does not re-measure). */
    public double targetError() {
        return targetError;
    }

    /**
     * What a figure on {@code dataset} aims for: the profile's target, and at most {@link #SIZE_AXIS_TARGET} on the
     * size axis (NaN when the profile does not re-measure).
     */
    public double targetError(String dataset) {
        return onSizeAxis(dataset) ? Math.min(targetError, SIZE_AXIS_TARGET) : targetError;
    }

    /** What a pair on {@code dataset} may take beyond its minimum rounds, as a share of them. */
    public double extraShare(String dataset) {
        return onSizeAxis(dataset) && comparable() ? Math.max(extraShare, SIZE_AXIS_EXTRA_SHARE) : extraShare;
    }

    /**
     * The most JVMs a pair on {@code dataset} gets: the profile's, and at least {@link #SIZE_AXIS_MAX_FORKS} on the size
     * axis, unless the profile measures a fixed number ({@link #fixedForks()}).
     */
    public int maxForks(String dataset) {
        return onSizeAxis(dataset) && comparable() && !fixedForks() ? Math.max(maxForks, SIZE_AXIS_MAX_FORKS) : maxForks;
    }

    /** Whether every pair gets the same JVMs, however wide its figures: no re-measuring (full). */
    boolean fixedForks() {
        return minForks == maxForks;
    }

    private static boolean onSizeAxis(String dataset) {
        return SizeAxis.pool(dataset).isPresent();
    }

    public String describe() {
        // smoke skips the fixed passes, so only the cap bounds its warm-up
        String warmUp = comparable()
            ? String.format(Locale.ROOT, "warm-up of at least %,d calls per op (or %.0f s of them) until the JIT settles"
                + " (at most %.1f s unless those calls take longer)", JitSettling.c2Invocations(), callsCapMillis / 1000.0,
                settleCapMillis / 1000.0)
            : String.format(Locale.ROOT, "warm-up until the JIT settles (at most %.1f s)", settleCapMillis / 1000.0);
        String perJvm = String.format(Locale.ROOT, "%s, then %d slice%s of %d x %d ms per op (a compressor's %d)%s", warmUp,
            slices, slices == 1 ? "" : "s", sliceIterations, iterationMillis, sliceIterations(Op.ZSTD.id()),
            maxSlices() > slices ? " (up to " + maxSlices() + " until every op's last two slices agree)" : "");
        if (!comparable()) return perJvm + ", 1 measuring JVM per codec: a CI check, not for comparison";
        if (fixedForks()) {
            return String.format(Locale.ROOT, "%s; %d measuring JVMs per (codec, data set) pair in rounds, however wide a figure"
                + " (no re-measuring)", perJvm, minForks);
        }
        return String.format(Locale.ROOT, "%s; %d measuring JVMs per (codec, data set) pair in rounds, up to %d for figures wider than"
            + " ±%.0f%% or whose JVMs sit on two levels%s", perJvm, minForks, maxForks, 100 * targetError,
            targetError > SIZE_AXIS_TARGET || maxForks < SIZE_AXIS_MAX_FORKS
                ? String.format(Locale.ROOT, " (on the size axis up to %d, for figures wider than ±%.0f%%)", Math.max(maxForks, SIZE_AXIS_MAX_FORKS),
                    100 * Math.min(targetError, SIZE_AXIS_TARGET))
                : "");
    }
}
