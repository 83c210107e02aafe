package serbench.data.numeric;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.IntToDoubleFunction;
import serbench.data.Conversion;
import serbench.data.ManualFormat;

/**
 * A batch of four time series of {@value #POINTS} points and {@value #FEATURES} features each: arrays of longs,
 * doubles and floats with a little structure around them, where JSON's number formatting and binary formats' bulk
 * copies part ways. Real-looking and the same on every JDK: {@link Random} (whose algorithm its specification
 * fixes) and {@link StrictMath} draw every number, so timestamps rise with jitter, values are smooth curves with
 * noise at full double precision (some negative), and the features are full-precision floats around zero.
 */
public final class NumericData {
    /** SeriesBatch to each schema format's own classes (the schemas are beside this file). */
    public static final List<Conversion<SeriesBatch, ?>> CONVERSIONS = List.of(
        NumericProto.CONVERSION, NumericThrift.CONVERSION, NumericAvro.CONVERSION, NumericWire.CONVERSION,
        NumericQuickbuf.CONVERSION, NumericProtoLite.CONVERSION,
        NumericCapn.CONVERSION, NumericColfer.CONVERSION, NumericSbe.CONVERSION, NumericFbs.CONVERSION,
        NumericKotlin.CONVERSION);
    /** The hand-written baseline's format of SeriesBatch. */
    public static final ManualFormat<SeriesBatch> MANUAL = NumericManual.FORMAT;
    public static final int POINTS = 1000;
    public static final int FEATURES = 512;
    private static final long SEED = 42;
    /** 2026-01-01T00:00:00Z, in epoch milliseconds. */
    private static final long START = 1_767_225_600_000L;

    private NumericData() {}

    public static SeriesBatch seriesBatch() {
        Random random = new Random(SEED);
        SeriesBatch b = new SeriesBatch();
        b.source = "collector-eu-west-1a.telemetry.example.net";
        b.series = new ArrayList<>(List.of(
            series(random, "cpu.utilization", List.of("host=web-01", "region=eu-west-1", "unit=percent"), Kind.GAUGE,
                1_000, i -> Math.max(0, 35 + 20 * wave(i, 300) + 3 * random.nextGaussian())),
            series(random, "outdoor.temperature", List.of("site=oslo-3", "sensor=t-17", "unit=celsius"), Kind.GAUGE,
                60_000, i -> -2.5 + 6 * wave(i, 1440) + 0.4 * random.nextGaussian()),
            series(random, "http.requests", List.of("service=checkout", "status=2xx"), Kind.COUNTER,
                10_000, counter(random, 1.2e9)),
            series(random, "disk.write.rate", List.of("host=db-02", "device=nvme0n1", "unit=bytes_per_second"), Kind.RATE,
                5_000, i -> 5.2e7 * (1 + 0.3 * wave(i, 120)) + 4e5 * random.nextGaussian())));
        return b;
    }

    private static Series series(Random random, String name, List<String> tags, Kind kind, int intervalMillis,
                                 IntToDoubleFunction value) {
        Series s = new Series();
        s.name = name;
        s.tags = new ArrayList<>(tags);
        s.kind = kind;
        s.intervalMillis = intervalMillis;
        s.timestamps = new long[POINTS];
        s.values = new double[POINTS];
        for (int i = 0; i < POINTS; i++) {
            // a collector samples late by up to 2% of the interval, so the times still rise
            s.timestamps[i] = START + (long) i * intervalMillis + random.nextInt(intervalMillis / 50);
            s.values[i] = value.applyAsDouble(i);
        }
        s.features = new float[FEATURES];
        for (int i = 0; i < FEATURES; i++) s.features[i] = (float) (0.35 * random.nextGaussian());
        return s;
    }

    /** One period of a sine every {@code period} points. */
    private static double wave(int i, int period) {
        return StrictMath.sin(2 * StrictMath.PI * i / period);
    }

    /** A counter from {@code start}, rising by about 800 a point. */
    private static IntToDoubleFunction counter(Random random, double start) {
        double[] total = {start};
        return i -> total[0] += 800 + 200 * wave(i, 360) + 50 * random.nextGaussian();
    }
}
