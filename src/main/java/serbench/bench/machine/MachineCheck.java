package serbench.bench.machine;

import java.lang.management.ManagementFactory;
import java.time.Instant;
import java.util.Locale;
import org.apache.commons.statistics.descriptive.Quantile;
import serbench.bench.fork.FixedWork;
import serbench.bench.fork.Profile;
import serbench.results.Environment;

/**
 * How noisy the machine is right now, measured before a run: {@link FixedWork} timed in short slices, in the thread's
 * CPU time as every figure is ({@link serbench.bench.fork.IterationMeter}), so that its reading says what the figures
 * will feel: a neighbour slowing the core or its memory, not the moments another process has the CPU, which the
 * figures leave out (under {@code bursts} the clock's spread read 20 to 22% before runs whose figures came out at
 * ±1.9 to ±2.7%; docs/noise.md). The clock's spread is kept beside it: what those moments add to the run's time.
 * It allocates nothing, so no GC of this JVM shows; what shows is the machine. On this project's machine a pure
 * arithmetic loop stays within 2% while codecs flip between two speeds 1.5 to 2 times apart, as a
 * neighbour on the host shares the core or its memory; this work is hit the same way. On a quiet machine
 * the slices agree within a few percent; on a noisy one serbench needs more measuring JVMs per figure to
 * reach its target, or cannot reach it.
 */
public final class MachineCheck {
    static final int SLICES = 400;
    static final long SLICE_NANOS = 5_000_000;
    /** Spread (slowest tenth of slices against the fastest tenth) above which a warning is printed. */
    static final double NOISY_PERCENT = Environment.MachineCheck.QUIET_PERCENT;
    private static final int VALUES = 4096;
    /**
     * Set by the tests, to a spread in percent: the check then times nothing and reports that spread with a fixed
     * calibration, so that how busy the machine is while they run changes none of their outcomes (a noisy check
     * warns; two shards whose calibrations differ merge as two machines).
     */
    public static final String PINNED_SPREAD = "serbench.test.machineCheckSpread";
    /** The calibration a pinned check reports, in ns per round of the fixed work and its error. */
    static final Calibration PINNED = new Calibration(1000, 20);

    private MachineCheck() {}

    public static Environment.MachineCheck run(Profile profile) {
        String pinned = System.getProperty(PINNED_SPREAD);
        if (pinned != null) return result(profile, Double.parseDouble(pinned), PINNED);
        FixedWork work = new FixedWork(VALUES);
        long sink = 0;
        long warmUntil = System.nanoTime() + 300_000_000L; // compiled before timing
        while (System.nanoTime() < warmUntil) sink += work.run(1);
        int rounds = calibrate(work);
        var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        boolean cpuTimed = threads.isCurrentThreadCpuTimeSupported();
        double[] clock = new double[SLICES], cpu = new double[SLICES];
        for (int i = 0; i < SLICES; i++) {
            long cpuStart = cpuTimed ? threads.getCurrentThreadCpuTime() : 0, start = System.nanoTime();
            sink += work.run(rounds);
            clock[i] = (System.nanoTime() - start) / 1e6;
            cpu[i] = cpuTimed ? (threads.getCurrentThreadCpuTime() - cpuStart) / 1e6 : clock[i];
        }
        if (sink == 42) System.out.print(""); // keeps the work observable
        double[] q = Quantile.withDefaults().evaluate(cpu, 0.05, 0.1, 0.25, 0.9);
        double perRound = 1e6 / rounds;
        double spread = spread(cpu);
        return result(profile, spread, spread(clock), Calibration.of(q[0] * perRound, q[1] * perRound, q[2] * perRound),
            MachineHistory.foretell(MachineHistory.read(MachineHistory.file()), Machine.key(), spread, Instant.now()));
    }

    /** How much longer the slowest tenth of the slices took than the fastest tenth, in percent. */
    static double spread(double[] millis) {
        double[] q = Quantile.withDefaults().evaluate(millis, 0.1, 0.9);
        return 100 * (q[1] / q[0] - 1);
    }

    static Environment.MachineCheck result(Profile profile, double spread, Calibration c) {
        return result(profile, spread, spread, c, null);
    }

    /**
     * The check's outcome: its spread in CPU time, a warning where the figures will be too noisy for the profile, the
     * clock's spread, the calibration and what earlier runs here foretell. With enough of them, they decide the warning
     * (most runs after the nearest readings too noisy to compare); before that, the spread does, above
     * {@link #NOISY_PERCENT}.
     */
    static Environment.MachineCheck result(Profile profile, double spread, double clockSpread, Calibration c,
                                           MachineHistory.Foretold foretold) {
        boolean noisy = foretold != null ? foretold.warns() : spread > NOISY_PERCENT;
        String warning = !profile.comparable() || !noisy ? null : foretold != null ? String.format(Locale.ROOT,
            "this machine is noisy right now: %s. Stop other work on the machine, or rerun later.", foretold.describe())
            : String.format(Locale.ROOT,
            "this machine is noisy right now: fixed serialization work takes %.0f%% longer in some slices than in others"
            + " (quiet: under %.0f%%); figures will need more measuring JVMs and may stay wider than the ±%.0f%% target."
            + " Stop other work on the machine, or rerun later.", spread, NOISY_PERCENT, 100 * profile.targetError());
        return new Environment.MachineCheck(Math.round(spread * 10) / 10.0, SLICES, SLICE_NANOS / 1e6, warning,
            c.nanos(), c.errorNanos(), Math.round(clockSpread * 10) / 10.0, foretold == null ? null : foretold.describe());
    }

    /**
     * The machine's speed at the fixed work in its calm moments: the fastest tenth of the slices (as every figure is
     * the fastest of its iterations), per round of the work; its error half the gap between the fastest twentieth
     * and the fastest quarter, at least {@link #CALIBRATION_FLOOR} of it (a check of two seconds promises no more).
     */
    record Calibration(double nanos, double errorNanos) {
        static Calibration of(double q05, double q10, double q25) {
            return new Calibration(Math.round(q10 * 10) / 10.0,
                Math.round(Math.max(CALIBRATION_FLOOR * q10, (q25 - q05) / 2) * 10) / 10.0);
        }
    }

    static final double CALIBRATION_FLOOR = 0.02;

    /** How many encode-decode rounds fill one slice. */
    private static int calibrate(FixedWork work) {
        int rounds = 1;
        while (true) {
            long start = System.nanoTime();
            work.run(rounds);
            long took = System.nanoTime() - start;
            if (took >= SLICE_NANOS / 4) return (int) Math.max(1, rounds * SLICE_NANOS / took);
            rounds *= 2;
        }
    }
}
