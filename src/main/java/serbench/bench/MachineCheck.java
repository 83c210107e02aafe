package serbench.bench;

import org.apache.commons.statistics.descriptive.Quantile;
import serbench.codec.Binding;
import serbench.codec.Codecs;
import serbench.data.Dataset;
import serbench.data.Datasets;
import serbench.report.Environment;

/**
 * How noisy the machine is right now, measured before a run: the {@code manual} baseline codec encodes
 * and decodes {@code media} in short slices of fixed work. It is serialization work itself (allocation,
 * stores, branches), because that is what the noise of this project's machine hits: a pure arithmetic
 * loop stays within 2% while codecs flip between two speeds, 1.5 to 2 times apart, as a neighbour on the
 * host shares the core or its memory. On a quiet machine the slices agree within a few percent; on a
 * noisy one serbench needs more measuring JVMs per figure to reach its target, or cannot reach it.
 */
public final class MachineCheck {
    static final int SLICES = 300;
    static final long SLICE_NANOS = 5_000_000;
    /** Spread (slowest tenth of slices against the fastest tenth) above which a warning is printed. */
    static final double NOISY_PERCENT = 15;

    private MachineCheck() {}

    public static Environment.MachineCheck run(Profile profile) throws Exception {
        Binding<Object, Object> codec = binding();
        Object value = codec.build(((Dataset<Object>) MEDIA).build());
        long sink = 0;
        long warmUntil = System.nanoTime() + 500_000_000L; // compiled and the heap grown before timing
        while (System.nanoTime() < warmUntil) sink += slice(codec, value, 100);
        int ops = calibrate(codec, value);
        double[] millis = new double[SLICES];
        for (int i = 0; i < SLICES; i++) {
            long start = System.nanoTime();
            sink += slice(codec, value, ops);
            millis[i] = (System.nanoTime() - start) / 1e6;
        }
        if (sink == 42) System.out.print(""); // keeps the work observable
        double[] q = Quantile.withDefaults().evaluate(millis, 0.1, 0.9);
        double spread = 100 * (q[1] / q[0] - 1);
        String warning = !profile.comparable() || spread <= NOISY_PERCENT ? null : String.format(
            "this machine is noisy right now: fixed serialization work takes %.0f%% longer in some slices than in others"
            + " (quiet: under %.0f%%); figures will need more measuring JVMs and may stay wider than the ±%.0f%% target."
            + " Stop other work on the machine, or rerun later.", spread, NOISY_PERCENT, 100 * profile.targetError());
        return new Environment.MachineCheck(Math.round(spread * 10) / 10.0, SLICES, SLICE_NANOS / 1e6, warning);
    }

    private static final Dataset<?> MEDIA = Datasets.byId("media").orElseThrow();

    @SuppressWarnings("unchecked")
    private static Binding<Object, Object> binding() throws Exception {
        return (Binding<Object, Object>) Codecs.byId("manual").orElseThrow().bind((Dataset<Object>) MEDIA);
    }

    /** How many round trips fill one slice. */
    private static int calibrate(Binding<Object, Object> codec, Object value) throws Exception {
        int ops = 100;
        while (true) {
            long start = System.nanoTime();
            slice(codec, value, ops);
            long took = System.nanoTime() - start;
            if (took >= SLICE_NANOS / 4) return (int) Math.max(1, ops * SLICE_NANOS / took);
            ops *= 2;
        }
    }

    private static long slice(Binding<Object, Object> codec, Object value, int ops) throws Exception {
        long sum = 0;
        for (int i = 0; i < ops; i++) {
            byte[] bytes = codec.encode(value);
            sum += bytes.length + (codec.read(codec.decode(bytes)) == null ? 1 : 0);
        }
        return sum;
    }
}
