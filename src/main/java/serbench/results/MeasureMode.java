package serbench.results;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * How a figure is measured: average time, throughput, fixed count ("time for N ops", JMH single-shot
 * with batch size N) or fixed time ("ops in T seconds", throughput over T-second iterations).
 */
public record MeasureMode(Kind kind, long count, int seconds) {
    public enum Kind { AVGT, THRPT, COUNT, TIME }

    public static final String SYNTAX = "avgt, thrpt, count:N or time:Ts";

    /** Fixed time ({@code time:T}) measures this many T-second iterations per figure in each measuring JVM. */
    public static final int FIXED_TIME_ITERATIONS = 3;

    public static MeasureMode parse(String text) {
        String t = text.trim();
        if (t.equals("avgt")) return new MeasureMode(Kind.AVGT, 0, 0);
        if (t.equals("thrpt")) return new MeasureMode(Kind.THRPT, 0, 0);
        if (t.startsWith("count:")) {
            long n = positive(text, t.substring(6).replace("_", ""), "ops");
            if (n > 0) return new MeasureMode(Kind.COUNT, n, 0);
        }
        if (t.startsWith("time:")) {
            long s = positive(text, t.substring(5).replaceFirst("s$", ""), "s");
            if (s > 0) return new MeasureMode(Kind.TIME, 0, (int) s);
        }
        throw new IllegalArgumentException("invalid mode '" + text + "'; expected " + SYNTAX);
    }

    /**
     * The whole number {@code digits} (0 when it is none), up to {@link Integer#MAX_VALUE}: a longer one is named too
     * large rather than invalid, since it is only the number that is wrong.
     */
    private static long positive(String text, String digits, String unit) {
        if (!digits.matches("[0-9]+")) return 0;
        if (digits.length() > 10 || Long.parseLong(digits) > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "mode '%s' is too large: at most %,d %s",
                text, Integer.MAX_VALUE, unit));
        }
        return Long.parseLong(digits);
    }

    /** The mode as written on the command line and stored in results. */
    public String id() {
        return switch (kind) {
            case AVGT -> "avgt";
            case THRPT -> "thrpt";
            case COUNT -> "count:" + count;
            case TIME -> "time:" + seconds + "s";
        };
    }

    public String unit() {
        return switch (kind) {
            case AVGT -> "ns/op";
            case THRPT -> "ops/s";
            case COUNT -> "ms/" + count + " ops";
            case TIME -> "ops/" + seconds + "s";
        };
    }

    /** What the figure means, for report headings. */
    public String describe() {
        return switch (kind) {
            case AVGT -> "average time";
            case THRPT -> "throughput";
            case COUNT -> String.format("fixed count: time for %,d ops", count);
            case TIME -> "fixed time: ops in " + seconds + " s";
        };
    }

    /**
     * A score of this mode as nanoseconds per op, so that figures of every mode can be added and ranked as times
     * (for throughput at several threads: the machine's time per op, all threads working).
     */
    public double nanosPerOp(double score) {
        return switch (kind) {
            case AVGT -> score;
            case THRPT -> 1e9 / score;
            case COUNT -> score * 1e6 / count;
            case TIME -> seconds * 1e9 / score;
        };
    }

    /** The JMH mode that measures this one: throughput for fixed time too, a single shot of a batch of N ops for count:N. */
    public Mode jmhMode() {
        return switch (kind) {
            case AVGT -> Mode.AverageTime;
            case THRPT, TIME -> Mode.Throughput;
            case COUNT -> Mode.SingleShotTime;
        };
    }

    /** The time unit of JMH's scores in {@link #jmhMode()}. */
    public TimeUnit jmhTimeUnit() {
        return switch (kind) {
            case AVGT -> TimeUnit.NANOSECONDS;
            case THRPT, TIME -> TimeUnit.SECONDS;
            case COUNT -> TimeUnit.MILLISECONDS;
        };
    }

    /** The unit of JMH's scores, as JMH writes it: ns/op, ops/s, ms/op (a batch of N ops being JMH's one op). */
    public String jmhUnit() {
        String unit = TimeValue.tuToString(jmhTimeUnit());
        return jmhMode() == Mode.Throughput ? "ops/" + unit : unit + "/op";
    }

    /** A JMH score (in {@link #jmhUnit()}) in this mode's own unit: fixed time counts the ops of T seconds. */
    public double fromJmh(double score) {
        return kind == Kind.TIME ? score * seconds : score;
    }

    /** A score of this mode in JMH's unit ({@link #jmhUnit()}). */
    public double toJmh(double score) {
        return kind == Kind.TIME ? score / seconds : score;
    }

    /** True when a smaller score is better. */
    public boolean lowerIsBetter() {
        return kind == Kind.AVGT || kind == Kind.COUNT;
    }
}
