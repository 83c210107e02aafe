package serbench.bench.fork;

import serbench.results.MeasureMode;

/** JMH's scores in serbench's terms (the modes' JMH terms are {@link MeasureMode}'s, the ops' methods {@link serbench.results.Op}'s). */
final class JmhTerms {
    private JmhTerms() {}

    /** A JMH score (in the mode's {@link MeasureMode#jmhTimeUnit()}) in the mode's own unit. */
    static double fromJmh(MeasureMode mode, double score) {
        return mode.fromJmh(score);
    }
}
