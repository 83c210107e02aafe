package serbench.results;

import java.util.List;

/**
 * What a first-call measurement found ({@code serbench first-call}, {@code run --first-call}; docs/first-call.md):
 * per codec and data set, {@code jvms} fresh JVMs, each one's figures a {@link Sample}; a pair that passed the
 * round trip but has no figure from some JVM has a {@link Failure} saying why.
 */
public record FirstCall(int jvms, List<Sample> samples, List<Failure> failures) {
    /**
     * One fresh JVM's figures for one pair: the time to bind the codec to the data set, the classes the JVM loaded
     * while binding and making the first calls, and per op how it warmed up.
     *
     * @param jvm which of the pair's fresh JVMs, from 1
     */
    public record Sample(String codec, String dataset, int jvm, double bindNanos, long classesLoaded, List<OpStart> ops) {}

    /**
     * How one op started: its first call; after how many calls, and how much time spent in them, it first ran within
     * twice its warm figure ({@code reached} false: it had not after the {@code callsToWarm} calls recorded, a lower
     * bound); and that warm figure, measured in the same JVM afterwards.
     */
    public record OpStart(String op, double firstNanos, long callsToWarm, double nanosToWarm, boolean reached, double warmNanos) {}

    /** Why one pair has no figures from one of its JVMs (jvm 0: from none of them). */
    public record Failure(String codec, String dataset, int jvm, String reason) {}
}
