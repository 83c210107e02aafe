package serbench.bench;

import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Mode;
import serbench.results.MeasureMode;
import serbench.results.Op;

/** serbench's modes and ops in JMH's terms: its modes and time units, and the methods of {@link CodecBenchmark}. */
final class JmhTerms {
    private static final Map<Op, String> METHODS = Map.of(Op.BUILD, "build", Op.SER, "ser", Op.BUILD_SER, "buildSer",
        Op.DESER, "deser", Op.DESER_READ, "deserRead", Op.ROUNDTRIP, "roundtrip");

    private JmhTerms() {}

    static Mode mode(MeasureMode mode) {
        return switch (mode.kind()) {
            case AVGT -> Mode.AverageTime;
            case THRPT, TIME -> Mode.Throughput;
            case COUNT -> Mode.SingleShotTime;
        };
    }

    static TimeUnit timeUnit(MeasureMode mode) {
        return switch (mode.kind()) {
            case AVGT -> TimeUnit.NANOSECONDS;
            case THRPT, TIME -> TimeUnit.SECONDS;
            case COUNT -> TimeUnit.MILLISECONDS;
        };
    }

    /** A JMH score (in {@link #timeUnit}) in the mode's own unit. */
    static double fromJmh(MeasureMode mode, double score) {
        return mode.kind() == MeasureMode.Kind.TIME ? score * mode.seconds() : score;
    }

    static String method(Op op) {
        return METHODS.get(op);
    }

    static Op op(String method) {
        return METHODS.entrySet().stream().filter(e -> e.getValue().equals(method)).findFirst().orElseThrow().getKey();
    }
}
