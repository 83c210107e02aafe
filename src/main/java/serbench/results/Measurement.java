package serbench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;

/**
 * One figure: a robust estimate from {@code samples} JMH iterations in {@code forks} independent
 * measuring JVMs (see {@code serbench.stats.RobustFigure}), its interval {@code low}..{@code high},
 * {@code error} the larger side of that interval as one ± figure (null when it cannot be computed),
 * the slowest and fastest iteration, and {@code note}: what the estimate discounted or re-measured.
 * {@code allocBytesPerOp} and {@code gcNanosPerOp}: bytes allocated and GC time (ns) per op over the measured
 * iterations of its JVMs, which the fastest-iteration score leaves out (null when not measured: smoke, older runs).
 * {@code sameAs}: the op this figure was measured as, the same work for a codec that writes the shared model itself
 * ({@code ser} for {@code build+ser}, {@code deser} for {@code deser-read}); null for a figure measured in its own right.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Measurement(String dataset, String codec, String op, int threads, String mode,
                          // a figure without its score (or with null) must not read as 0, the best of all
                          @JsonProperty(required = true) @JsonSetter(nulls = Nulls.FAIL) double score,
                          Double error, String unit, Double allocBytesPerOp, Double gcNanosPerOp, String jvm, int samples,
                          double min, double max, int forks, Double low, Double high, String note, String sameAs) {
    public Measurement(String dataset, String codec, String op, int threads, String mode, double score, Double error,
                       String unit, Double allocBytesPerOp, Double gcNanosPerOp, String jvm, int samples, double min,
                       double max, int forks, Double low, Double high, String note) {
        this(dataset, codec, op, threads, mode, score, error, unit, allocBytesPerOp, gcNanosPerOp, jvm, samples, min, max,
            forks, low, high, note, null);
    }

    /** This figure as that of {@code op} too, which does the same work ({@code sameAs}). */
    public Measurement as(String op) {
        return new Measurement(dataset, codec, op, threads, mode, score, error, unit, allocBytesPerOp, gcNanosPerOp, jvm,
            samples, min, max, forks, low, high, note, this.op);
    }
}
